/**
 * Fills a migrated local D1 (its SQLite file, while no server has it open) with `size`
 * games and the players, seats, ratings and tournaments to match, in bulk: the rows each
 * game's and tournament's object would have published (src/worker/db/history.ts,
 * src/worker/tournaments/tournament-list.ts), without the objects themselves, which the
 * lists never read. One player, "Probe", holds a tenth of all games, so their lists grow
 * with the site; every other player holds about twenty.
 */
import { DatabaseSync } from 'node:sqlite';
import { nameKey } from '../../src/shared/name-key.ts';

const T0 = Date.UTC(2026, 0, 1);

export interface ListKeys {
  /** The site's games: a game in the middle of the list (updated_at, id). */
  readonly siteMiddle: readonly [number, string];
  /** Probe's games: one in the middle of their list. */
  readonly probeMiddle: readonly [number, string];
  /** The finished tournaments: one in the middle. */
  readonly tournamentMiddle: readonly [number, string];
}

export interface SeededLists {
  readonly probe: { readonly name: string; readonly email: string };
  /** A player with as many games at every size. */
  readonly typical: { readonly name: string; readonly email: string };
  readonly keys: ListKeys;
  readonly players: number;
  readonly tournaments: number;
}

const gameId = (i: number): string => `s${i.toString(36).padStart(6, '0')}`;

export const seedLists = (file: string, size: number): SeededLists => {
  const db = new DatabaseSync(file);
  const playerCount = Math.max(10, Math.floor(size / 10));
  const player = (i: number) => ({ id: `pl${i}`, name: `Player${i}`, email: `player${i}@scale.test` });
  const probe = { id: 'probe', name: 'Probe', email: 'probe@scale.test' };
  const insertPlayer = db.prepare('INSERT INTO players (id, email, name, name_key, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertGame = db.prepare(
    `INSERT INTO games (id, game, variant, players, status, ply, move_number, to_move, winner, reason, created_at, updated_at, origin, deadline, version, public, start, score)
     VALUES (?, 'adomoc', 'standard', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'http://127.0.0.1', NULL, 1, 1, NULL, NULL)`,
  );
  const insertSeat = db.prepare(
    `INSERT INTO seats (game_id, side, name, email, notify, token_salt, player_id, updated_at, waiting)
     VALUES (?, ?, ?, ?, 'move', NULL, ?, ?, ?)`,
  );
  const insertRating = db.prepare(
    `INSERT INTO rating_changes (player_id, game, variant, seq, game_id, opponent_id, score, rating_before, rating, deviation, volatility, rated_at)
     VALUES (?, 'adomoc', 'standard', ?, ?, ?, ?, ?, ?, 80, 0.06, ?)`,
  );
  const insertTournament = db.prepare(
    `INSERT INTO tournaments (id, game, variant, system, status, starts_at, summary, version, updated_at)
     VALUES (?, 'adomoc', 'standard', 'swiss', ?, ?, ?, 1, ?)`,
  );
  const ratingSeq = new Map<string, number>();
  db.exec('BEGIN');
  insertPlayer.run(probe.id, probe.email, probe.name, nameKey(probe.name), T0);
  for (let i = 0; i < playerCount; i++) {
    const { id, name, email } = player(i);
    insertPlayer.run(id, email, name, nameKey(name), T0);
  }
  for (let i = 0; i < size; i++) {
    const light = i % 10 === 0 ? probe : player((i * 7) % playerCount);
    let dark = player((i * 13 + 1) % playerCount);
    if (dark.id === light.id) dark = player((i * 13 + 2) % playerCount);
    const finished = i % 10 < 7;
    const toMove = finished ? null : i % 2 ? 'light' : 'dark';
    const winner = finished ? (i % 3 === 0 ? null : i % 3 === 1 ? 'light' : 'dark') : null;
    const updatedAt = T0 + i * 60_000;
    insertGame.run(
      gameId(i),
      JSON.stringify({ light: light.name, dark: dark.name }),
      finished ? 'finished' : 'ongoing',
      40,
      21,
      toMove,
      winner,
      finished ? 'resignation' : null,
      updatedAt - 86_400_000,
      updatedAt,
    );
    for (const [side, seat] of [
      ['light', light],
      ['dark', dark],
    ] as const)
      insertSeat.run(gameId(i), side, seat.name, seat.email, seat.id, updatedAt, toMove === side ? 1 : 0);
    if (finished)
      for (const [side, seat, other] of [
        ['light', light, dark],
        ['dark', dark, light],
      ] as const) {
        const seq = (ratingSeq.get(seat.id) ?? 0) + 1;
        ratingSeq.set(seat.id, seq);
        const score = winner === null ? 0.5 : winner === side ? 1 : 0;
        insertRating.run(seat.id, seq, gameId(i), other.id, score, 1500, 1500 + (score - 0.5) * 10, updatedAt);
      }
  }
  // At least enough that each list's first page is full at every size, so its rows compare like with like.
  const tournamentCount = Math.max(160, Math.floor(size / 100));
  const finishedTournaments: [number, string][] = [];
  for (let i = 0; i < tournamentCount; i++) {
    const id = `t${i.toString(36).padStart(6, '0')}`;
    const status = ['open', 'running', 'finished'][i % 3]!;
    const startsAt = T0 + i * 3_600_000;
    const updatedAt = startsAt + 86_400_000;
    const summary = {
      id,
      game: 'adomoc',
      variant: 'standard',
      system: 'swiss',
      clock: { daysPerMove: 3, vacationDays: 0 },
      rounds: 3,
      cycles: 1,
      maxEntrants: 8,
      entrants: 5,
      startsAt: new Date(startsAt).toISOString(),
      status,
      createdBy: 'Player0',
    };
    insertTournament.run(id, status, startsAt, JSON.stringify(summary), updatedAt);
    if (status === 'finished') finishedTournaments.push([updatedAt, id]);
  }
  db.exec('COMMIT');
  db.close();
  const middle = Math.floor(size / 20) * 10;
  const site = Math.floor(size / 2);
  return {
    probe: { name: probe.name, email: probe.email },
    typical: { name: player(3).name, email: player(3).email },
    keys: {
      siteMiddle: [T0 + site * 60_000, gameId(site)],
      probeMiddle: [T0 + middle * 60_000, gameId(middle)],
      tournamentMiddle: finishedTournaments[Math.floor(finishedTournaments.length / 2)]!,
    },
    players: playerCount + 1,
    tournaments: tournamentCount,
  };
};
