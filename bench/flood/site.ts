/**
 * What the socket floods need on the server under test, over plain HTTP: JSON requests
 * timed, a game played to a given length (the flooded game and its next move), and a
 * signed-in player's tournament (its sign-in link read from the development outbox,
 * which `npm start` and the bench server turn on).
 */
import { GAMES } from '../../src/engine/games.ts';

/** How long a request may take before the bench gives up on it (a flood may hold it far longer). */
export const ANSWER_WITHIN_MS = 120_000;

export interface Answer {
  readonly status: number;
  readonly body: any;
  readonly ms: number;
}

export class Site {
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  /** A request from a random documentation address, so no per-address limit of the site is reached. */
  async json(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; cookie?: string } = {},
  ): Promise<Answer> {
    const start = performance.now();
    const response = await fetch(this.base + path, {
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      method,
      redirect: 'manual',
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
        Origin: this.base,
        'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body, ms: performance.now() - start };
  }

  /** A signed-in player's session cookie (`name=value`). */
  async signIn(email: string): Promise<string> {
    await this.json('POST', '/api/me/link', { body: { email } });
    for (let attempt = 0; attempt < 50; attempt++) {
      const emails = (await this.json('GET', '/dev/outbox.json')).body as { to: string; text: string }[];
      const token = emails.find((mail) => mail.to === email)?.text.match(/\/me\/sign-in\?t=([\w-]{43})/)?.[1];
      if (token) {
        const reply = await fetch(`${this.base}/me/sign-in`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.base },
          body: `t=${token}`,
        });
        const cookie = reply.headers.get('Set-Cookie')?.split(';')[0];
        if (!cookie) throw new Error(`signing in ${email}: ${reply.status}`);
        return cookie;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no sign-in link for ${email} in the development outbox (is DEV_OUTBOX on?)`);
  }

  /** A tournament made by a new player, starting tomorrow: its id. */
  async tournament(): Promise<string> {
    const stamp = Date.now().toString(36);
    const cookie = await this.signIn(`flood-${stamp}@orrery.test`);
    const name = `Flood${stamp.replace(/\d/g, '')}`.slice(0, 20);
    const named = await this.json('POST', '/api/me/player', { body: { name }, cookie });
    if (named.status !== 201) throw new Error(`naming the player: ${named.status} ${JSON.stringify(named.body)}`);
    const made = await this.json('POST', '/api/tournaments', {
      cookie,
      body: {
        game: 'adix',
        system: 'swiss',
        rounds: 3,
        maxEntrants: 8,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    if (made.status !== 201) throw new Error(`making the tournament: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.tournament.id;
  }
}

/** An Adomoc game played over HTTP by both seats, the first legal move each time. */
export class PlayedGame {
  readonly site: Site;
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
  ply = 0;

  private constructor(site: Site, id: string, tokens: Readonly<Record<string, string>>) {
    this.site = site;
    this.id = id;
    this.tokens = tokens;
  }

  static async start(site: Site, plies: number): Promise<PlayedGame> {
    const created = (await site.json('POST', '/api/games', { body: { game: 'adomoc' } })).body;
    const game = new PlayedGame(site, created.id, created.tokens);
    for (let ply = 0; ply < plies; ply++) await (await game.nextMove())();
    return game;
  }

  /**
   * Reads the state and chooses the next move: what it returns plays it, so a probe times
   * the move's request alone.
   */
  async nextMove(): Promise<() => Promise<Answer>> {
    const state = (await this.site.json('GET', `/api/games/${this.id}`)).body;
    // From the state, not a count: a move given up on may have been played after all.
    this.ply = state.ply;
    const engine = GAMES.get('adomoc')!;
    const position = engine.parsePosition(state.position);
    if (!position.ok) throw new Error(position.error.message);
    const move = engine.makeMove(position.value, engine.legalMoves(position.value, state.variant)[0]!);
    return async () => {
      const answer = await this.site.json('POST', `/api/games/${this.id}/moves`, {
        body: { move, ply: this.ply },
        token: this.tokens[this.ply % 2 ? 'dark' : 'light'],
      });
      if (answer.status !== 200) throw new Error(`move ${this.ply}: ${answer.status} ${JSON.stringify(answer.body)}`);
      this.ply++;
      return answer;
    };
  }
}
