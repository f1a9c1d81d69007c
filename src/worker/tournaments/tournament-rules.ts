/**
 * How a tournament changes, as pure functions the object calls: who may enter or leave,
 * what a round's pairings become as games, what a result does, and when the next round
 * is due. The pairing itself is src/tournament's (Berger tables, Swiss matching).
 */
import type { Game } from '../../engine/game.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { Entrant, GameResult, PairedRound, PlayedRound } from '../../tournament/index.ts';
import {
  unmade,
  withdrawn,
  type EntrantRecord,
  type RoundGame,
  type RoundRecord,
  type TournamentRecord,
} from './tournament-record.ts';

export const notFound = () =>
  failure('ERR_TOURNAMENT_NOT_FOUND', 'there is no such tournament; the open and running ones are on /tournaments');

const hasBegun = (record: TournamentRecord) =>
  failure(
    'ERR_TOURNAMENT_STARTED',
    record.status === 'open'
      ? 'this tournament is starting: entries are closed'
      : `this tournament has ${record.status === 'running' ? 'begun' : record.status === 'finished' ? 'ended' : 'been cancelled'}: entries are closed`,
  );

/** Whether `player` may enter now: the tournament is open, before its start, and not full. */
export const canJoin = (
  record: TournamentRecord,
  entrants: readonly EntrantRecord[],
  playerId: string,
  now: number,
): Result<'new' | 'entered', EngineError> => {
  if (record.status !== 'open' || now >= record.startsAt) return hasBegun(record);
  if (entrants.some((entrant) => entrant.id === playerId)) return ok('entered');
  if (entrants.length >= record.maxEntrants)
    return failure(
      'ERR_TOURNAMENT_FULL',
      `this tournament is full (${record.maxEntrants} entrants); look for another on /tournaments, or create one`,
    );
  return ok('new');
};

/**
 * What leaving means now: before the start, the entry is removed (`remove`); while the
 * tournament runs, the entrant withdraws (`withdraw`: their unfinished games resigned, no
 * more Swiss rounds), or has already (`withdrawn`, nothing to do).
 */
export const canLeave = (
  record: TournamentRecord,
  entrants: readonly EntrantRecord[],
  playerId: string,
  now: number,
  paired: boolean,
): Result<'remove' | 'withdraw' | 'withdrawn', EngineError> => {
  const entrant = entrants.find((candidate) => candidate.id === playerId);
  if (record.status === 'finished' || record.status === 'cancelled')
    return failure(
      'ERR_TOURNAMENT_OVER',
      `this tournament has ${record.status === 'finished' ? 'ended' : 'been cancelled'}: there is nothing to withdraw from`,
    );
  if (!entrant)
    return failure('ERR_NOT_ENTERED', 'you have not entered this tournament, so there is no entry to withdraw');
  // Past the start time and not yet paired: the alarm is seeding and pairing the field
  // this moment, from the entrants as it read them; a withdrawal now would be lost.
  if ((record.status === 'open' && now >= record.startsAt) || (record.status === 'running' && !paired))
    return failure(
      'ERR_TOURNAMENT_STARTING',
      'this tournament is starting and its field is being paired; try again in a minute to withdraw from it',
    );
  if (record.status === 'running') return ok(withdrawn(entrant) ? 'withdrawn' : 'withdraw');
  return ok('remove');
};

/**
 * Whether `player` may cancel the tournament: its creator, before it starts (once it
 * runs, its games are real games, and it plays on). Cancelling twice is one cancellation
 * (`cancelled`).
 */
export const canCancel = (
  record: TournamentRecord,
  playerId: string,
  now: number,
): Result<'cancel' | 'cancelled', EngineError> => {
  if (record.createdBy.id !== playerId)
    return failure('ERR_NOT_ORGANISER', 'only the player who created this tournament can cancel it');
  if (record.status === 'cancelled') return ok('cancelled');
  if (record.status === 'finished')
    return failure('ERR_TOURNAMENT_OVER', 'this tournament has ended: there is nothing to cancel');
  if (record.status !== 'open' || now >= record.startsAt)
    return failure(
      'ERR_TOURNAMENT_STARTED',
      'this tournament has reached its start time: it plays on now (an entrant may withdraw once it is paired)',
    );
  return ok('cancel');
};

/** The field as the pairing rules take it: seed ratings, a newcomer's rating for those without one. */
export const fieldOf = (entrants: readonly EntrantRecord[], newcomer: number): Entrant[] =>
  entrants.map((entrant) => ({ id: entrant.id, rating: entrant.seedRating ?? entrant.rating ?? newcomer }));

