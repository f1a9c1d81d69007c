/**
 * A seat's analysis checked by the engine before it is kept: every move of every
 * variation must be legal where it stands, and is kept in strict notation. Pure: the
 * object hands in the positions of the game.
 */
import type { Game } from '../../../engine/game.ts';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import type { FlatBranch } from '../../../shared/analysis-flat.ts';
import { afterMovesText } from '../../../shared/move-words.ts';

/** The branches in strict notation, or the first move that is not legal, with where it stands. */
export const checkBranches = (
  game: Game,
  variant: string,
  gamePly: number,
  positionAfter: (ply: number) => string,
  branches: readonly FlatBranch[],
): Result<FlatBranch[], EngineError> => {
  const checked: FlatBranch[] = [];
  for (const branch of branches) {
    if (branch.ply > gamePly)
      return failure(
        'ERR_PLY',
        `a branch starts ${afterMovesText(branch.ply)}, but the game has ${gamePly} moves: reload the game and save again`,
      );
    const start = game.parsePosition(positionAfter(branch.ply));
    if (!start.ok) throw new Error(`the stored position after ply ${branch.ply} does not parse`);
    // Positions after each move, by index: a move is played in its parent's position.
    const after: unknown[] = [];
    const strict: string[] = [];
    for (let index = 0; index < branch.moves.length; index++) {
      const parent = branch.parents[index]!;
      const before = parent === -1 ? start.value : after[parent];
      const text = branch.moves[index]!;
      const line = () => {
        const path: string[] = [];
        for (let at = index; at !== -1; at = branch.parents[at]!) path.unshift(strict[at] ?? text);
        return path.join(' ');
      };
      if (before === undefined || game.outcome(before, variant))
        return failure(
          'ERR_ANALYSIS',
          `${afterMovesText(branch.ply)}, line ${line()}: the game is over before this move`,
        );
      const move = game.parseMove(before, variant, text);
      if (!move.ok)
        return failure(move.error.code, `${afterMovesText(branch.ply)}, line ${line()}: ${move.error.message}`);
      const played = game.play(before, variant, move.value);
      if (!played.ok)
        return failure(played.error.code, `${afterMovesText(branch.ply)}, line ${line()}: ${played.error.message}`);
      strict.push(game.makeMove(before, move.value));
      after.push(played.value.position);
    }
    // Alternatives spelled differently may name one move: keep each once.
    const siblings = new Set<string>();
    for (let index = 0; index < strict.length; index++) {
      const key = `${branch.parents[index]}:${strict[index]}`;
      if (siblings.has(key))
        return failure(
          'ERR_ANALYSIS',
          `${afterMovesText(branch.ply)}: ${strict[index]} appears twice among the same alternatives`,
        );
      siblings.add(key);
    }
    checked.push({ ply: branch.ply, moves: strict, parents: branch.parents });
  }
  return ok(checked);
};
