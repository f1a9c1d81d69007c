/**
 * The tree of variations as HTML: each line a run of moves, the alternatives to a move
 * set in below it as indented variations, the game's own moves marked. Built without
 * recursion (a line may be thousands of moves deep); each move a button naming its node.
 */
import { escapeHtml } from '../../shared/html.ts';
import type { TreeNode } from './analysis-tree.ts';

/** Move number and whether it is the second side's, as the game's move list numbers them. */
const numbering = (ply: number, firstMover: 0 | 1): { number: number; second: boolean } => {
  const index = ply - 1 + firstMover;
  return { number: Math.floor(index / 2) + 1, second: index % 2 === 1 };
};

export const treeHtml = (root: TreeNode, firstMover: 0 | 1, idOf: (node: TreeNode) => number): string => {
  const first = root.children[0];
  if (!first) return '<p class="muted analysis-empty">No moves yet: play one on the board.</p>';
  const parts: string[] = [];
  type Task = { readonly line: TreeNode; readonly numbered: boolean } | { readonly html: string };
  const stack: Task[] = [{ line: first, numbered: true }];
  while (stack.length) {
    const task = stack.pop()!;
    if ('html' in task) {
      parts.push(task.html);
      continue;
    }
    const node = task.line;
    const { number, second } = numbering(node.ply, firstMover);
    const label = !second ? `${number}.` : task.numbered ? `${number}…` : '';
    const classes = `move analysis-move${node.game ? ' analysis-game' : ''}`;
    parts.push(
      `${label ? `<span class="move-number">${label}</span>` : ''}<button type="button" class="${classes}" data-node="${idOf(node)}">${escapeHtml(node.move ?? '')}</button>`,
    );
    const siblings = node.parent!.children;
    const alternatives = siblings[0] === node ? siblings.slice(1) : [];
    const next = node.children[0];
    if (next) stack.push({ line: next, numbered: alternatives.length > 0 });
    for (let index = alternatives.length - 1; index >= 0; index--)
      stack.push(
        { html: '</div>' },
        { line: alternatives[index]!, numbered: true },
        { html: '<div class="analysis-variation">' },
      );
  }
  return parts.join('');
};
