/**
 * The live sockets of a list that pages watch (the lobby's open challenges, one
 * tournament), in an object of their own beside the list's, as a game's watchers have
 * theirs (game/live-hub.ts). Anyone may open /play or a tournament's page, so the list's
 * own object holds no sockets: pages connect here, through the Worker's one-way relay
 * (page-socket.ts), and the list's object tells this one of each change. Pages only
 * listen. A tournament's change is a nudge ("changed"): the page reads again. The lobby's
 * changes are carried whole (shared/lobby-changes.ts) and coalesced: those that arrive
 * within COALESCE_MS go out as one message, so a burst of changes costs each socket one
 * frame, not one a change.
 */
import type { Env } from '../platform/env.ts';
import { pageSocket } from './page-socket.ts';
import { SocketObject, type Connecting, type SocketLimits } from './socket-object.ts';

/** The lists pages watch, each with its caps. */
const LIMITS = {
  lobby: {
    perClient: 8,
    all: 5_000,
    perClientWords: 'at most 8 live lists from one address; close a tab first',
    fullWords: 'the lobby is full of listeners; reload /play in a while',
  },
  tournament: {
    perClient: 8,
    all: 2_000,
    perClientWords: 'at most 8 live pages of one tournament from one address; close a tab first',
    fullWords: 'this tournament has too many listeners; reload the page in a while',
  },
} as const satisfies Record<string, SocketLimits>;

export type ListKind = keyof typeof LIMITS;

/** The request header that names the kind of list (the hub is named by it, but cannot read its own name). */
const KIND_HEADER = 'X-Orrery-List';

const CHANGED = JSON.stringify({ type: 'changed' });

/** How long the hub gathers changes before it sends them: short beside a person's reading, long beside a burst. */
export const COALESCE_MS = 250;
/** Changes one message carries at most: a bigger burst goes out in several. */
const COALESCE_MAX = 50;

export class ListenerHub extends SocketObject<Env> {
  protected readonly label = 'listeners';

  protected limitsFor(request: Request): SocketLimits {
    return request.headers.get(KIND_HEADER) === 'tournament' ? LIMITS.tournament : LIMITS.lobby;
  }

  protected onConnect(): Connecting {
    return { first: null };
  }

  /** Changes gathered for the next message, as JSON texts. */
  private pending: string[] = [];
  private sending: Promise<void> | null = null;

  /** From the list's object, after each change: sent to every page. */
  async broadcast(text: string): Promise<void> {
    this.tellAll(text);
  }

  /**
   * From the lobby's objects, one change (JSON): sent with the others of its window as one
   * `{"type": "changes", "changes": [...]}`. The call lasts until its message is sent, so
   * the hub stays awake (not hibernated) while it gathers.
   */
  async publish(change: string): Promise<void> {
    this.pending.push(change);
    if (this.pending.length >= COALESCE_MAX) return this.sendPending();
    this.sending ??= new Promise<void>((resolve) => setTimeout(resolve, COALESCE_MS)).then(() => this.sendPending());
    await this.sending;
  }

  private sendPending(): void {
    const changes = this.pending;
    this.pending = [];
    this.sending = null;
    if (changes.length) this.tellAll(`{"type":"changes","changes":[${changes.join(',')}]}`);
  }
}

const hubOf = (env: Pick<Env, 'LISTENER_HUBS'>, kind: ListKind, id: string): DurableObjectStub<ListenerHub> =>
  env.LISTENER_HUBS.get(env.LISTENER_HUBS.idFromName(`${kind}:${id}`)) as DurableObjectStub<ListenerHub>;

/** A page's upgrade, handed to the hub of its list: the answer is the page's one-way socket, or the hub's refusal. */
export const connectListener = async (
  env: Pick<Env, 'LISTENER_HUBS'>,
  kind: ListKind,
  id: string,
  request: Request,
): Promise<Response> => {
  const headers = new Headers(request.headers);
  headers.set(KIND_HEADER, kind);
  return pageSocket(await hubOf(env, kind, id).fetch(new Request(request, { headers })));
};

/**
 * How a list's object tells its pages: through one stub, so the events arrive in the order
 * the changes were made, and never awaited, so no change waits for its watchers.
 */
export class ListenerLink {
  private hub: { readonly id: string; readonly stub: DurableObjectStub<ListenerHub> } | null = null;
  private readonly env: Pick<Env, 'LISTENER_HUBS'>;
  private readonly kind: ListKind;

  constructor(env: Pick<Env, 'LISTENER_HUBS'>, kind: ListKind) {
    this.env = env;
    this.kind = kind;
  }

  /** Tells the pages of list `id` (a tournament's id); an object names only its own. */
  tell(id: string, text: string = CHANGED): void {
    this.stubFor(id)
      .broadcast(text)
      .catch((error: unknown) => console.warn(`${this.kind}: telling the pages failed: ${String(error)}`));
  }

  /** Gives hub `id` one change to send with the others of its window (ListenerHub.publish). */
  publish(id: string, change: string): void {
    this.stubFor(id)
      .publish(change)
      .catch((error: unknown) => console.warn(`${this.kind}: telling the pages failed: ${String(error)}`));
  }

  private stubFor(id: string): DurableObjectStub<ListenerHub> {
    if (this.hub?.id !== id) this.hub = { id, stub: hubOf(this.env, this.kind, id) };
    return this.hub.stub;
  }
}
