/**
 * The JSON form of a tagged record (docs/records.md), one-to-one with the text Orrery
 * writes: the tags in their order, where the movetext's numbering starts, the moves, and
 * the token that ends a game the moves alone do not (`_` a forfeit, `--` an agreed draw).
 * `readRecordJson` reads the strict text (as written, not the lenient spelling players
 * may type: the engine's `replayRecord` reads that), `writeRecordJson` writes it back, and
 * each undoes the other. Neither plays the moves: checking them is the engine's replay.
 */
import { printable } from './printable.ts';
import { failure, ok, type EngineError, type Result } from './result.ts';
import { readTagLine, writeTagLines } from './tags.ts';

export type RecordJsonErrorCode = 'ERR_RECORD_FORM';
export type RecordJsonError = EngineError<RecordJsonErrorCode>;

/** How a record's movetext ends when its moves do not show the end. */
export type RecordEnd = '_' | '--';

export interface RecordJson {
  /** `[Name "value"]` lines in order, as [name, value]; values hold no control characters. */
  readonly tags: readonly (readonly [name: string, value: string])[];
  /** The round the movetext starts at, and whether the second player moves first there (`6...`); null when it is empty. */
  readonly first: { readonly round: number; readonly second: boolean } | null;
  /** Every move in the game's strict notation, in order. */
  readonly moves: readonly string[];
  readonly end: RecordEnd | null;
}

const ROUND = /^([1-9][0-9]*)(\.|\.\.\.)$/;

const formError = (message: string): Result<never, RecordJsonError> => failure('ERR_RECORD_FORM', message);

/** The movetext of a record's JSON form: numbers before each round's first move, then the end. */
const writeMovetext = (record: RecordJson): string => {
  if (record.first === null) return '';
  const parts: string[] = [];
  let { round, second } = record.first;
  const place = (text: string) => {
    if (!second) parts.push(`${round}.`);
    else if (parts.length === 0) parts.push(`${round}...`);
    parts.push(text);
    if (second) round++;
    second = !second;
  };
  for (const move of record.moves) place(move);
  if (record.end) place(record.end);
  return parts.join(' ');
};

/** The record's text, exactly as Orrery writes it. */
export const writeRecordJson = (record: RecordJson): string =>
  `${writeTagLines(record.tags)}\n\n${writeMovetext(record)}\n`;

/** Reads the movetext's tokens, checking each number is the one due. */
const readMovetext = (
  movetext: string,
): Result<{ first: RecordJson['first']; moves: string[]; end: RecordEnd | null }, RecordJsonError> => {
  if (movetext === '') return ok({ first: null, moves: [], end: null });
  const tokens = movetext.split(' ');
  const opening = ROUND.exec(tokens[0] ?? '');
  if (!opening) return formError(`the movetext starts with "${printable(tokens[0] ?? '', 20)}", not a round's number`);
  const first = { round: Number(opening[1]), second: opening[2] === '...' };
  let { round, second } = first;
  const plies: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (i > 1 && !second) {
      if (token !== `${round}.`) return formError(`"${round}." was due before "${printable(token, 20)}"`);
      i++;
      if (i >= tokens.length) return formError(`round ${round} has no move`);
    }
    const ply = tokens[i]!;
    if (ply === '' || ROUND.test(ply)) return formError(`"${printable(ply, 20)}" stands where a move was due`);
    plies.push(ply);
    if (second) round++;
    second = !second;
  }
  if (plies.length === 0) return formError('the movetext has a number and no move');
  const last = plies[plies.length - 1]!;
  const end = last === '_' || last === '--' ? last : null;
  const moves = end ? plies.slice(0, -1) : plies;
  if (moves.some((move) => move === '_' || move === '--'))
    return formError('"_" and "--" end a game: nothing may follow them');
  return ok({ first, moves, end });
};

/** The JSON form of a record as written: tag lines, a blank line, one line of movetext. */
export const readRecordJson = (text: string): Result<RecordJson, RecordJsonError> => {
  const lines = text.split('\n');
  const blank = lines.indexOf('');
  if (blank < 0 || lines.length !== blank + 3 || lines[blank + 2] !== '')
    return formError('a record is its tag lines, a blank line, the movetext on one line, and a line break');
  const tags: [string, string][] = [];
  for (const line of lines.slice(0, blank)) {
    const tag = readTagLine(line);
    if (!tag || `${writeTagLines([tag])}` !== line)
      return formError(`"${printable(line, 60)}" is not a tag line as written: [Name "value"]`);
    tags.push(tag);
  }
  const movetext = readMovetext(lines[blank + 1]!);
  if (!movetext.ok) return movetext;
  return ok({ tags, ...movetext.value });
};