export const playedRounds = (rounds: readonly RoundRecord[]): PlayedRound[] =>
  rounds.map((round) => ({
    round: round.round,
    bye: round.bye,
    games: round.games.map(({ first, second, result, forfeited }) => ({
      first,
      second,
      result,
      ...(forfeited ? { forfeited } : {}),
    })),
  }));

/** The game's sides in move order: the side that moves first at the start, then the other. */
export const sidesOf = (game: Game, variant: string): { first: string; second: string } => {
  const first = game.toMove(game.startPosition(variant));
  return { first, second: game.sides.find((side) => side.id !== first)!.id };
};

/** A paired round as games to make, each with its id and token salts fixed now. */
export const roundOf = (
  paired: PairedRound,
  sides: { first: string; second: string },
  newId: () => string,
  newSalt: () => string,
  now: number,
): RoundRecord => ({
  round: paired.round,
  bye: paired.bye,
  pairedAt: now,
  games: paired.pairings.map(
    (pairing, index): RoundGame => ({
      board: index + 1,
      first: pairing.first,
      second: pairing.second,
      gameId: newId(),
      sides,
      salts: { [sides.first]: newSalt(), [sides.second]: newSalt() },
      started: false,
      result: null,
    }),
  ),
});

/** A game's end as the tournament scores it: the game's winning side mapped to first or second. */
export const resultOf = (game: RoundGame, winner: string | null): GameResult =>
  winner === null ? 'draw' : winner === game.sides.first ? 'first' : 'second';

/** The round with one game's result; null when that game has a result already (a repeated report). */
export const withResult = (round: RoundRecord, gameId: string, winner: string | null): RoundRecord | null => {
  const game = round.games.find((candidate) => candidate.gameId === gameId);
  if (!game || game.result !== null) return null;
  return {
    ...round,
    games: round.games.map((candidate) =>
      candidate === game ? { ...candidate, started: true, result: resultOf(candidate, winner) } : candidate,
    ),
  };
};

/** Withdrawn entrants by id, with when each withdrew. */
const goneOf = (entrants: readonly EntrantRecord[]): Map<string, number> =>
  new Map(entrants.filter(withdrawn).map((entrant) => [entrant.id, entrant.withdrawnAt!]));

/**
 * Which of a game's entrants lost it by withdrawing, if either has: when both have, the
 * one who withdrew first (by then the other's withdrawal could not have lost it).
 */
const leaverOf = (game: RoundGame, gone: ReadonlyMap<string, number>): 'first' | 'second' | null => {
  const first = gone.get(game.first);
  const second = gone.get(game.second);
  if (first === undefined && second === undefined) return null;
  return second === undefined || (first !== undefined && first <= second) ? 'first' : 'second';
};

/**
 * The round with each of its unmade games that a withdrawn entrant would play forfeited
 * instead (`RoundGame.forfeited`: scored as the leaver's loss); null when there are none.
 * A game whose making was tried (`tried`) may exist though its answer was lost: it is
 * made again (finding it made) and resigned like any made game, never forfeited.
 */
export const withForfeits = (
  round: RoundRecord,
  entrants: readonly EntrantRecord[],
  tried: (gameId: string) => boolean,
): RoundRecord | null => {
  const gone = goneOf(entrants);
  let changed = false;
  const games = round.games.map((game): RoundGame => {
    const leaver = unmade(game) && game.result === null && !tried(game.gameId) ? leaverOf(game, gone) : null;
    if (!leaver) return game;
    changed = true;
    return { ...game, forfeited: true, result: leaver === 'first' ? 'second' : 'first' };
  });
  return changed ? { ...round, games } : null;
};

/**
 * The made, unfinished games of withdrawn entrants not resigned yet (`resigned`), each
 * with the seat to resign (`leaverOf`).
 */
export const seatsToResign = (
  rounds: readonly RoundRecord[],
  entrants: readonly EntrantRecord[],
  resigned: (gameId: string) => boolean,
): { game: RoundGame; side: string }[] => {
  const gone = goneOf(entrants);
  if (gone.size === 0) return [];
  return rounds.flatMap((round) =>
    round.games.flatMap((game) => {
      if (!game.started || game.result !== null || resigned(game.gameId)) return [];
      const leaver = leaverOf(game, gone);
      return leaver ? [{ game, side: game.sides[leaver] }] : [];
    }),
  );
};
