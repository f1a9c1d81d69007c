/**
 * Copies of boards for the positions the search makes and forgets by the million.
 *
 * `Uint8Array.prototype.slice` gives each copy its own buffer; V8 keeps a typed array
 * over 64 bytes off its heap, and an 81-square board is over: every copy was an
 * allocation outside the heap plus its bookkeeping, about 600 ns, the search's largest
 * single cost with the garbage collection it caused. A view into a shared block is an
 * ordinary object on the heap, about a tenth of that (docs/computer.md, "Speed", measured with
 * `npm run bench:search`).
 *
 * Only for positions that do not outlive a search: one kept board keeps its whole block
 * (about 80 KB) alive. Games' own positions use the engine's plain copy.
 */
const BOARDS_PER_BLOCK = 1024;

/** A copier for boards of `size` squares. */
export const boardCopies = (size: number): ((board: Uint8Array) => Uint8Array) => {
  let block = new ArrayBuffer(size * BOARDS_PER_BLOCK);
  let used = 0;
  return (board) => {
    if (used === BOARDS_PER_BLOCK) {
      block = new ArrayBuffer(size * BOARDS_PER_BLOCK);
      used = 0;
    }
    const copy = new Uint8Array(block, size * used++, size);
    copy.set(board);
    return copy;
  };
};
