/**
 * A sign-in link to the recipient's games. Anyone can ask for one for any address, so it
 * too carries the way to stop every email from Orrery.
 */
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export interface MagicLinkInput {
  readonly link: string;
  readonly expiresInMinutes: number;
  /** The address's email settings and its one-click stop. */
  readonly preferences: string;
  readonly unsubscribe: string;
}

export const magicLink = (input: MagicLinkInput): RenderedEmail => {
  const minutes = `${input.expiresInMinutes} minute${input.expiresInMinutes === 1 ? '' : 's'}`;
  return render({
    subject: 'Your link to your Orrery games',
    preview: `Open your games. The link works once, for ${minutes}.`,
    kicker: 'Orrery',
    heading: 'Your games',
    blocks: [
      paragraph('Here is the link you asked for, to see all your games and their seats.'),
      button(input.link, 'Open my games'),
      note(
        `The link works once and expires in ${minutes}. If you did not ask for it, ignore this email: nothing happens without the link.`,
      ),
    ],
    footer: {
      reason: 'You get this email because someone asked Orrery for a link to the games of this address.',
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
};
