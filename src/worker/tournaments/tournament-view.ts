/**
 * A tournament as anyone may read it (GET /api/tournaments/:id): its settings, entrants,
 * rounds with their games, standings with tie-breaks and the crosstable. Players are
 * named by their player names; addresses, ids and seat salts stay inside.
 */
import { TIE_BREAK_ORDER, standings, type GameResult, type Standing } from '../../tournament/index.ts';
import { NEWCOMER } from '../../rating/glicko2.ts';
import type { ClockSettings } from '../game/clock/clock-rules.ts';
import { fieldOf, playedRounds } from './tournament-rules.ts';
import { plannedRounds, withdrawn, type TournamentSnapshot, type TournamentStatus } from './tournament-record.ts';

/** A finished game's score as written in tables: 1-0, 0-1 or ½-½ (first mover's score first). */
const RESULT_TEXT: Readonly<Record<GameResult, string>> = { first: '1-0', second: '0-1', draw: '½-½' };

export interface TournamentSummary {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly system: 'round-robin' | 'swiss';
  readonly clock: ClockSettings;
  /** Swiss: as set; round robin: by the field once it starts (null before). */
  readonly rounds: number | null;
  readonly cycles: 1 | 2;
  readonly maxEntrants: number;
  readonly entrants: number;
  readonly startsAt: string;
  readonly status: TournamentStatus;
  readonly createdBy: string;
}

export const summaryOf = ({ tournament, entrants }: TournamentSnapshot): TournamentSummary => ({
  id: tournament.id,
  game: tournament.game,
  variant: tournament.variant,
  system: tournament.system,
  clock: tournament.clock,
  rounds:
    tournament.system === 'swiss' || tournament.startedAt !== null ? plannedRounds(tournament, entrants.length) : null,
  cycles: tournament.cycles,
  maxEntrants: tournament.maxEntrants,
  entrants: entrants.length,
  startsAt: new Date(tournament.startsAt).toISOString(),
  status: tournament.status,
  createdBy: tournament.createdBy.name,
});

export interface StandingRow extends Omit<Standing, 'entrant'> {
  readonly name: string;
  /** Withdrew while the tournament ran: the results stand, the rest were resigned. */
  readonly withdrawn: boolean;
}

/** One cell of the crosstable: the games of a row's entrant against a column's, with the row's score in each (null: in progress). */
export interface CrossGame {
  readonly round: number;
  readonly game: string;
  readonly score: number | null;
  /** Not played: an entrant withdrew before it was made (no game to link to). */
  readonly forfeited: boolean;
}

export const publicView = (snapshot: TournamentSnapshot, now: number) => {
  const { tournament, entrants, rounds } = snapshot;
  const nameOf = new Map(entrants.map((entrant) => [entrant.id, entrant.name]));
  const name = (id: string | null) => (id === null ? null : (nameOf.get(id) ?? id));
  const table =
    entrants.length >= 3 && tournament.startedAt !== null
      ? standings({
          system: tournament.system,
          entrants: fieldOf(entrants, NEWCOMER.rating),
          rounds: playedRounds(rounds),
        })
      : null;
  const gone = new Set(entrants.filter(withdrawn).map((entrant) => entrant.id));
  const rows: StandingRow[] =
    table?.ok === true
      ? table.value.map(({ entrant, ...row }) => ({ name: name(entrant)!, ...row, withdrawn: gone.has(entrant) }))
      : [];
  const order = table?.ok === true ? table.value.map((row) => row.entrant) : entrants.map((entrant) => entrant.id);
  const cross = (row: string, column: string): CrossGame[] =>
    rounds.flatMap((round) =>
      round.games.flatMap((game) => {
        const side =
          game.first === row && game.second === column
            ? 'first'
            : game.second === row && game.first === column
              ? 'second'
              : null;
        if (side === null) return [];
        const score = game.result === null ? null : game.result === 'draw' ? 0.5 : game.result === side ? 1 : 0;
        return [{ round: round.round, game: game.gameId, score, forfeited: game.forfeited === true }];
      }),
    );
  return {
    tournament: {
      ...summaryOf(snapshot),
      createdAt: new Date(tournament.createdAt).toISOString(),
      startedAt: tournament.startedAt === null ? null : new Date(tournament.startedAt).toISOString(),
      endedAt: tournament.endedAt === null ? null : new Date(tournament.endedAt).toISOString(),
      cancelled: tournament.cancelled,
      open: tournament.status === 'open' && now < tournament.startsAt,
      tieBreaks: TIE_BREAK_ORDER[tournament.system],
    },
    entrants: entrants.map((entrant) => ({
      name: entrant.name,
      rating: entrant.seedRating ?? entrant.rating,
      joinedAt: new Date(entrant.joinedAt).toISOString(),
      withdrawn: withdrawn(entrant),
    })),
    rounds: rounds.map((round) => ({
      round: round.round,
      bye: name(round.bye),
      games: round.games.map((game) => ({
        board: game.board,
        game: game.gameId,
        first: { name: name(game.first), side: game.sides.first },
        second: { name: name(game.second), side: game.sides.second },
        started: game.started,
        forfeited: game.forfeited === true,
        result: game.result === null ? null : RESULT_TEXT[game.result],
      })),
    })),
    standings: rows,
    crosstable: order.map((row) => ({
      name: name(row)!,
      cells: order.map((column) => ({ opponent: name(column)!, games: row === column ? [] : cross(row, column) })),
    })),
  };
};
