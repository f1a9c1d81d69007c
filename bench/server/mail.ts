/**
 * Moves in games whose seats have email addresses against moves in games whose seats
 * have names only, in turn, so both see the same machine and server state. Each move in
 * an email game queues a "your move", sent from the game object's alarm right after; the
 * move itself should not wait for it. The sending runs while the next requests are
 * answered, so the order is balanced: email, plain, plain, email, email, … with two games
 * of each kind taking turns, so each kind follows each kind equally often and no game gets
 * two moves in a row. Afterwards the development outbox is read back: the newest email
 * games must each have their emails, and none twice.
 *
 * Each email game's addresses are new, so each first gets its invitation (docs/email.md):
 * the benchmark confirms them through the invitation's button, as a player would, before
 * the game's moves, and then expects every "your move".
 */
import type { Api } from './client.ts';
import { newPlayer } from './phases.ts';
import type { Player, Seat } from './player.ts';
import { summarize, type LatencySummary } from './stats.ts';

/** Moves per game, in both kinds: plies 0–30, a new game after that. */
export const MAIL_GAME_MOVES = 30;
/** Games of each kind in play at once, taking turns. */
const SLOTS = 2;
/** Unmeasured moves in each kind first, so the mail path is past its first calls. */
const WARM_MOVES = 10;
/** Rows GET /dev/outbox.json lists (newest first); the sampled games must fit in them. */
const OUTBOX_ROWS = 200;
/** How long the emails of the last moves may take to reach the outbox. */
const DELIVERY_WAIT_MS = 15_000;
/** Time for the previous phase's background work (D1 publishing, a second after a move) to finish. */
const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxRow {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
}

interface EmailGame {
  readonly player: Player;
  /** Address per side. */
  readonly addresses: Readonly<Record<string, string>>;
}

export interface OutboxCheck {
  /** The newest email games, whose emails all fit in the outbox listing. */
  readonly games: number;
  readonly moves: number;
  /** Emails to the sampled games' addresses, invitations included. */
  readonly emails: number;
  readonly yourMove: number;
  /** "Your move" emails not sent because the move was answered before the alarm sent them (on purpose). */
  readonly yourMoveDropped: number;
  /** Invitations (one per new address, confirmed by the benchmark before play). */
  readonly started: number;
  /** Emails of any other kind (none expected: no game ends). */
  readonly other: number;
  /** Emails with the same address, subject and ply as another. */
  readonly duplicates: number;
  /** Seconds from the last move until the last email was in the outbox. */
  readonly deliverySeconds: number;
  /** What is wrong, if anything: a missing email, a duplicate, an email for a ply not played. */
  readonly problems: readonly string[];
}

export interface MailMoveFigures {
  readonly movesPerGame: number;
  readonly emailGames: number;
  readonly plainGames: number;
  readonly email: LatencySummary;
  readonly plain: LatencySummary;
  /** email ÷ plain. */
  readonly p50Ratio: number;
  readonly p99Ratio: number;
  readonly outbox: OutboxCheck;
}

const seats = (index: number, withEmail: boolean): Record<string, Seat> => ({
  light: { name: `Light ${index}`, ...(withEmail ? { email: `light.g${index}@example.com` } : {}) },
  dark: { name: `Dark ${index}`, ...(withEmail ? { email: `dark.g${index}@example.com` } : {}) },
});

const YOUR_MOVE = /^Your move against /;
const INVITATION = /^An invitation to play /;
/** How long an invitation may take to reach the outbox (it leaves a second after the game is created). */
const INVITATION_WAIT_MS = 10_000;
const CONFIRM_LINK = /https?:\/\/[^"\s]*(\/mail\/confirm\?[^"\s<]*)/;
/** The board picture of a notice's ply, which every "your move" shows. */
const PLY = /\/board\.png\?ply=(\d+)/;

const readOutbox = async (api: Api, phase: string): Promise<OutboxRow[] | null> => {
  const answer = await api.send(phase, 'GET', '/dev/outbox.json', 200);
  return answer ? (JSON.parse(answer.text) as OutboxRow[]) : null;
};

const rowsOf = (rows: readonly OutboxRow[], game: EmailGame): OutboxRow[] => {
  const addresses = new Set(Object.values(game.addresses));
  return rows.filter((row) => addresses.has(row.to));
};

/** Every email the game must have: its invitations, and the "your move" after its last move (nothing can answer it). */
const complete = (rows: readonly OutboxRow[], game: EmailGame): boolean => {
  const own = rowsOf(rows, game);
  return (
    own.some((row) => INVITATION.test(row.subject)) &&
    own.some((row) => YOUR_MOVE.test(row.subject) && Number(PLY.exec(row.html)?.[1]) === game.player.ply)
  );
};

