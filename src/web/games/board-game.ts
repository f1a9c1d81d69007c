/**
 * What a game's page needs beyond the shared game interface: words for pieces and
 * choices, and a tap put into notation so the engine can say why it is not a move. Each
 * game has one of these beside its engine in its own bundle; none holds a rule.
 */
import type { Game, MoveOption, Target } from '../../engine/game.ts';
import type { BoardPicture } from '../../render/picture.ts';

export interface BoardGame<P, M> {
  readonly game: Game<P, M>;
  /** The board as SVG (src/render): each game's bundle draws only its own board. */
  picture(picture: BoardPicture): string;
  /** The squares a move touches, read against the position before it, to highlight it. */
  moveSquares(positionBefore: string, notation: string): string[];
  /** "light prime foot", "white rock captain"; null for an empty square. */
  pieceWords(position: P, square: string): string | null;
  /**
   * Why the piece on `from` cannot move at all (`to` null), or cannot move to `to`: the
   * engine's own sentence for the move a player would have typed.
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
}
