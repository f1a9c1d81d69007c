/**
 * The game as the API sends it (docs/api.md, `GET /api/games/:id`): what the server's
 * pages and the browser read. Written out here, not imported from the server, because
 * it is the wire format both sides agree on.
 */

export interface OutcomeView {
  readonly winner: string | null;
  readonly reason: string;
  readonly score?: Readonly<Record<string, number>>;
}

export interface LastMoveView {
  readonly ply: number;
  readonly side: string;
  readonly notation: string;
  readonly description: string;
  readonly playedAt: string;
  /** Set when the move was played for its seat from that seat's conditional moves. */
  readonly conditional?: boolean;
}

export interface ClockView {
  /** Days for each move; with a bank, what each move adds. */
  readonly daysPerMove: number;
  readonly vacationDays: number;
  /** A bank clock (correspondence Fischer): its starting days, the increment a move, the most it keeps. */
  readonly bank?: { readonly startDays: number; readonly incrementDays: number; readonly maxDays: number };
  /** A bank clock: each side's time in ms, the side to move's as it stands now. */
  readonly banksMs?: Readonly<Record<string, number>>;
  /** ISO time the side to move must move by; null while paused or over. */
  readonly deadline: string | null;
  readonly paused: boolean;
  readonly pausedLeftMs: number | null;
  readonly vacations: Readonly<
    Record<string, { readonly daysLeft: number; readonly active: boolean; readonly until: string | null }>
  >;
}

export interface GameStateView {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly position: string;
  readonly start: string;
  /** Null once the game is over. */
  readonly toMove: string | null;
  readonly ply: number;
  /**
   * How many times a move has been taken back in this game. A takeback and a new move
   * bring the ply back where it was with another position, so a move request may carry
   * this too (docs/api.md) to be refused if the page was made before them.
   */
  readonly takebacks: number;
  readonly status: 'ongoing' | 'finished';
  readonly result: OutcomeView | null;
  /** `computer` marks the seat the computer plays, at its level (1 to 8). */
  readonly players: Readonly<
    Record<
      string,
      {
        readonly name: string;
        readonly computer?: { readonly level: number };
        /** The display name of the signed-in player who claimed the seat (their page is /p/<name>). */
        readonly player?: string;
        /** Set when that player is a bot (docs/bots.md): pages mark its name. */
        readonly bot?: true;
        /** Once a rated game's ratings are written: the player's rating before and after it, rounded. */
        readonly rating?: { readonly before: number; readonly after: number };
      }
    >
  >;
  /** Notation of the moves after ply `movesFrom`. */
  readonly moves: readonly string[];
  readonly movesFrom: number;
  readonly lastMove: LastMoveView | null;
  readonly clock: ClockView | null;
  readonly drawOffer: string | null;
  /** The side asking to take back its last move, until the other answers (docs/api.md). */
  readonly takebackOffer?: string | null;
  /**
   * The sides that have offered a draw, or asked to take a move back, since the last
   * move: each may once a move, so a page offers neither again until the next one.
   */
  readonly offered?: { readonly draw: readonly string[]; readonly takeback: readonly string[] };
  /** Rematch offers once the game is over (docs/api.md); absent or null until one is made. */
  readonly rematch?: RematchView | null;
  /**
   * Set when a game between two signed-in players ended before each side had made the
   * moves a rated game needs (docs/ratings.md): it is not rated, and the page says why.
   */
  readonly unrated?: { readonly reason: 'short'; readonly movesEach: number };
  /** The score between the two players over this game and the rematches before it; null for a lone game. */
  readonly series?: SeriesView | null;
  /**
   * Grows with every change to the game. States may arrive out of order (a move's answer
   * after the live update that carries the computer's reply); the higher version is newer.
   * Not the ply: a takeback lowers that.
   */
  readonly version: number;
}

/** What became of a rematch offer last, for pages to say in words. */
export const REMATCH_EVENTS = ['offered', 'withdrawn', 'declined', 'accepted'] as const;
export type RematchEvent = (typeof REMATCH_EVENTS)[number];

export interface RematchView {
  /** The side offering a rematch, until it is answered or withdrawn. */
  readonly offer: string | null;
  /** The new game's id, once a rematch was accepted and the game exists. */
  readonly next: string | null;
  /** The last thing done, and by which side. */
  readonly last: { readonly event: RematchEvent; readonly side: string } | null;
  /** The sides that have offered a rematch: each offers once (docs/api.md). */
  readonly offeredBy?: readonly string[];
}

export interface SeriesView {
  /** This game's number in the series: 1 for the first game. */
  readonly game: number;
  /** The game this one is a rematch of, or null for the first. */
  readonly previous: string | null;
  /** Points of each side's player (1 a win, ½ a draw), this game included once it is over. */
  readonly score: Readonly<Record<string, number>>;
}

/** What a seat's token says about its holder (`GET /api/games/:id/seat`). */
export interface SeatView {
  readonly side: string;
  readonly notify: NotifyChoice;
  /** Whether this seat has an email address, so email preferences mean something. */
  readonly email: boolean;
}

export const NOTIFY_CHOICES = ['move', 'digest', 'none'] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];

/** What the game page hands its script: the state, and the position before the last move for its highlight. */
export interface GamePageData {
  readonly state: GameStateView;
  /** The position before the last move, or null at the start. */
  readonly before: string | null;
}

/** `GET /api/games/:id/moves`: the moves after ply `from` up to ply `before`, a stretch of a long game's list. */
export interface MovesStretch {
  readonly game: string;
  /** The game's length now, and how many moves were taken back in it: a page holding later moves sees whether they still stand. */
  readonly ply: number;
  readonly takebacks: number;
  readonly from: number;
  readonly before: number;
  readonly moves: readonly string[];
}