/** Waits until the sampled games' last emails are in the outbox (or DELIVERY_WAIT_MS), then checks them. */
const checkOutbox = async (
  api: Api,
  phase: string,
  games: readonly EmailGame[],
  lastMoveAt: number,
): Promise<OutboxCheck> => {
  // The newest games whose emails (at most one per move, and two at the start) fit in one
  // listing, with room for a game before them whose emails came between theirs.
  const sampled: EmailGame[] = [];
  let room = OUTBOX_ROWS - (MAIL_GAME_MOVES + 2) * (SLOTS - 1);
  for (const game of [...games].reverse()) {
    if (game.player.ply + 2 > room) break;
    room -= game.player.ply + 2;
    sampled.push(game);
  }
  const until = performance.now() + DELIVERY_WAIT_MS;
  let rows: OutboxRow[] = [];
  for (;;) {
    rows = (await readOutbox(api, phase)) ?? rows;
    if (sampled.every((game) => complete(rows, game)) || performance.now() > until) break;
    await sleep(100);
  }
  const deliverySeconds = (performance.now() - lastMoveAt) / 1000;

  const problems: string[] = [];
  let emails = 0;
  let yourMove = 0;
  let started = 0;
  let other = 0;
  let duplicates = 0;
  let moves = 0;
  for (const game of sampled) {
    const { id, ply } = game.player;
    moves += ply;
    const own = rowsOf(rows, game);
    emails += own.length;
    const seen = new Set<string>();
    let gameStarted = 0;
    let gameYourMove = 0;
    for (const row of own) {
      const notice = PLY.exec(row.html);
      const key = `${row.to}\n${row.subject}\n${notice?.[1] ?? '-'}`;
      if (seen.has(key)) {
        duplicates++;
        problems.push(
          `game ${id}: "${row.subject}" to ${row.to}${notice ? ` at ply ${notice[1]}` : ''} was sent twice`,
        );
      }
      seen.add(key);
      if (YOUR_MOVE.test(row.subject) || (notice && /^New game of .*: you play first$/.test(row.subject))) {
        gameYourMove++;
        if (!notice || Number(notice[1]) > ply)
          problems.push(`game ${id}: "${row.subject}" is for ply ${notice?.[1] ?? '?'}, but the game is at ply ${ply}`);
      } else if (INVITATION.test(row.subject)) gameStarted++;
      else other++;
    }
    if (gameStarted !== 2) problems.push(`game ${id}: ${gameStarted} invitations instead of 2 (one per address)`);
    if (!complete(rows, game))
      problems.push(`game ${id}: no "your move" for its last ply ${ply} within ${DELIVERY_WAIT_MS / 1000} s`);
    yourMove += gameYourMove;
    started += gameStarted;
  }
  if (sampled.length === 0) problems.push('no email game was played, so none was checked');
  return {
    games: sampled.length,
    moves,
    emails,
    yourMove,
    // One "your move" per ply 1…last could go (ply 0's was the invitation); the rest were
    // answered before the alarm sent them.
    yourMoveDropped: moves - yourMove,
    started,
    other,
    duplicates,
    deliverySeconds,
    problems,
  };
};

/** Waits for each address's invitation and presses its button, as the player would. */
const confirmInvitations = async (api: Api, phase: string, addresses: readonly string[]): Promise<void> => {
  const waiting = new Set(addresses);
  const until = performance.now() + INVITATION_WAIT_MS;
  while (waiting.size > 0 && performance.now() < until) {
    for (const row of (await readOutbox(api, phase)) ?? []) {
      if (!waiting.has(row.to) || !INVITATION.test(row.subject)) continue;
      const path = CONFIRM_LINK.exec(row.html)?.[1]?.replaceAll('&amp;', '&');
      if (path && (await api.send(phase, 'POST', path, 200))) waiting.delete(row.to);
    }
    if (waiting.size > 0) await sleep(200);
  }
  if (waiting.size > 0)
    throw new Error(`no invitation reached ${[...waiting].join(', ')} within ${INVITATION_WAIT_MS / 1000} s`);
};

/** `samples` moves of each kind, in turn (email, plain, plain, email, …), then the outbox check. */
export const measureMailMoves = async (api: Api, random: () => number, samples: number): Promise<MailMoveFigures> => {
  const phase = 'mail-moves';
  await sleep(SETTLE_MS);
  let index = 0;
  const emailGame = async (): Promise<EmailGame> => {
    const players = seats(++index, true);
    const player = await newPlayer(api, phase, random, players);
    await confirmInvitations(
      api,
      phase,
      Object.values(players).map((seat) => seat.email!),
    );
    return {
      player,
      addresses: Object.fromEntries(Object.entries(players).map(([side, seat]) => [side, seat.email!])),
    };
  };
  const plainGame = () => newPlayer(api, phase, random, seats(++index, false));

  // Unmeasured, and not among the checked games.
  const warmEmail = await emailGame();
  const warmPlain = await plainGame();
  for (let i = 0; i < WARM_MOVES; i++) {
    await warmEmail.player.move(phase);
    await warmPlain.move(phase);
  }

  const games: EmailGame[] = [];
  let plainGames = 0;
  const emailPlayers: (Player | null)[] = Array.from({ length: SLOTS }, () => null);
  const plainPlayers: (Player | null)[] = Array.from({ length: SLOTS }, () => null);
  const email: number[] = [];
  const plain: number[] = [];
  let lastMoveAt = performance.now();
  for (let i = 0; i < samples; i++) {
    const slot = i % SLOTS;
    let emailPlayer = emailPlayers[slot];
    if (!emailPlayer || emailPlayer.ply >= MAIL_GAME_MOVES) {
      const game = await emailGame();
      games.push(game);
      emailPlayer = emailPlayers[slot] = game.player;
    }
    let plainPlayer = plainPlayers[slot];
    if (!plainPlayer || plainPlayer.ply >= MAIL_GAME_MOVES) {
      plainPlayer = plainPlayers[slot] = await plainGame();
      plainGames++;
    }
    const pair: [Player, number[]][] = [
      [emailPlayer, email],
      [plainPlayer, plain],
    ];
    if (i % 2 === 1) pair.reverse();
    for (const [player, times] of pair) {
      const ms = await player.move(phase);
      if (ms !== null) times.push(ms);
    }
    lastMoveAt = performance.now();
  }
  const outbox = await checkOutbox(api, phase, games, lastMoveAt);
  const figures = { email: summarize(email), plain: summarize(plain) };
  return {
    movesPerGame: MAIL_GAME_MOVES,
    emailGames: games.length,
    plainGames,
    ...figures,
    p50Ratio: figures.email.p50 / figures.plain.p50,
    p99Ratio: figures.email.p99 / figures.plain.p99,
    outbox,
  };
};
