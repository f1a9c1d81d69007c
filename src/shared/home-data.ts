/** What the home page hands its script about each game: sides, variants, the usual start. */

export interface HomeGameInfo {
  readonly id: string;
  readonly name: string;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly variants: readonly { readonly id: string; readonly name: string; readonly summary: string }[];
  readonly defaultVariant: string;
  /** The usual starting position, in the game's notation. */
  readonly start: string;
}

/** What `POST /api/games` answers (docs/api.md). */
export interface CreatedGame {
  readonly id: string;
  readonly links: Readonly<Record<string, string>>;
}
