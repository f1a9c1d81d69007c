/** A chat channel of the game stopped taking posts and was removed: both seats are told. */
import { footerOf, kicker, seatBlocks, type GameMailInput } from './common.ts';
import { paragraph, render, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface ChatRemovedInput extends GameMailInput {
  /** The channel as both seats see it (its host and the start of its path). */
  readonly channel: string;
  /** What the channel answered, or how often it failed. */
  readonly reason: string;
}

export const chatRemoved = (input: ChatRemovedInput): RenderedEmail =>
  render({
    subject: `A chat channel of ${oneLine(input.gameName, 40)} was removed`,
    preview: `Posts to ${oneLine(input.channel, 60)} stopped.`,
    kicker: kicker(input),
    heading: 'A chat channel was removed',
    blocks: [
      paragraph('The game no longer posts to ', { strong: oneLine(input.channel, 80) }, '.'),
      paragraph(`Why: ${oneLine(input.reason, 200)}.`),
      paragraph("Either seat can add a channel again on the game's page."),
      ...seatBlocks(input, 'See the game'),
    ],
    footer: footerOf(input),
  });
