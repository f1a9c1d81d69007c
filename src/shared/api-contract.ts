/**
 * The API as the browser calls it: each endpoint, named as docs/api.md and `GET /api`
 * name it, with the body it takes, the query it reads and the answer it gives. The
 * Worker checks this table against its routes when it compiles
 * (worker/api/api-contract-check.ts): an endpoint the app does not serve, a body its
 * validator does not read (the wire type each route declares with `jsonBody`), or an
 * answer the route does not give, fails there. The browser (web/api.ts) builds its requests
 * and types its answers from it, so neither side can change alone.
 */
import type { GameStateView, MovesStretch, NotifyChoice, RematchView, SeatView, SeriesView } from './game-state.ts';
import type { AnalysisBranch, AnalysisView, ConditionalView, NotesView } from './seat-papers.ts';
import type { MessageView, MessagesView } from './player-messages.ts';
import type { ChallengeView } from './challenge-words.ts';
import type { CreatedGame } from './home-data.ts';
import type { TournamentPageView, TournamentSummaryView } from './tournament-words.ts';

export interface RemindersView {
  readonly before: readonly number[];
  readonly chosen: boolean;
  readonly choices: readonly number[];
  readonly default: number;
}

/** A chat channel as both seats see it; `secret` only in the answer that added it. */
export interface HookView {
  readonly id: string;
  readonly kind: 'discord' | 'slack' | 'webhook';
  readonly url: string;
  readonly addedBy: string;
  readonly failures: number;
  readonly secret?: string;
}

export interface SeatPlayerView {
  readonly side: string;
  readonly player: { readonly name: string; readonly page: string } | null;
  readonly you: { readonly email: string; readonly name: string | null } | null;
}

/** An accepted rematch's new game and the asking seat's place in it. */
export interface RematchSeatView {
  readonly rematch: RematchView | null;
  readonly series: SeriesView | null;
  /** `link` is null only on a server that cannot sign seat links, which refuses rematches. */
  readonly next: { readonly id: string; readonly side: string; readonly link: string | null } | null;
}

export interface ChallengeListView {
  readonly challenges: readonly ChallengeView[];
  /** The cursor of the next page (older challenges), null on the last. */
  readonly next: string | null;
  readonly you: { readonly name: string } | null;
}

/** A challenge's game once taken: the reader's seat link, or only the watch link. */
export interface ChallengeGameView {
  readonly game: {
    readonly id: string;
    readonly side: string | null;
    readonly link: string | null;
    readonly watch: string;
  };
}

/** A challenge looked up: `open`, or `taken` with its game. */
export type ChallengeLookupView = { readonly status: string } & Partial<ChallengeGameView>;

export type TournamentListsView = Readonly<
  Record<'upcoming' | 'running' | 'finished', readonly TournamentSummaryView[]>
>;

/** What a form posts: its fields, which the server reads and checks (docs/api.md). */
export type FormBody = Readonly<Record<string, unknown>>;

/** `{}`: the address says what the request is for. */
type NoFields = Record<string, never>;

type Offer = { readonly action: 'offer' | 'accept' | 'decline' };

