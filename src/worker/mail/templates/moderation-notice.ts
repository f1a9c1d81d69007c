/**
 * A moderator acted on a player's account (docs/moderation.md): the player hears what was
 * done, why, until when, and what they can do now, in plain words.
 */
import { button, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export interface ModerationNoticeInput {
  /** "A moderator muted your messages on Orrery until 3 December 2026, 14:00 UTC." */
  readonly what: string;
  /** The moderator's reason, as they wrote it. */
  readonly reason: string;
  /** What the player can do now. */
  readonly next: string;
  /** The subject line. */
  readonly subject: string;
  readonly mePage: string;
  readonly preferences: string;
  readonly unsubscribe: string;
}

export const moderationNotice = (input: ModerationNoticeInput): RenderedEmail =>
  render({
    subject: input.subject,
    preview: input.what,
    kicker: 'Orrery',
    heading: input.subject,
    blocks: [
      paragraph(input.what),
      paragraph('The reason given: ', { strong: input.reason }),
      paragraph(input.next),
      button(input.mePage, 'Open your page'),
    ],
    footer: {
      reason: 'You get this email because a moderator of Orrery acted on your account.',
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
