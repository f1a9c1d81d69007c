/**
 * The live sockets of a list that pages watch (the lobby's open challenges, one
 * tournament), in an object of their own beside the list's, as a game's watchers have
 * theirs (game/live-hub.ts). Anyone may open /play or a tournament's page, so the list's
 * own object holds no sockets: pages connect here, through the Worker's one-way relay
 * (page-socket.ts), and the list's object tells this one of each change. Pages only
 * listen: what a page may see depends on who it is, so each change is a nudge
 * ("changed", or which challenge was taken) and the page reads again with its own sign-in.
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

export class ListenerHub extends SocketObject<Env> {
  protected readonly label = 'listeners';

  protected limitsFor(request: Request): SocketLimits {
    return request.headers.get(KIND_HEADER) === 'tournament' ? LIMITS.tournament : LIMITS.lobby;
  }

  protected onConnect(): Connecting {
    return { first: null };
  }

  /** From the list's object, after each change: sent to every page. */
  async broadcast(text: string): Promise<void> {
    this.tellAll(text);
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

  /** Tells the pages of list `id` (the lobby's, or a tournament's id); an object names only its own. */
  tell(id: string, text: string = CHANGED): void {
    if (this.hub?.id !== id) this.hub = { id, stub: hubOf(this.env, this.kind, id) };
    this.hub.stub
      .broadcast(text)
      .catch((error: unknown) => console.warn(`${this.kind}: telling the pages failed: ${String(error)}`));
  }
}
