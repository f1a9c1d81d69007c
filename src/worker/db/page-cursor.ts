/**
 * Lists a page at a time by keyset cursors (docs/api.md, "Pages of a list"): a list has an
 * order of a few columns that ends in a unique one, and a cursor is the values of that
 * order at the row a page ended (or began) on, with the way to go from it. A page reads
 * the rows after those values on the list's index, so a page costs its own rows at any
 * depth, and rows added at the list's head while a reader walks it never shift or repeat
 * what is left to read. The cursor is opaque to readers: base64url of a small JSON array.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';

/** The values of a list's order at one row: numbers and strings, one for each column. */
export type CursorKey = readonly (number | string)[];

/**
 * Where a page starts: after `key`, reading on down the list (to older games, or later
 * tournaments), or before it, back toward the list's head.
 */
export interface Cursor {
  readonly toward: 'on' | 'back';
  readonly key: CursorKey;
}

/** One page of a list, with the cursors of the pages on either side (null at an end). */
export interface Page<T> {
  readonly items: readonly T[];
  /** The page after this one, down the list (older games). */
  readonly next: string | null;
  /** The page before this one, toward the list's head (newer games). */
  readonly previous: string | null;
}

const TOWARD = { o: 'on', n: 'back' } as const;

const toBase64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export const encodeCursor = (cursor: Cursor): string =>
  toBase64url(JSON.stringify([cursor.toward === 'on' ? 'o' : 'n', ...cursor.key]));

const readJson = (text: string): unknown => {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
};

/** Longer than any cursor this server writes: a longer one is refused before it is read. */
const CURSOR_MAX = 300;

/**
 * Reads a cursor of a list whose order has columns of the types in `shape`; a cursor of
 * another list, cut short or made up is refused with ERR_CURSOR.
 */
export const decodeCursor = (text: string, shape: readonly ('number' | 'string')[]): Result<Cursor, EngineError> => {
  const refused = failure(
    'ERR_CURSOR',
    'this cursor is not one of this list: use the `next` or `previous` value of a page of the same list as it was given, or leave it out for the first page',
  );
  if (text.length > CURSOR_MAX || !/^[\w-]+$/.test(text)) return refused;
  const value = readJson(text);
  if (!Array.isArray(value) || value.length !== shape.length + 1) return refused;
  const [way, ...key] = value as unknown[];
  if (way !== 'o' && way !== 'n') return refused;
  const fits = key.every((part, i) =>
    shape[i] === 'number' ? Number.isSafeInteger(part) : typeof part === 'string' && part.length <= 100,
  );
  return fits ? ok({ toward: TOWARD[way], key: key as CursorKey }) : refused;
};

/**
 * The condition and order of one page: rows past the cursor's key in the list's order of
 * `columns` (descending, newest first, unless `ascending`), or before it (read in reverse,
 * then turned back). SQLite walks an index on the columns from the row value itself
 * (`(a, b) < (?, ?)`), so a page deep in the list costs what the first does.
 */
export const pageOrder = (
  columns: readonly AnyColumn[],
  cursor: Cursor | null,
  ascending = false,
): { where: SQL | undefined; orderBy: SQL[] } => {
  const up = ascending !== (cursor?.toward === 'back');
  const orderBy = columns.map((column) => (up ? asc(column) : desc(column)));
  if (!cursor) return { where: undefined, orderBy };
  const values = sql.join(
    cursor.key.map((part) => sql`${part}`),
    sql`, `,
  );
  return { where: sql`(${sql.join([...columns], sql`, `)}) ${up ? sql`>` : sql`<`} (${values})`, orderBy };
};

/**
 * A page from the rows a read of `limit + 1` gave in `pageOrder`'s order: the extra row
 * says whether more lie beyond.
 */
export const pageOf = <T>(
  rows: readonly T[],
  limit: number,
  cursor: Cursor | null,
  keyOf: (row: T) => CursorKey,
): Page<T> => {
  const more = rows.length > limit;
  const taken = rows.slice(0, limit);
  const back = cursor?.toward === 'back';
  const items = back ? taken.reverse() : taken;
  const first = items[0];
  const last = items.at(-1);
  const onward = back ? last !== undefined : more;
  const before = cursor === null ? false : back ? more : first !== undefined;
  return {
    items,
    next: onward && last ? encodeCursor({ toward: 'on', key: keyOf(last) }) : null,
    previous: before && first ? encodeCursor({ toward: 'back', key: keyOf(first) }) : null,
  };
};
