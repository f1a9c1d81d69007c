/**
 * What the rounds so far say about each entrant: points, the sides of their games in
 * round order, whom they have been paired with, their byes and forfeit wins (a game
 * not played gives neither entrant a side or a meeting). Pairing and standings
 * both read it, after `checkRounds` has made sure the rounds make sense.
 */
import { type Result, ok } from '../engine/result.ts';
import {
  type EntrantId,
  type GameResult,
  type PlayedRound,
  type Side,
  type TournamentError,
  tournamentFailure,
} from './types.ts';

export interface EntrantHistory {
  /** From finished games and byes: a win 1, a draw ½, a bye `byePoints`. */
  readonly points: number;
  /** The side of each game the entrant was paired in, finished or not, in round order (a forfeited one has none). */
  readonly sides: readonly Side[];
  readonly opponents: ReadonlySet<EntrantId>;
  readonly byes: number;
  /** Games won without being played (the opponent withdrew before it was made). */
  readonly forfeitWins: number;
}

/** Points the entrant has had without a game: byes and forfeit wins. Neither is given twice where it can be helped. */
export const pointsWithoutGame = (history: EntrantHistory): number => history.byes + history.forfeitWins;

/** What a finished game gave the entrant who played `side`. */
export const pointsFor = (result: GameResult, side: Side): number =>
  result === 'draw' ? 0.5 : result === side ? 1 : 0;

/**
 * Refuses rounds numbered other than 1, 2, 3…, an entrant in two places in one round,
 * an entrant paired with themselves, or an id not in `known`.
 */
export const checkRounds = (
  rounds: readonly PlayedRound[],
  known: ReadonlySet<EntrantId>,
): Result<null, TournamentError> => {
  for (const [index, round] of rounds.entries()) {
    if (round.round !== index + 1)
      return tournamentFailure(
        'ERR_ROUND_NUMBERS',
        `Round ${index + 1} is numbered ${round.round}; give the rounds in order, numbered from 1.`,
      );
    const seen = new Set<EntrantId>();
    const ids = round.games.flatMap((game) => [game.first, game.second]);
    if (round.bye !== null) ids.push(round.bye);
    for (const id of ids) {
      if (!known.has(id))
        return tournamentFailure(
          'ERR_UNKNOWN_ENTRANT',
          `Round ${round.round} names ${id}, who is not an entrant; list every entrant, withdrawn ones too.`,
        );
      if (seen.has(id))
        return tournamentFailure(
          'ERR_PLAYS_TWICE',
          `${id} appears twice in round ${round.round}; an entrant has one game or the bye in a round.`,
        );
      seen.add(id);
    }
  }
  return ok(null);
};

export const historiesOf = (
  ids: readonly EntrantId[],
  rounds: readonly PlayedRound[],
  byePoints: number,
): Map<EntrantId, EntrantHistory> => {
  const points = new Map<EntrantId, number>();
  const sides = new Map<EntrantId, Side[]>();
  const opponents = new Map<EntrantId, Set<EntrantId>>();
  const byes = new Map<EntrantId, number>();
  const forfeitWins = new Map<EntrantId, number>();
  for (const id of ids) {
    points.set(id, 0);
    sides.set(id, []);
    opponents.set(id, new Set());
    byes.set(id, 0);
    forfeitWins.set(id, 0);
  }
  const add = (id: EntrantId, amount: number) => points.set(id, (points.get(id) ?? 0) + amount);
  for (const round of rounds) {
    for (const game of round.games) {
      if (game.forfeited && game.result !== null && game.result !== 'draw') {
        const winner = game.result === 'first' ? game.first : game.second;
        add(winner, 1);
        forfeitWins.set(winner, (forfeitWins.get(winner) ?? 0) + 1);
        continue;
      }
      sides.get(game.first)?.push('first');
      sides.get(game.second)?.push('second');
      opponents.get(game.first)?.add(game.second);
      opponents.get(game.second)?.add(game.first);
      if (game.result === null) continue;
      add(game.first, pointsFor(game.result, 'first'));
      add(game.second, pointsFor(game.result, 'second'));
    }
    if (round.bye !== null) {
      add(round.bye, byePoints);
      byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
    }
  }
  return new Map(
    ids.map((id) => [
      id,
      {
        points: points.get(id)!,
        sides: sides.get(id)!,
        opponents: opponents.get(id)!,
        byes: byes.get(id)!,
        forfeitWins: forfeitWins.get(id)!,
      },
    ]),
  );
};
