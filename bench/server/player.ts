/**
 * One game played over HTTP by both seats: random legal moves from a seeded generator,
 * chosen with the engine in this process. A move that would end the game is avoided
 * while another exists, so Infinite games can run for tens of thousands of plies. Every
 * answer is checked against the position the engine expects.
 */
import type { Game } from '../../src/engine/game.ts';
import { GAMES } from '../../src/engine/games.ts';
import type { Api, Answer } from './client.ts';

export const GAME_ID = 'adomoc';
export const VARIANT = 'infinite';

interface StateBody {
  readonly ply: number;
  readonly position: string;
  readonly status: string;
}

/** A seat as POST /api/games takes it: a name, and an email address for the emails. */
export interface Seat {
  readonly name: string;
  readonly email?: string;
}

interface CreatedBody {
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly state: StateBody;
}

const adomoc = (): Game => {
  const game = GAMES.get(GAME_ID);
  if (!game) throw new Error(`the engine registry has no game "${GAME_ID}"`);
  return game;
};

export class Player {
  readonly api: Api;
  readonly game: Game;
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly random: () => number;
  ply = 0;
  position: unknown;
  finished = false;

  private constructor(
    api: Api,
    id: string,
    tokens: Readonly<Record<string, string>>,
    state: StateBody,
    random: () => number,
  ) {
    this.api = api;
    this.game = adomoc();
    this.id = id;
    this.tokens = tokens;
    this.random = random;
    this.adopt(state);
  }

  /** A new Infinite game (with `players` when given), or null when the server would not create one (logged). */
  static async create(
    api: Api,
    phase: string,
    random: () => number,
    players?: Readonly<Record<string, Seat>>,
  ): Promise<Player | null> {
    const answer = await api.send(phase, 'POST', '/api/games', 201, {
      game: GAME_ID,
      variant: VARIANT,
      ...(players ? { players } : {}),
    });
    if (!answer) return null;
    const body = JSON.parse(answer.text) as CreatedBody;
    return new Player(api, body.id, body.tokens, body.state, random);
  }

  private adopt(state: StateBody): void {
    const parsed = this.game.parsePosition(state.position);
    if (!parsed.ok)
      throw new Error(`game ${state.position}: the server's position does not parse: ${parsed.error.message}`);
    this.position = parsed.value;
    this.ply = state.ply;
    this.finished = state.status !== 'ongoing';
  }

  /** A random legal move that does not end the game, unless every move does. */
  private choose(): { notation: string; next: string } {
    const legal = this.game.legalMoves(this.position, VARIANT);
    for (;;) {
      const index = Math.floor(this.random() * legal.length);
      const move = legal[index];
      if (move === undefined)
        throw new Error(`game ${this.id} at ply ${this.ply}: no legal move, but the game is not over`);
      const played = this.game.play(this.position, VARIANT, move);
      if (!played.ok) throw new Error(`engine: a legal move does not play: ${played.error.message}`);
      if (played.value.outcome && legal.length > 1) {
        legal[index] = legal[legal.length - 1]!;
        legal.pop();
        continue;
      }
      return { notation: this.game.makeMove(this.position, move), next: this.game.makePosition(played.value.position) };
    }
  }

  /** Plays one move; its round trip in ms, or null after an error (logged, and the game read again). */
  async move(phase: string): Promise<number | null> {
    if (this.finished) throw new Error(`game ${this.id} is over at ply ${this.ply}`);
    const { notation, next } = this.choose();
    const token = this.tokens[this.game.toMove(this.position)]!;
    const path = `/api/games/${this.id}/moves`;
    const answer = await this.api.send(phase, 'POST', path, 200, { move: notation, ply: this.ply }, token);
    if (!answer) {
      await this.resync(phase);
      return null;
    }
    const state = JSON.parse(answer.text) as StateBody;
    if (state.ply !== this.ply + 1 || state.position !== next) {
      this.api.log.add({
        phase,
        request: `POST ${path} (${notation} at ply ${this.ply})`,
        status: 200,
        body: `unexpected state: ply ${state.ply}, position ${state.position}; expected ply ${this.ply + 1}, position ${next}`,
      });
      this.adopt(state);
      return null;
    }
    this.adopt(state);
    return answer.ms;
  }

  /** GET of the game, with `?since=` when given; the answer, or null (logged). */
  read(phase: string, since?: number): Promise<Answer | null> {
    return this.api.send(phase, 'GET', `/api/games/${this.id}${since === undefined ? '' : `?since=${since}`}`, 200);
  }

  /** Reads the game again after an error, so play goes on from the server's position. */
  async resync(phase: string): Promise<void> {
    const answer = await this.read(phase, this.ply);
    if (!answer) throw new Error(`game ${this.id}: cannot read the game back after an error`);
    this.adopt(JSON.parse(answer.text) as StateBody);
  }

  /** Plays until ply `target` (unmeasured); calls `progress` after each move. */
  async playTo(phase: string, target: number, progress?: (ply: number, ms: number | null) => void): Promise<void> {
    while (this.ply < target && !this.finished) {
      const ms = await this.move(phase);
      progress?.(this.ply, ms);
    }
  }
}