/** Each endpoint: `body` when it takes one, `query` when it reads one, and its answer. */
export interface ApiContract {
  'POST /api/games': { body: FormBody; answer: CreatedGame };
  'GET /api/games/:id': { query: { since?: number; last?: number }; answer: GameStateView };
  'GET /api/games/:id/moves': { query: { before?: number; limit?: number }; answer: MovesStretch };
  'GET /api/games/:id/positions/:ply': { answer: { position: string } };
  'GET /api/games/:id/seat': { answer: SeatView };
  'POST /api/games/:id/moves': {
    body: { move: string; ply: number; takebacks: number };
    answer: GameStateView;
  };
  'POST /api/games/:id/resign': { answer: GameStateView };
  'POST /api/games/:id/draw': { body: Offer; answer: GameStateView };
  'POST /api/games/:id/takeback': { body: Offer; answer: GameStateView };
  'POST /api/games/:id/rematch': { body: Offer; answer: GameStateView };
  'POST /api/games/:id/vacation': { body: { action: 'start' | 'end' }; answer: GameStateView };
  'POST /api/games/:id/notifications': { body: { notify: NotifyChoice }; answer: SeatView };
  'GET /api/games/:id/rematch': { answer: RematchSeatView };
  'GET /api/games/:id/notes': { answer: NotesView };
  'PUT /api/games/:id/notes': { body: { text: string }; answer: NotesView };
  'GET /api/games/:id/analysis': { answer: AnalysisView };
  'PUT /api/games/:id/analysis': { body: { branches: readonly AnalysisBranch[] }; answer: AnalysisView };
  'GET /api/games/:id/conditional': { answer: ConditionalView };
  'PUT /api/games/:id/conditional': {
    body: { ply: number; takebacks?: number; lines: readonly (readonly string[])[] };
    answer: ConditionalView;
  };
  'DELETE /api/games/:id/conditional': { answer: ConditionalView };
  'GET /api/games/:id/webhooks': { answer: { webhooks: readonly HookView[] } };
  'POST /api/games/:id/webhooks': { body: { url: string }; answer: HookView };
  'DELETE /api/games/:id/webhooks/:hookId': { answer: { webhooks: readonly HookView[] } };
  'GET /api/push/key': { answer: { publicKey: string } };
  'POST /api/games/:id/push': { body: unknown; answer: { browsers: number } };
  'DELETE /api/games/:id/push': { body: { endpoint: string }; answer: { browsers: number } };
  'GET /api/games/:id/messages': {
    query: { after?: number; last?: number; before?: number; seen?: 1 };
    answer: MessagesView;
  };
  'POST /api/games/:id/messages': { body: { text: string }; answer: MessageView };
  'PUT /api/games/:id/messages/mute': { body: { muted: boolean }; answer: { muted: boolean } };
  'GET /api/games/:id/reminders': { answer: RemindersView };
  'PUT /api/games/:id/reminders': { body: { before: readonly number[] }; answer: RemindersView };
  'GET /api/games/:id/player': { answer: SeatPlayerView };
  'POST /api/games/:id/player': {
    answer: { side: string; player: { name: string; page: string } };
  };
  'GET /api/challenges': {
    query: { game?: string; rated?: string; clock?: string; cursor?: string; limit?: number };
    answer: ChallengeListView;
  };
  'POST /api/challenges': { body: FormBody; answer: { challenge: ChallengeView } };
  'GET /api/challenges/:id': { answer: ChallengeLookupView };
  'POST /api/challenges/:id/accept': { body: NoFields; answer: ChallengeGameView };
  'DELETE /api/challenges/:id': { answer: unknown };
  'GET /api/tournaments': { answer: TournamentListsView };
  'POST /api/tournaments': { body: FormBody; answer: { tournament: { id: string } } };
  'GET /api/tournaments/:id': { answer: TournamentPageView };
  'DELETE /api/tournaments/:id': { answer: TournamentPageView };
  'POST /api/tournaments/:id/entry': { body: NoFields; answer: TournamentPageView };
  'DELETE /api/tournaments/:id/entry': { answer: TournamentPageView };
}

export type ApiCall = keyof ApiContract;

export type AnswerOf<Call extends ApiCall> = ApiContract[Call]['answer'];
export type BodyOf<Call extends ApiCall> = ApiContract[Call] extends { body: infer Body } ? Body : undefined;
export type QueryOf<Call extends ApiCall> = ApiContract[Call] extends { query: infer Query } ? Query : undefined;

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{id, ply}` for `GET /api/games/:id/positions/:ply`. */
export type ParamsOf<Call extends ApiCall> = { readonly [Name in ParamNames<Call>]: string | number };
