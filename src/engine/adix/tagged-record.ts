/**
 * The tagged record for export, in the spirit of PGN: `[Name "value"]` lines (game,
 * variant, players, dates, result, the start position when it is not the usual one),
 * a blank line, then the movetext.
 */
import { printable, withoutControls } from '../printable.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import type { Outcome } from './outcome.ts';
import { makePosition, parsePosition, START_POSITION } from './position-notation.ts';
import { startPosition, type Position } from './position.ts';
import { makeRecord, replayRecord, type Replay } from './record.ts';
import { VARIANTS, type Variant } from './types.ts';

export interface RecordHeader {
  readonly variant: Variant;
  readonly white?: string;
  readonly black?: string;
  /** Dates as ISO 8601 strings (YYYY-MM-DD or a full timestamp). */
  readonly started?: string;
  readonly ended?: string;
  readonly start?: Position;
  readonly outcome?: Outcome | null;
  /** Any further tags, written after the standard ones. */
  readonly extra?: Readonly<Record<string, string>>;
}

export type TaggedErrorCode = 'ERR_TAG' | 'ERR_TAG_VARIANT' | 'ERR_TAG_POSITION';
export type TaggedError = EngineError<TaggedErrorCode>;

/** A tag value never holds control characters: a line break in a name could forge a tag. */
const plainValue = (value: string): string => withoutControls(value, ' ');

/** Quotes and backslashes escaped, control characters made spaces. */
const quote = (value: string): string => `"${plainValue(value).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;

const resultTag = (outcome: Outcome | null | undefined): string => (outcome ? (outcome.winner ?? 'draw') : 'ongoing');

export const makeTaggedRecord = (header: RecordHeader, notation: readonly string[]): string => {
  const start = header.start ?? startPosition();
  const tags: [string, string][] = [
    ['Game', 'ADIX'],
    ['Variant', header.variant],
    ['White', header.white ?? '?'],
    ['Black', header.black ?? '?'],
  ];
  if (header.started) tags.push(['Started', header.started]);
  if (header.ended) tags.push(['Ended', header.ended]);
  tags.push(['Result', resultTag(header.outcome)]);
  if (header.outcome) tags.push(['Termination', header.outcome.reason]);
  const position = makePosition(start);
  if (position !== START_POSITION) tags.push(['Position', position]);
  for (const [name, value] of Object.entries(header.extra ?? {})) if (/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) tags.push([name, value]);
  const movetext = makeRecord(start, notation, header.outcome ?? null);
  return `${tags.map(([name, value]) => `[${name} ${quote(value)}]`).join('\n')}\n\n${movetext}\n`;
};

export interface TaggedRecord {
  readonly tags: Readonly<Record<string, string>>;
  readonly variant: Variant;
  readonly start: Position;
  readonly movetext: string;
}

const TAG_LINE = /^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;

/** Reads the tags (all optional) and the movetext; an untagged record is read as movetext. */
export const parseTaggedRecord = (text: string): Result<TaggedRecord, TaggedError> => {
  const tags: Record<string, string> = {};
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    if (!line.startsWith('[')) break;
    const match = TAG_LINE.exec(line);
    if (!match) return failure('ERR_TAG', `line ${i + 1}: "${printable(line, 60)}" is not a tag; write tags as [Name "value"]`);
    tags[match[1]!] = plainValue(match[2]!.replace(/\\(.)/g, '$1'));
  }
  const variantTag = (tags.Variant ?? 'standard').toLowerCase();
  if (!(VARIANTS as readonly string[]).includes(variantTag))
    return failure('ERR_TAG_VARIANT', `Variant "${printable(tags.Variant ?? '')}" is unknown; ADIX has one variant, standard`);
  let start = startPosition();
  if (tags.Position !== undefined) {
    const parsed = parsePosition(tags.Position);
    if (!parsed.ok) return failure('ERR_TAG_POSITION', `Position tag: ${parsed.error.message}`);
    start = parsed.value;
  }
  return ok({ tags, variant: variantTag as Variant, start, movetext: lines.slice(i).join('\n').trim() });
};

/** Parses a tagged (or plain) record and replays its moves. */
export const replayTaggedRecord = (text: string): Result<{ record: TaggedRecord; replay: Replay }, TaggedError> => {
  const record = parseTaggedRecord(text);
  if (!record.ok) return record;
  return ok({ record: record.value, replay: replayRecord(record.value.movetext, { start: record.value.start }) });
};
