/**
 * A bot was paused for misbehaving (docs/bots.md, "Rated games, bars and pauses"): its
 * owner answers for it, so they hear why, and how to let it play again once its program
 * is mended.
 */
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export interface BotPausedInput {
  readonly bot: string;
  /** "sent 10 illegal moves in a row". */
  readonly reason: string;
  readonly botPage: string;
  readonly preferences: string;
  readonly unsubscribe: string;
}

export const botPaused = (input: BotPausedInput): RenderedEmail =>
  render({
    subject: `Your bot ${input.bot} is paused`,
    preview: `It ${input.reason}. It takes no challenges until you resume it.`,
    kicker: 'Orrery',
    heading: `${input.bot} is paused`,
    blocks: [
      paragraph({ href: input.botPage, text: input.bot }, ` ${input.reason}, so Orrery paused it.`),
      paragraph('It plays out the games it has, and takes and posts no challenges until you resume it.'),
      button(input.botPage, 'See the bot'),
      note('Once its program is mended, resume it with POST /api/bots/:name/resume, signed in as yourself.'),
    ],
    footer: {
      reason: `You get this email because you own the bot ${input.bot} on Orrery.`,
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
