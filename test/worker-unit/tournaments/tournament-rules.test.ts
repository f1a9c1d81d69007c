/**
 * The tournament's pure decisions (src/worker/tournaments/tournament-rules.ts): when an
 * entrant may leave and what leaving means, when the creator may cancel, and which seat
 * of which game a withdrawal resigns.
 */
import { describe, expect, it } from 'vitest';
import { roundGame } from './round-games.ts';
import {
  unmade,
  type EntrantRecord,
  type RoundGame,
  type RoundRecord,
  type TournamentRecord,
} from '../../../src/worker/tournaments/tournament-record.ts';
import { canCancel, canLeave, seatsToResign, withForfeits } from '../../../src/worker/tournaments/tournament-rules.ts';

const START = 1_000_000;
const record = (status: TournamentRecord['status']): TournamentRecord => ({
  id: 't',
  game: 'adix',
  variant: 'standard',
  clock: { daysPerMove: 3, vacationDays: 14 },
  system: 'swiss',
  rounds: 3,
  cycles: 1,
  maxEntrants: 8,
  startsAt: START,
  createdBy: { id: 'ann', name: 'Ann' },
  createdAt: 0,
  status,
  cancelled: null,
  startedAt: status === 'open' ? null : START,
  endedAt: null,
  origin: 'https://orrery.test',
  version: 1,
});
const entrant = (id: string, withdrawnAt?: number): EntrantRecord => ({
  id,
  name: id,
  email: null,
  rating: null,
  seedRating: null,
  joinedAt: 0,
  ...(withdrawnAt === undefined ? {} : { withdrawnAt }),
});
const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? null : result.error!.code);

describe('leaving a tournament', () => {
  const field = [entrant('ann'), entrant('bob'), entrant('cy', 5)];
  it('removes the entry before the start, withdraws once paired, and refuses in between', () => {
    expect(canLeave(record('open'), field, 'bob', START - 1, false)).toEqual({ ok: true, value: 'remove' });
    // Past the start time, the alarm not yet run; then running, the field being seeded and paired.
    expect(codeOf(canLeave(record('open'), field, 'bob', START, false))).toBe('ERR_TOURNAMENT_STARTING');
    expect(codeOf(canLeave(record('running'), field, 'bob', START + 1, false))).toBe('ERR_TOURNAMENT_STARTING');
    expect(canLeave(record('running'), field, 'bob', START + 1, true)).toEqual({ ok: true, value: 'withdraw' });
    expect(canLeave(record('running'), field, 'cy', START + 1, true)).toEqual({ ok: true, value: 'withdrawn' });
    expect(codeOf(canLeave(record('running'), field, 'dee', START + 1, true))).toBe('ERR_NOT_ENTERED');
    for (const over of ['finished', 'cancelled'] as const)
      expect(codeOf(canLeave(record(over), field, 'bob', START + 1, true))).toBe('ERR_TOURNAMENT_OVER');
  });
});

describe('cancelling a tournament', () => {
  it('is for its creator, before the start time, once', () => {
    expect(canCancel(record('open'), 'ann', START - 1)).toEqual({ ok: true, value: 'cancel' });
    expect(codeOf(canCancel(record('open'), 'bob', START - 1))).toBe('ERR_NOT_ORGANISER');
    expect(codeOf(canCancel(record('open'), 'ann', START))).toBe('ERR_TOURNAMENT_STARTED');
    expect(codeOf(canCancel(record('running'), 'ann', START + 1))).toBe('ERR_TOURNAMENT_STARTED');
    expect(codeOf(canCancel(record('finished'), 'ann', START + 1))).toBe('ERR_TOURNAMENT_OVER');
    expect(canCancel(record('cancelled'), 'ann', START + 1)).toEqual({ ok: true, value: 'cancelled' });
  });
});

describe('the seats a withdrawal resigns', () => {
  const game = (gameId: string, first: string, second: string, more: Partial<RoundGame> = {}): RoundGame =>
    roundGame(first, second, gameId, more);
  const rounds: RoundRecord[] = [
    {
      round: 1,
      bye: null,
      pairedAt: 0,
      games: [
        game('g1', 'ann', 'bob'),
        game('g2', 'cy', 'dee'),
        game('g3', 'bob', 'cy', { result: 'first' }),
        game('g4', 'dee', 'bob', { started: false }),
        game('g5', 'bob', 'eve'),
      ],
    },
  ];
  const field = [entrant('ann'), entrant('bob', 20), entrant('cy', 30), entrant('dee', 10), entrant('eve')];

  it('resigns each made, unfinished game once, by the seat of whoever withdrew first', () => {
    const seats = seatsToResign(rounds, field, (gameId) => gameId === 'g5');
    expect(seats.map(({ game, side }) => [game.gameId, side])).toEqual([
      ['g1', 'black'], // Bob, second, withdrew; Ann plays on.
      ['g2', 'black'], // Both withdrew: Dee (second) first, at 10, before Cy at 30.
    ]);
    // g3 is over, g4 not made yet (it is forfeited instead, below), g5 resigned already.
    expect(seatsToResign(rounds, [entrant('ann'), entrant('bob')], () => false)).toEqual([]);
  });

  it('forfeits a game not made yet instead, scored as the loss of whoever withdrew first', () => {
    const round: RoundRecord = {
      round: 2,
      bye: null,
      pairedAt: 0,
      games: [
        game('g6', 'dee', 'bob', { started: false }),
        game('g7', 'ann', 'bob', { started: false }),
        game('g8', 'ann', 'eve', { started: false }),
        game('g9', 'cy', 'ann'),
      ],
    };
    const never = () => false;
    const forfeited = withForfeits(round, field, never)!;
    expect(forfeited.games.map((entry) => [entry.gameId, entry.forfeited ?? false, entry.result])).toEqual([
      ['g6', true, 'second'], // Both withdrew: Dee (first) at 10, before Bob at 20.
      ['g7', true, 'first'], // Bob withdrew; Ann wins without playing.
      ['g8', false, null], // Neither withdrew: it is made as usual.
      ['g9', false, null], // Made already: Cy's seat resigns it (above).
    ]);
    expect(forfeited.games.filter(unmade).map((entry) => entry.gameId)).toEqual(['g8']);
    // Nothing to forfeit, or forfeited already: no new round.
    expect(withForfeits(round, [entrant('ann'), entrant('eve')], never)).toBeNull();
    expect(withForfeits(forfeited, field, never)).toBeNull();
    // A game whose making was tried may exist (its answer lost): it is made and resigned, not forfeited.
    const tried = withForfeits(round, field, (gameId) => gameId === 'g6')!;
    expect(tried.games.map((entry) => entry.forfeited ?? false)).toEqual([false, true, false, false]);
  });
});
