/**
 * The analysis board's tree of variations: the game's own moves are its main line, and
 * every variation hangs from the position it leaves the game (or another variation)
 * at. Moves are kept in strict notation, so one move is one node however it was
 * entered. Pure data and functions: the board, the list and storage read it.
 */
import type { AnalysisBranch, AnalysisNode } from '../../shared/seat-papers.ts';

export interface TreeNode {
  /** Null only at the root, the game's starting position. */
  readonly move: string | null;
  readonly parent: TreeNode | null;
  /** The first child is the line's main continuation. */
  readonly children: TreeNode[];
  /** Plies from the start of the game. */
  readonly ply: number;
  /** A move of the game itself, on the main line. */
  game: boolean;
}

export const newRoot = (): TreeNode => ({ move: null, parent: null, children: [], ply: 0, game: true });

/** The child reached by `move`, made if it is new (a variation after the others). */
export const addMove = (parent: TreeNode, move: string, game = false): TreeNode => {
  const found = parent.children.find((child) => child.move === move);
  if (found) {
    if (game && !found.game) {
      found.game = true;
      parent.children.splice(parent.children.indexOf(found), 1);
      parent.children.unshift(found);
    }
    return found;
  }
  const child: TreeNode = { move, parent, children: [], ply: parent.ply + 1, game };
  if (game) parent.children.unshift(child);
  else parent.children.push(child);
  return child;
};

/** The game's moves as the main line, below `root`; a variation that foresaw a move becomes the main line there. */
export const followGame = (root: TreeNode, moves: readonly string[]): void => {
  let node = root;
  // A long game's page may not have its first moves yet: the line grows once it has.
  for (const move of moves) {
    if (move === undefined) return;
    node = addMove(node, move, true);
  }
};

/** The main-line node after `ply` game moves, or null beyond the game. */
export const gameNodeAt = (root: TreeNode, ply: number): TreeNode | null => {
  let node: TreeNode | undefined = root;
  for (let at = 0; at < ply; at++) {
    node = node.children[0];
    if (!node?.game) return null;
  }
  return node;
};

/** Adds saved branches below their game positions; those beyond the game's moves are left out. */
export const addBranches = (root: TreeNode, branches: readonly AnalysisBranch[]): void => {
  for (const branch of branches) {
    const from = gameNodeAt(root, branch.ply);
    if (!from) continue;
    const stack: { parent: TreeNode; nodes: readonly AnalysisNode[] }[] = [{ parent: from, nodes: branch.moves }];
    while (stack.length) {
      const { parent, nodes } = stack.pop()!;
      for (const node of nodes) {
        const child = addMove(parent, node.move);
        if (node.next?.length) stack.push({ parent: child, nodes: node.next });
      }
    }
  }
};

/** Variations from `node` down, as nested nodes, built without recursion. */
const nestedBelow = (nodes: readonly TreeNode[]): AnalysisNode[] => {
  const top: AnalysisNode[] = [];
  const stack: { from: TreeNode; into: AnalysisNode[] }[] = [];
  const push = (from: readonly TreeNode[], into: AnalysisNode[]) => {
    for (let index = from.length - 1; index >= 0; index--) stack.push({ from: from[index]!, into });
  };
  push(nodes, top);
  while (stack.length) {
    const { from, into } = stack.pop()!;
    const next: AnalysisNode[] = [];
    into.push({ move: from.move!, next });
    push(from.children, next);
  }
  return top;
};

/** Everything that is not the game, as branches from the game's positions: what is saved. */
export const branchesOf = (root: TreeNode): AnalysisBranch[] => {
  const branches: AnalysisBranch[] = [];
  for (let node: TreeNode | undefined = root; node?.game; node = node.children[0]) {
    const variations = node.children.filter((child) => !child.game);
    if (variations.length) branches.push({ ply: node.ply, moves: nestedBelow(variations) });
  }
  return branches;
};

/** Moves outside the game, all variations together. */
export const variationMoves = (root: TreeNode): number => {
  let count = 0;
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (!node.game) count++;
    stack.push(...node.children);
  }
  return count;
};

/** The moves from the start to `node`. */
export const lineTo = (node: TreeNode): string[] => {
  const moves: string[] = [];
  for (let at: TreeNode | null = node; at?.move; at = at.parent) moves.push(at.move);
  return moves.reverse();
};

/** The next node along the line (its main continuation), or itself at the end. */
export const forward = (node: TreeNode): TreeNode => node.children[0] ?? node;

export const back = (node: TreeNode): TreeNode => node.parent ?? node;

/** The end of the line `node` is on. */
export const lineEnd = (node: TreeNode): TreeNode => {
  let at = node;
  while (at.children[0]) at = at.children[0];
  return at;
};

/**
 * The neighbouring variation (`step` -1 up, +1 down): the alternative to the nearest move
 * on the way back that has alternatives. Itself when there is none that way.
 */
export const sideways = (node: TreeNode, step: -1 | 1): TreeNode => {
  for (let at: TreeNode = node; at.parent; at = at.parent) {
    const siblings = at.parent.children;
    if (siblings.length < 2) continue;
    return siblings[siblings.indexOf(at) + step] ?? node;
  }
  return node;
};

/** Takes a variation move and all after it out of the tree; game moves stay. Returns where to stand. */
export const removeNode = (node: TreeNode): TreeNode => {
  if (node.game || !node.parent) return node;
  node.parent.children.splice(node.parent.children.indexOf(node), 1);
  return node.parent;
};
