/**
 * The server's bot API as `orrery bot` uses it (docs/bots.md): the event stream, read
 * line by line and opened again after a drop from the last event read, and the plain
 * requests. Only the fields the bridge reads are typed here: the command line stands
 * apart from the server's code.
 */

/** A game as the server's events and answers carry it, whole. */
export interface GameView {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly start: string;
  readonly moves: readonly string[];
  readonly ply: number;
  readonly takebacks: number;
  readonly toMove: string | null;
  readonly status: string;
  readonly result: { readonly winner: string | null; readonly reason: string } | null;
  readonly clock: { readonly deadline: string | null } | null;
}

export interface BotEvent {
  readonly id?: number;
  readonly type: string;
  readonly gameId?: string;
  readonly side?: string;
  readonly game?: GameView;
  readonly challenge?: {
    readonly id: string;
    readonly game: string;
    readonly variant: string;
    readonly rated: boolean;
    readonly by: { readonly name: string };
    readonly to: { readonly name: string } | null;
  };
  readonly reason?: string;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

export class BotServer {
  private readonly origin: string;
  private readonly token: string;

  constructor(origin: string, token: string) {
    this.origin = origin;
    this.token = token;
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    try {
      const response = await fetch(`${this.origin}/api/bot${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const parsed = (await response.json().catch(() => null)) as
        | (T & { error?: { code: string; message: string } })
        | null;
      if (response.ok) return { ok: true, value: parsed as T };
      return {
        ok: false,
        status: response.status,
        code: parsed?.error?.code ?? 'ERR_HTTP',
        message: parsed?.error?.message ?? `the server answered ${response.status}`,
      };
    } catch (error) {
      return {
        ok: false,
        status: 0,
        code: 'ERR_NETWORK',
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /**
   * Reads the stream until it ends or fails, calling `onEvent` for each event in order;
   * resolves with the status that ended it (0: the connection dropped). `since`: the last
   * event read before, so nothing in between is lost.
   */
  async readStream(since: number | null, onEvent: (event: BotEvent) => void, signal: AbortSignal): Promise<number> {
    const response = await fetch(`${this.origin}/api/bot/stream${since === null ? '' : `?since=${since}`}`, {
      headers: { Authorization: `Bearer ${this.token}` },
      signal,
    }).catch(() => null);
    if (!response) return 0;
    if (!response.ok || !response.body) return response.status;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffered.indexOf('\n');
        while (end >= 0) {
          const line = buffered.slice(0, end).trim();
          buffered = buffered.slice(end + 1);
          if (line) onEvent(JSON.parse(line) as BotEvent);
          end = buffered.indexOf('\n');
        }
      }
    } catch {
      return 0;
    }
    return 0;
  }
}
