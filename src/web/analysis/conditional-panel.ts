/**
 * Conditional moves from the analysis board: while the opponent is to move, a seat can
 * leave the line on the board (their move, your reply, …) to be played for it, see the
 * lines it has left, and clear them. The server checks every move and keeps them
 * (docs/api.md, "Conditional moves"); this panel shows what it answered.
 */
import type { SeatRequest } from '../api.ts';
import type { ConditionalView } from '../../shared/seat-papers.ts';
import { gameNodeAt, lineTo, type TreeNode } from './analysis-tree.ts';

export interface ConditionalContext {
  /** The seat of this device, null for a watcher. */
  readonly side: string | null;
  readonly ongoing: boolean;
  readonly toMove: string | null;
  /** Moves played in the game. */
  readonly ply: number;
  /** Moves taken back in the game: with the ply, the position the lines were made in. */
  readonly takebacks: number;
  readonly root: TreeNode;
  readonly current: TreeNode;
  /** The opponent's name, for the words. */
  readonly opponent: string;
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  className = '',
): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (className) made.className = className;
  return made;
};

/** The moves after the game's latest position on the way to `node`, cut to whole pairs; null when `node` is not below it. */
export const lineFromGame = (root: TreeNode, ply: number, node: TreeNode): string[] | null => {
  const latest = gameNodeAt(root, ply);
  if (!latest) return null;
  let at: TreeNode | null = node;
  while (at && at !== latest) at = at.parent;
  if (!at) return null;
  const line = lineTo(node).slice(ply);
  return line.length >= 2 ? line.slice(0, line.length - (line.length % 2)) : null;
};

export class ConditionalPanel {
  readonly #panel: HTMLElement;
  readonly #request: SeatRequest;
  readonly #redraw: () => void;
  #kept: ConditionalView | null = null;
  #loadedAt = -1;
  #busy = false;
  #said: { text: string; tone: 'info' | 'problem' } | null = null;

  constructor(panel: HTMLElement, request: SeatRequest, redraw: () => void) {
    this.#panel = panel;
    this.#request = request;
    this.#redraw = redraw;
  }

  /** Loads the kept lines again once per game ply (a reply played from them changes them). */
  #refresh(ply: number): void {
    if (this.#loadedAt === ply) return;
    this.#loadedAt = ply;
    void this.#request('GET /api/games/:id/conditional').then((answer) => {
      if (answer.ok) this.#kept = answer.value;
      this.#redraw();
    });
  }

  async #send(context: ConditionalContext, lines: readonly (readonly string[])[] | null): Promise<void> {
    this.#busy = true;
    this.#redraw();
    const answer =
      lines === null
        ? await this.#request('DELETE /api/games/:id/conditional')
        : await this.#request('PUT /api/games/:id/conditional', {
            body: { ply: context.ply, takebacks: context.takebacks, lines },
          });
    this.#busy = false;
    if (answer.ok) {
      this.#kept = answer.value;
      this.#said = {
        text:
          lines === null
            ? 'Your conditional moves are cleared.'
            : `Saved: ${answer.value.lines.length === 1 ? '1 line waits' : `${answer.value.lines.length} lines wait`} for ${context.opponent}’s move.`,
        tone: 'info',
      };
    } else this.#said = { text: answer.error.message, tone: 'problem' };
    this.#redraw();
  }

  render(context: ConditionalContext): void {
    const shown = context.side !== null && context.ongoing;
    this.#panel.hidden = !shown;
    if (!shown) return;
    this.#refresh(context.ply);
    const theirTurn = context.toMove !== null && context.toMove !== context.side;
    const lines = this.#kept && this.#kept.ply === context.ply ? this.#kept.lines : [];
    const onBoard = theirTurn ? lineFromGame(context.root, context.ply, context.current) : null;
    // A line kept already (or one a kept line goes beyond) adds nothing.
    const line =
      onBoard && !lines.some((kept) => onBoard.every((move, index) => kept[index] === move)) ? onBoard : null;
    this.#panel.replaceChildren(element('h3', 'Conditional moves'));
    this.#panel.append(
      element(
        'p',
        theirTurn
          ? `Leave replies to be played for you at once if ${context.opponent} plays as you expect: play the line here (their move, your reply, …), then save it.`
          : 'When it is your opponent’s turn, you can leave replies here to be played for you.',
        'muted',
      ),
    );
    if (lines.length) {
      // In words, not as numbered notation: a list's 1. and 2. read as move numbers.
      const list = element('ul', '', 'conditional-lines');
      for (const each of lines) list.append(element('li', sentenceOf(each, context.opponent)));
      this.#panel.append(list);
    }
    const row = element('div', '', 'button-row');
    if (line) this.#panel.append(element('p', `${sentenceOf(line, context.opponent)}`, 'conditional-preview'));
    const save = element('button', 'Play this line for me if…', 'button');
    save.type = 'button';
    save.id = 'conditional-save';
    save.disabled = this.#busy || line === null;
    save.title = line ? '' : 'Go to a move of a variation from the game’s current position, with your reply';
    save.addEventListener('click', () => {
      if (line) void this.#send(context, [...lines, line]);
    });
    row.append(save);
    if (lines.length) {
      const clear = element('button', 'Clear them', 'button button-quiet');
      clear.type = 'button';
      clear.id = 'conditional-clear';
      clear.disabled = this.#busy;
      clear.addEventListener('click', () => void this.#send(context, null));
      row.append(clear);
    }
    this.#panel.append(row);
    if (this.#said) {
      const said = element('p', this.#said.text, 'conditional-said');
      said.dataset.tone = this.#said.tone;
      said.setAttribute('role', 'status');
      this.#panel.append(said);
    }
  }
}

/** "If Bob plays X, play Y; then if Bob plays Z, play W." */
const sentenceOf = (line: readonly string[], opponent: string): string => {
  const parts: string[] = [];
  for (let index = 0; index + 1 < line.length; index += 2)
    parts.push(`${index === 0 ? 'If' : 'then if'} ${opponent} plays ${line[index]}, play ${line[index + 1]}`);
  return `${parts.join('; ')}.`;
};
