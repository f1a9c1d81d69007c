/** The daily digest: one email for every game where it is the recipient's move. */
import { roundText } from '../../../shared/move-words.ts';
import { gameLabel } from './common.ts';
import { deadlineText } from './format.ts';
import { paragraph, render, rulesLink, type Inline, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface DigestGame {
  readonly gameName: string;
  readonly variantName: string;
  /** The opponent's name, as they gave it. */
  readonly opponent: string;
  readonly moveNumber: number;
  /** ISO 8601; null without a clock. */
  readonly deadline: string | null;
  /** Where to play: the seat link, or the game's page. */
  readonly link: string;
}

export interface DigestInput {
  readonly games: readonly DigestGame[];
  readonly links: { readonly preferences: string; readonly unsubscribe: string };
  readonly now?: number;
}

const line = (game: DigestGame, now: number): Inline[] => [
  { strong: `${gameLabel(game)} against ${oneLine(game.opponent, 32) || 'your opponent'}` },
  `, ${roundText(game.moveNumber)}`,
  game.deadline ? `, play by ${deadlineText(game.deadline, now)}. ` : '. ',
  { href: game.link, text: 'Play' },
];

export const digest = (input: DigestInput): RenderedEmail => {
  const now = input.now ?? Date.now();
  const count = input.games.length;
  const first = input.games[0];
  const games = `${count} game${count === 1 ? '' : 's'}`;
  return render({
    subject:
      count === 1 && first
        ? `Your move in ${oneLine(first.gameName, 40)} against ${oneLine(first.opponent, 32)}`
        : `Your move in ${games}`,
    preview: `It is your move in ${games}.`,
    kicker: 'Orrery',
    heading: `Your move in ${games}`,
    blocks: [
      paragraph(
        count === 0
          ? 'No game waits for your move today.'
          : `It is your move in ${count === 1 ? 'this game' : `these ${count} games`}:`,
      ),
      { kind: 'list', items: input.games.map((game) => line(game, now)) },
    ],
    footer: {
      reason: 'You get this daily summary because you chose it in your email settings on Orrery.',
      howToPlay: rulesLink(input.links.preferences),
      preferences: input.links.preferences,
      unsubscribe: input.links.unsubscribe,
    },
  });
};
