/**
 * The panel under the board that finishes a move: the buttons for a choice the board
 * cannot show (which way to pivot, slide or tip), and the confirm step with the move in
 * notation and, in words, what it would do; the board meanwhile shows the position it
 * would make (page-render.ts).
 */
import type { MoveOption } from '../../engine/game.ts';
import type { BoardGame } from '../games/board-game.ts';
import type { Selection } from './move-input.ts';

export interface ChooserHandlers<M> {
  onChoose(option: MoveOption<M>): void;
  onConfirm(): void;
  onCancel(): void;
}

const button = (text: string, className: string, onClick: () => void): HTMLButtonElement => {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
};

const paragraph = (text: string, className = ''): HTMLParagraphElement => {
  const element = document.createElement('p');
  element.textContent = text;
  if (className) element.className = className;
  return element;
};

/**
 * What the move would do, in the engine's words, as a proposal: it is not played until
 * confirmed ("The light foot would move from a3 to a6."). A move that ends the game says
 * so among its events.
 */
export const proposalWords = <P, M>(
  board: BoardGame<P, M>,
  position: P,
  variant: string,
  option: MoveOption<M>,
): string => {
  const played = board.game.play(position, variant, option.move);
  if (!played.ok) return '';
  return played.value.events.map((event) => board.game.describeProposedEvent(event)).join(' ');
};

/**
 * Shows what the selection asks for, or hides the panel. Returns the button that should
 * take keyboard focus, if any.
 */
export const showChooser = <P, M>(
  panel: HTMLElement,
  selection: Selection<M>,
  board: BoardGame<P, M>,
  position: P,
  variant: string,
  handlers: ChooserHandlers<M>,
  sending: boolean,
): HTMLButtonElement | null => {
  panel.replaceChildren();
  if (selection.stage === 'choice') {
    panel.hidden = false;
    panel.append(paragraph(board.choicePrompt(position, selection.target), 'chooser-prompt'));
    const row = document.createElement('div');
    row.className = 'button-row';
    let first: HTMLButtonElement | null = null;
    if (!selection.onBoard)
      for (const option of selection.target.options) {
        const choice = button('', 'button', () => handlers.onChoose(option));
        const label = document.createElement('span');
        label.textContent = board.choiceLabel(option);
        const notation = document.createElement('code');
        notation.textContent = option.notation;
        choice.append(label, ' ', notation);
        row.append(choice);
        first ??= choice;
      }
    row.append(button('Cancel', 'button button-quiet', handlers.onCancel));
    panel.append(row);
    return first;
  }
  if (selection.stage === 'confirm') {
    panel.hidden = false;
    const question = document.createElement('p');
    question.className = 'chooser-prompt';
    const notation = document.createElement('code');
    notation.className = 'notation';
    notation.textContent = selection.option.notation;
    question.append('Play ', notation, '?');
    panel.append(question);
    const effect = proposalWords(board, position, variant, selection.option);
    if (effect) panel.append(paragraph(effect, 'muted'));
    const row = document.createElement('div');
    row.className = 'button-row';
    const confirm = button(sending ? 'Sending…' : 'Confirm move', 'button button-primary', handlers.onConfirm);
    confirm.disabled = sending;
    confirm.dataset.action = 'confirm-move';
    row.append(confirm, button('Cancel', 'button button-quiet', handlers.onCancel));
    panel.append(row);
    return confirm;
  }
  panel.hidden = true;
  return null;
};
