/**
 * Messages between the seats by email: one the opponent wrote (with how to answer by
 * reply), and the answer to a reply that carried only a message. The message is the
 * player's own text: each of its lines is made one safe line, and the layout escapes it.
 */
import { footerOf, kicker, opponentName, seatBlocks, type GameMailInput } from './common.ts';
import { note, paragraph, render, type Block, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface MessageInput extends GameMailInput {
  readonly text: string;
  /** Whether replies to this email are read. Default true. */
  readonly replyable?: boolean;
}

/** The message's lines, each a paragraph; blank lines only separate them. */
export const messageBlocks = (text: string): Block[] =>
  text
    .split('\n')
    .map((line) => oneLine(line, 500))
    .filter((line) => line !== '')
    .map((line) => paragraph({ strong: line }));

export const messageReceived = (input: MessageInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `${opponent} wrote to you (${oneLine(input.gameName, 40)})`,
    preview: oneLine(input.text, 90),
    kicker: kicker(input),
    heading: `A message from ${opponent}`,
    blocks: [
      ...messageBlocks(input.text),
      ...(input.replyable === false
        ? []
        : [
            paragraph(
              'To answer, reply to this email with ',
              { strong: 'message:' },
              ' and your answer on the first line; or your move on the first line and your message on the lines below it.',
            ),
          ]),
      note(
        `Until you have looked at the game's messages, written back or answered one of its emails, further messages from ${opponent} wait on the game page: you are not emailed for each one (at most once a day).`,
      ),
      note('Only the two players see messages: never watchers, and never a chat channel of the game.'),
      ...seatBlocks(input, 'Answer in the game'),
    ],
    footer: footerOf(input),
  });
};

export const messageSent = (input: MessageInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `Your message to ${opponent} was sent (${oneLine(input.gameName, 40)})`,
    preview: oneLine(input.text, 90),
    kicker: kicker(input),
    heading: `Your message to ${opponent} was sent`,
    blocks: [...messageBlocks(input.text), ...seatBlocks(input, 'Open the game')],
    footer: footerOf(input),
  });
};
