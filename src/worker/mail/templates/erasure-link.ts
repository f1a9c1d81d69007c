/**
 * The link that confirms erasing an account, asked for on /me by its signed-in player.
 * Nothing is erased until the page it opens is answered with its button (mail scanners
 * that open links erase nothing).
 */
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export interface ErasureLinkInput {
  readonly link: string;
  readonly expiresInMinutes: number;
  readonly preferences: string;
  readonly unsubscribe: string;
}

export const erasureLink = (input: ErasureLinkInput): RenderedEmail => {
  const minutes = `${input.expiresInMinutes} minute${input.expiresInMinutes === 1 ? '' : 's'}`;
  return render({
    subject: 'Confirm erasing your Orrery account',
    preview: `Erase your account. The link works once, for ${minutes}.`,
    kicker: 'Orrery',
    heading: 'Erase your account',
    blocks: [
      paragraph(
        'You asked to erase your Orrery account. The link opens a page that asks you once more; only its button erases anything.',
      ),
      button(input.link, 'Erase my account'),
      note(
        `The link works once and expires in ${minutes}. If you did not ask for it, ignore this email: nothing happens without the link.`,
      ),
    ],
    footer: {
      reason: 'You get this email because the player signed in with this address asked to erase their account.',
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
};
