/**
 * The bridge between a server and an engine: it holds the bot's one stream, accepts
 * challenges while it has room (the concurrency cap counts games going on), and for each
 * turn asks a free engine process for a move and plays it, one log line a move. After a
 * drop it reconnects with backoff from the last event it read, and reads its games again
 * (a check-in), so a turn told while it was away is still played.
 */
import { EngineProcess } from './engine-process.ts';
import type { BotSettings } from './bot-options.ts';
import { BotServer, type BotEvent, type GameView } from './bot-server.ts';

export type Log = (line: string) => void;

/** How long to think: the configured move time, less when the deadline is near (a tenth of what is left). */
export const thinkTime = (game: GameView, moveTime: number, now: number): number => {
  const deadline = game.clock?.deadline ? Date.parse(game.clock.deadline) : Number.NaN;
  if (Number.isNaN(deadline)) return moveTime;
  return Math.max(10, Math.min(moveTime, Math.floor((deadline - now) / 10)));
};

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export class BotBridge {
  private readonly server: BotServer;
  private readonly engines: EngineProcess[] = [];
  private readonly idle: EngineProcess[] = [];
  /** Games whose turn waits for an engine, by id: the latest state of each. */
  private readonly queue = new Map<string, { game: GameView; side: string }>();
  /** Games being thought about now (a second turn event for one of them waits). */
  private readonly thinking = new Set<string>();
  private readonly ongoing = new Set<string>();
  private lastEvent: number | null = null;
  private readonly stopping = new AbortController();

  private readonly settings: BotSettings;
  private readonly log: Log;

  constructor(settings: BotSettings, log: Log) {
    this.settings = settings;
    this.log = log;
    this.server = new BotServer(settings.server, settings.token);
    for (let i = 0; i < settings.concurrency; i++) {
      const engine = new EngineProcess(settings.engine);
      this.engines.push(engine);
      this.idle.push(engine);
    }
  }

  /** Runs until stopped, or until the server refuses the credential (the answer: that status). */
  async run(): Promise<number> {
    const account = await this.server.request<{ bot: { name: string; games: string[] } }>('GET', '/account');
    if (!account.ok) {
      this.log(`cannot start: ${account.code}: ${account.message}`);
      return account.status || 1;
    }
    this.log(`playing as ${account.value.bot.name} (${account.value.bot.games.join(', ')}) on ${this.settings.server}`);
    let failures = 0;
    while (!this.stopping.signal.aborted) {
      const status = await this.server.readStream(this.lastEvent, (event) => this.onEvent(event), this.stopping.signal);
      if (this.stopping.signal.aborted) break;
      if (status === 401 || status === 403) {
        this.log(`the server refused the credential (${status}); stopping`);
        return status;
      }
      const wait = BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)]!;
      this.log(`stream closed (${status || 'connection lost'}); reconnecting in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return 0;
  }

  stop(): void {
    this.stopping.abort();
    for (const engine of this.engines) engine.stop();
  }

  private onEvent(event: BotEvent): void {
    if (event.id !== undefined) this.lastEvent = event.id;
    switch (event.type) {
      case 'hello':
        void this.checkIn();
        return;
      case 'challenge':
        void this.answerChallenge(event);
        return;
      case 'gameStart':
        if (event.gameId) this.ongoing.add(event.gameId);
        this.log(`game ${event.gameId} started: ${event.game?.game}/${event.game?.variant} as ${event.side}`);
        return;
      case 'yourMove':
        if (event.game && event.side) this.turn(event.game, event.side);
        return;
      case 'drawOffer':
        if (event.gameId) void this.server.request('POST', `/games/${event.gameId}/draw`, { action: 'decline' });
        return;
      case 'takebackOffer':
        if (event.gameId) void this.server.request('POST', `/games/${event.gameId}/takeback`, { action: 'decline' });
        return;
      case 'gameOver': {
        if (event.gameId) this.ongoing.delete(event.gameId);
        const result = event.game?.result;
        this.log(
          `game ${event.gameId} over: ${result ? `${result.winner ?? 'nobody'} won (${result.reason})` : 'ended'}`,
        );
        return;
      }
      case 'paused':
        this.log(`the server paused this bot: ${event.reason}`);
        return;
      default:
        return;
    }
  }

  /** After (re)connecting: every game going on, and those waiting for a move are played. */
  private async checkIn(): Promise<void> {
    const games = await this.server.request<{ games: { id: string; side: string; game: GameView }[] }>('GET', '/games');
    if (!games.ok) return this.log(`could not read the games: ${games.message}`);
    for (const entry of games.value.games) {
      this.ongoing.add(entry.id);
      if (entry.game.toMove === entry.side) this.turn(entry.game, entry.side);
    }
  }

  private async answerChallenge(event: BotEvent): Promise<void> {
    const challenge = event.challenge;
    if (!challenge) return;
    const room = this.ongoing.size < this.settings.concurrency;
    const action = this.settings.accept && room ? 'accept' : 'decline';
    const answer = await this.server.request<{ game: { id: string } }>(
      'POST',
      `/challenges/${challenge.id}/${action}`,
      {},
    );
    if (answer.ok && action === 'accept') this.ongoing.add(answer.value.game.id);
    this.log(
      `challenge ${challenge.id} from ${challenge.by.name} (${challenge.game}/${challenge.variant}${challenge.rated ? ', rated' : ''}): ${
        answer.ok ? `${action}ed` : `${action} refused: ${answer.code}`
      }`,
    );
  }

  private turn(game: GameView, side: string): void {
    const queued = this.queue.get(game.id);
    if (queued && queued.game.ply >= game.ply && queued.game.takebacks >= game.takebacks) return;
    this.queue.set(game.id, { game, side });
    this.pump();
  }

  private pump(): void {
    for (const [id, entry] of this.queue) {
      if (this.thinking.has(id)) continue;
      const engine = this.idle.pop();
      if (!engine) return;
      this.queue.delete(id);
      this.thinking.add(id);
      void this.play(engine, entry.game, entry.side).finally(() => {
        this.thinking.delete(id);
        this.idle.push(engine);
        this.pump();
      });
    }
  }

  private async play(engine: EngineProcess, game: GameView, side: string): Promise<void> {
    if (game.status !== 'ongoing' || game.toMove !== side) return;
    const time = thinkTime(game, this.settings.moveTime, Date.now());
    const started = Date.now();
    const thought = await engine.think({
      game: game.game,
      variant: game.variant,
      start: game.start,
      moves: game.moves,
      moveTime: time,
      level: this.settings.level,
    });
    if (!thought.ok) return this.log(`game ${game.id} ply ${game.ply}: no move from the engine: ${thought.message}`);
    const played = await this.server.request('POST', `/games/${game.id}/move`, {
      move: thought.move,
      ply: game.ply,
      takebacks: game.takebacks,
    });
    const ms = Date.now() - started;
    this.log(
      played.ok
        ? `game ${game.id} move ${game.ply + 1}: ${thought.move} (${ms} ms)`
        : `game ${game.id} move ${game.ply + 1}: ${thought.move} refused: ${played.code}: ${played.message}`,
    );
  }
}
