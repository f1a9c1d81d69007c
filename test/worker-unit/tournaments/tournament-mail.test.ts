/**
 * What a tournament's round emails say to each entrant (tournament-mail.ts), rendered
 * by the template the mailer sends: a game with its link, a bye, or a win by forfeit
 * when the opponent withdrew before the game was made (the one case where no game's
 * own email would tell them), and nothing to an entrant who withdrew.
 */
import { describe, expect, it } from 'vitest';
import { tournamentNews } from '../../../src/worker/mail/templates/tournament-news.ts';
import { roundGame } from './round-games.ts';
import { allRoundsNewsFor, roundNewsFor } from '../../../src/worker/tournaments/tournament-mail.ts';
import type {
  EntrantRecord,
  RoundRecord,
  TournamentSnapshot,
} from '../../../src/worker/tournaments/tournament-record.ts';

const ORIGIN = 'https://orrery.example';
const LINKS = { preferences: `${ORIGIN}/mail/preferences?m=x`, unsubscribe: `${ORIGIN}/mail/unsubscribe?m=x` };
const NOW = Date.parse('2026-11-27T12:00:00Z');

const entrant = (id: string, name: string, withdrawnAt?: number): EntrantRecord => ({
  id,
  name,
  email: `${id}@example.com`,
  rating: null,
  seedRating: 1500,
  joinedAt: NOW,
  ...(withdrawnAt === undefined ? {} : { withdrawnAt }),
});

const pairing = roundGame;

const ann = entrant('p-ann', 'Ann');
const bob = entrant('p-bob', 'Bob');
const cy = entrant('p-cy', 'Cy');
const dee = entrant('p-dee', 'Dee', NOW);
const eve = entrant('p-eve', 'Eve');

// Dee withdrew after round 2 was paired and before Dee's game with Cy was made.
const round2: RoundRecord = {
  round: 2,
  games: [
    pairing('p-ann', 'p-bob', 'gameannbob2'),
    pairing('p-dee', 'p-cy', 'gamedeecy22', { started: false, forfeited: true, result: 'second' }),
  ],
  bye: 'p-eve',
  pairedAt: NOW,
};

const snapshot: TournamentSnapshot = {
  tournament: {
    id: 'tourney2345',
    game: 'adix',
    variant: 'standard',
    clock: { kind: 'none' } as never,
    system: 'swiss',
    rounds: 3,
    cycles: 1,
    maxEntrants: 8,
    startsAt: NOW,
    createdBy: { id: 'p-ann', name: 'Ann' },
    createdAt: NOW,
    status: 'running',
    cancelled: null,
    startedAt: NOW,
    endedAt: null,
    origin: ORIGIN,
    version: 3,
  },
  entrants: [ann, bob, cy, dee, eve],
  rounds: [round2],
};

const rendered = (who: EntrantRecord) => {
  const news = roundNewsFor(snapshot, round2, who, ORIGIN);
  return news && tournamentNews({ title: 'ADIX Swiss', news, page: `${ORIGIN}/t/tourney2345`, ...LINKS });
};

describe("a Swiss round's email", () => {
  it('tells the opponent of an entrant who withdrew before their game was made that the round is their win', () => {
    const news = roundNewsFor(snapshot, round2, cy, ORIGIN);
    expect(news).toEqual({
      kind: 'round',
      round: 2,
      games: [],
      forfeits: ['Round 2: Dee withdrew before your game was made; it counts as your win.'],
      bye: false,
    });
    const email = rendered(cy)!;
    expect(email.subject).toBe('Round 2 of the ADIX Swiss has begun');
    expect(email.text).toContain('You have no game this round, and a win all the same:');
    expect(email.text).toContain('Dee withdrew before your game was made');
    // No link to a game that was never made.
    expect(email.text).not.toContain('gamedeecy22');
    expect(email.html).not.toContain('gamedeecy22');
  });

  it('gives the others their game or their bye, and the one who withdrew nothing', () => {
    expect(roundNewsFor(snapshot, round2, ann, ORIGIN)).toMatchObject({
      games: [`Round 2: White against Bob: ${ORIGIN}/g/gameannbob2`],
      forfeits: [],
      bye: false,
    });
    expect(rendered(ann)!.text).toContain('Your game this round has started:');
    expect(roundNewsFor(snapshot, round2, eve, ORIGIN)).toMatchObject({ games: [], forfeits: [], bye: true });
    expect(rendered(eve)!.text).toContain('You have the bye this round');
    expect(roundNewsFor(snapshot, round2, dee, ORIGIN)).toBeNull();
  });
});

describe("a round robin's first email", () => {
  it('lists the games made and, apart, those won because the opponent withdrew first', () => {
    const robin: TournamentSnapshot = {
      ...snapshot,
      tournament: { ...snapshot.tournament, system: 'round-robin', rounds: null },
      rounds: [
        { ...round2, round: 1, bye: null },
        {
          round: 2,
          games: [pairing('p-cy', 'p-ann', 'gamecyann23')],
          bye: null,
          pairedAt: NOW,
        },
      ],
    };
    const news = allRoundsNewsFor(robin, cy, ORIGIN)!;
    expect(news).toEqual({
      kind: 'all-rounds',
      games: [`Round 2: White against Ann: ${ORIGIN}/g/gamecyann23`],
      forfeits: ['Round 1: Dee withdrew before your game was made; it counts as your win.'],
    });
    const email = tournamentNews({
      title: 'ADIX round robin',
      news,
      page: `${ORIGIN}/t/x`,
      ...LINKS,
    });
    expect(email.text).toContain('Not played, and counted as your wins:');
    expect(email.text.indexOf('gamecyann23')).toBeLessThan(email.text.indexOf('Dee withdrew'));
    expect(allRoundsNewsFor(robin, dee, ORIGIN)).toBeNull();
  });
});
