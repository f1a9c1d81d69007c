/**
 * Variations as flat lists: each move with the index of the move it follows (-1 for the
 * first moves of a branch), in depth-first order. Lines thousands of moves deep cross the
 * object boundary and storage this way, where nested values would cost a stack frame a
 * move; the nested form is only for people reading the API.
 */
import type { AnalysisBranch, AnalysisNode } from './seat-papers.ts';

export interface FlatBranch {
  readonly ply: number;
  readonly moves: readonly string[];
  readonly parents: readonly number[];
}

/** Nested to flat, depth first, keeping the order of alternatives. */
export const flattenBranch = (branch: AnalysisBranch): FlatBranch => {
  const moves: string[] = [];
  const parents: number[] = [];
  const stack: { node: AnalysisNode; parent: number }[] = [];
  const push = (nodes: readonly AnalysisNode[], parent: number) => {
    for (let index = nodes.length - 1; index >= 0; index--) stack.push({ node: nodes[index]!, parent });
  };
  push(branch.moves, -1);
  while (stack.length) {
    const { node, parent } = stack.pop()!;
    moves.push(node.move);
    parents.push(parent);
    if (node.next?.length) push(node.next, moves.length - 1);
  }
  return { ply: branch.ply, moves, parents };
};

/** Flat to nested; moves whose parent comes later (never written so) are dropped. */
export const nestBranch = (flat: FlatBranch): AnalysisBranch => {
  const top: { move: string; next: AnalysisNode[] }[] = [];
  const built: { move: string; next: AnalysisNode[] }[] = [];
  flat.moves.forEach((move, index) => {
    const node = { move, next: [] as AnalysisNode[] };
    built.push(node);
    const parent = flat.parents[index]!;
    if (parent === -1) top.push(node);
    else if (parent < index) (built[parent]!.next as AnalysisNode[]).push(node);
  });
  return { ply: flat.ply, moves: top };
};
