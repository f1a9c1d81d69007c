/**
 * A challenge named for the recipient: who, what game, and the one place to accept it
 * (/play, where they must be signed in as the named player). The challenger chose them by
 * name, so the email says so, and carries the way to stop every email from Orrery.
 */
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export interface ChallengeReceivedInput {
  readonly challenger: string;
  /** "Adomoc Infinite". */
  readonly game: string;
  /** "3 days a move · Ann plays Dark, you Light · rated". */
  readonly terms: string;
  readonly playLink: string;
  readonly challengerPage: string;
  readonly expiresInDays: number;
  readonly preferences: string;
  readonly unsubscribe: string;
}

export const challengeReceived = (input: ChallengeReceivedInput): RenderedEmail =>
  render({
    subject: `${input.challenger} challenges you to ${input.game}`,
    preview: `${input.terms}. Accept on Orrery within ${input.expiresInDays} days.`,
    kicker: 'Orrery',
    heading: `${input.challenger} challenges you`,
    blocks: [
      paragraph({ href: input.challengerPage, text: input.challenger }, ` challenges you to a game of ${input.game}.`),
      paragraph(`${input.terms}.`),
      button(input.playLink, 'See the challenge'),
      note(
        `It waits for you for ${input.expiresInDays} days on the page above, where you accept it signed in as yourself. Not interested? Let it lapse: nothing happens unless you accept.`,
      ),
    ],
    footer: {
      reason: `You get this email because ${input.challenger} challenged your player name on Orrery.`,
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
