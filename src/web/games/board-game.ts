/**
 * What a game's page needs beyond the shared game interface: words for pieces and
 * choices, and a tap put into notation so the engine can say why it is not a move. Each
 * game has one of these beside its engine in its own bundle; none holds a rule.
 */
import type { Game, MoveOption, Target } from '../../engine/game.ts';
import type { BoardParts, BoardPicture } from '../../render/picture.ts';

export interface BoardGame<P, M> {
  readonly game: Game<P, M>;
  /** The board as SVG (src/render): each game's bundle draws only its own board. */
  picture(picture: BoardPicture): string;
  /** The same board in parts, for a page that redraws only the spaces that changed. */
  parts(picture: BoardPicture): BoardParts;
  /** The squares a move touches, read against the position before it, to highlight it. */
  moveSquares(positionBefore: string, notation: string): string[];
  /** "light prime foot", "white rock captain"; null for an empty square. */
  pieceWords(position: P, square: string): string | null;
  /** The side id ('light', 'white', …) whose piece stands on `square`; null for an empty square. */
  pieceSide(position: P, square: string): string | null;
  /**
   * Why the piece on `from` cannot move at all (`to` null), or cannot move to `to`: the
   * engine's own reason for the move a player would have typed, as a clause that the page
   * makes a sentence of ("primes move at most 3 spaces; c7 is 4 from c3").
   */
  explain(position: P, variant: string, from: string, to: string | null): string;
  /** The question asked when several moves share one landing. */
  choicePrompt(position: P, target: Target<M>): string;
  /** One choice in a few words, for its button ("Pivot clockwise"). */
  choiceLabel(option: MoveOption<M>): string;
  /**
   * The selected piece drawn large (SVG), when the board draws what matters about it too
   * small to read on a phone (ADIX's side faces); absent for a game whose pieces read well.
   */
  inspect?(position: P, square: string, flipped: boolean): { readonly svg: string; readonly caption: string } | null;
  /** What the board in words calls its rows and columns ("cycle" and "column"; "rank" and "file"). */
  readonly tableWords: { readonly row: string; readonly column: string };
  /** What the board in words adds about a piece beyond its name (ADIX: every face of its cube); null for nothing. */
  spaceWords?(position: P, square: string): string | null;
  /**
   * The same position with the other side to move, so the engine can say what that side
   * could do now ("what attacks my captain"); null where the game cannot pass.
   */
  withTurnPassed?(position: P): P | null;
}

/**
 * The position with the other side to move, by the side-to-move field of its notation
 * (`field`, counted from 0, holds one of `sides`); null if the engine refuses it.
 */
export const passTurnByNotation = <P, M>(
  game: Game<P, M>,
  position: P,
  field: number,
  sides: readonly [string, string],
): P | null => {
  const fields = game.makePosition(position).split(' ');
  const now = fields[field];
  if (now !== sides[0] && now !== sides[1]) return null;
  fields[field] = now === sides[0] ? sides[1] : sides[0];
  const passed = game.parsePosition(fields.join(' '));
  return passed.ok ? passed.value : null;
};
