/**
 * The board in words: every space of the position in a table, a row for each cycle (or
 * rank) and a column for each column letter, each cell naming what stands there, so a
 * screen reader moves through the board as through any table (its row and column read
 * out with each cell). Each cell is a button that taps its space, as a click on the
 * picture does: a game can be played from here alone. Spaces outside the grid (Adomoc's
 * centre) follow the table as buttons of their own.
 */
import { escapeHtml } from '../../shared/html.ts';

export interface SpaceInWords {
  readonly square: string;
  /** What stands there ("light prime foot", "white rock captain"), or null. */
  readonly piece: string | null;
  /** More about it, read out but not shown (an ADIX cube's faces: "top rock, north paper, …"). */
  readonly more: string | null;
  /** What the page marks there now: "selected", "a landing", "can move". */
  readonly marks: readonly string[];
}

export interface TableWords {
  /** What a row is called ("cycle", "rank") and a column ("column", "file"). */
  readonly row: string;
  readonly column: string;
}

const GRID = /^([a-z])(\d+)$/;

/** The table's HTML, rows from the far side of the board to the reader's (as the picture shows it). */
export const boardTableHtml = (
  spaces: readonly SpaceInWords[],
  words: TableWords,
  caption: string,
  flipped: boolean,
): string => {
  const grid = new Map<string, SpaceInWords>();
  const columns = new Set<string>();
  const rows = new Set<number>();
  const others: SpaceInWords[] = [];
  for (const space of spaces) {
    const match = GRID.exec(space.square);
    if (!match) {
      others.push(space);
      continue;
    }
    grid.set(space.square, space);
    columns.add(match[1]!);
    rows.add(Number(match[2]));
  }
  const columnList = [...columns].sort();
  const rowList = [...rows].sort((a, b) => (flipped ? a - b : b - a));
  if (flipped) columnList.reverse();
  const cell = (space: SpaceInWords): string => {
    const what = space.piece ? `${space.piece}${space.more ? ` (${space.more})` : ''}` : 'empty';
    const marks = space.marks.length ? `, ${space.marks.join(', ')}` : '';
    // The name holds what is shown, word for word (marks too), so a voice command that
    // says what it sees finds the button. Outside the grid a space has no row and column
    // to name it: it shows its name.
    const shown = grid.has(space.square) ? (space.piece ?? '·') : `${space.square}: ${space.piece ?? '·'}`;
    return `<button type="button" class="board-words-space${space.piece ? '' : ' is-empty'}" data-space="${escapeHtml(space.square)}"${space.marks.includes('selected') ? ' aria-pressed="true"' : ''} aria-label="${escapeHtml(`${space.square}: ${what}${marks}`)}">${escapeHtml(shown)}${marks ? `<span class="board-words-mark">${escapeHtml(marks)}</span>` : ''}</button>`;
  };
  // A column's header shows its letter; a screen reader hears "column c".
  const head = `<tr><td></td>${columnList.map((column) => `<th scope="col"><span class="visually-hidden">${words.column} </span>${column}</th>`).join('')}</tr>`;
  const body = rowList
    .map(
      (row) =>
        `<tr><th scope="row">${words.row} ${row}</th>${columnList
          .map((column) => {
            const space = grid.get(`${column}${row}`);
            return `<td>${space ? cell(space) : ''}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  const table = `<table class="board-words-table"><caption>${escapeHtml(caption)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`;
  const rest = others.length ? `<p class="board-words-others">${others.map((space) => cell(space)).join(' ')}</p>` : '';
  return table + rest;
};
