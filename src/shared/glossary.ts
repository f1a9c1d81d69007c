/**
 * The words of each game that its pages use without explaining them (prime, origination,
 * held, state of primes; shelter, tip, pivot): a short definition each and the anchor of
 * its full definition in the rules reference (`/rules/<game>#term-…`). The server writes
 * them into the game page's "How to play" box, and the page's script marks them in its
 * messages, so a word explains itself on hover, focus or tap (src/web/play/terms.ts).
 */
import type { GameId } from '../engine/game-id.ts';
import { escapeHtml } from './html.ts';

export interface GlossaryTerm {
  /** The rules reference's anchor: `term-<id>` (src/worker/learn/rules-pages.ts). */
  readonly anchor: string;
  /** The word as the box lists it. */
  readonly word: string;
  /** Every form of the word that is marked in messages, longest first. */
  readonly forms: readonly string[];
  readonly definition: string;
}

export const GLOSSARY: Readonly<Record<GameId, readonly GlossaryTerm[]>> = {
  adomoc: [
    {
      anchor: 'term-state-of-primes',
      word: 'state of primes',
      forms: ['state of primes'],
      definition:
        'A prime foot and a prime moon, of either side, on cycle 8, at least one of them yours: only then may your prime sun enter the centre and win.',
    },
    {
      anchor: 'term-prime',
      word: 'prime',
      forms: ['primes', 'prime'],
      definition:
        'The marked piece (^) of each kind: it moves at most three spaces, may consume, and is never consumed.',
    },
    {
      anchor: 'term-originating',
      word: 'origination',
      forms: ['origination', 'originates', 'originated', 'originate'],
      definition:
        'Landing on a piece of another kind sends it back to a free origin space of its kind and side, chosen by the player moving.',
    },
    {
      anchor: 'term-held',
      word: 'held',
      forms: ['held'],
      definition: 'A foot next to a sun of the other side is held: it cannot move until the sun leaves.',
    },
  ],
  adix: [
    {
      anchor: 'term-shelter',
      word: 'shelter',
      forms: ['shelter', 'sheltered'],
      definition:
        'The blank face of a teammate, opposite its rock: a cube with the shelter on top is never captured, and tipping is all it can do.',
    },
    {
      anchor: 'term-tip',
      word: 'tip',
      forms: ['tipping', 'tipped', 'tips', 'tip'],
      definition:
        'Rolling a cube one square north, south, east or west onto an empty square: the face on the far side comes on top.',
    },
    {
      anchor: 'term-pivot',
      word: 'pivot',
      forms: ['pivoting', 'pivoted', 'pivots', 'pivot'],
      definition: 'A quarter turn in place, clockwise or anticlockwise: the top stays, the side faces turn.',
    },
  ],
};

/** Where a term is defined in full. */
export const termHref = (game: GameId, term: GlossaryTerm): string => `/rules/${game}#${term.anchor}`;

/**
 * A term as the page writes it: the word as a button that shows the definition on hover,
 * focus or tap, the definition linking to the rules. `shown` is the form in the text;
 * `key` makes the tip's id unique on the page.
 */
export const termHtml = (game: GameId, term: GlossaryTerm, shown: string, key: string): string => {
  const tip = `term-tip-${key}`;
  return `<span class="term"><button type="button" class="term-word" aria-expanded="false" aria-describedby="${tip}">${escapeHtml(shown)}</button><span class="term-tip" role="tooltip" id="${tip}">${escapeHtml(term.definition)} <a href="${termHref(game, term)}">In the rules</a></span></span>`;
};
