/**
 * The tags of a record, in the spirit of PGN: `[Name "value"]` lines, a blank line, then
 * the movetext. Both games write the same tags in the same order (game, variant, players,
 * dates, result, the start position when it is not the usual one) and read them alike;
 * each game's tagged-record.ts says what its variants, players and positions are.
 */
import { printable, withoutControls } from './printable.ts';
import { failure, ok, type EngineError, type Result } from './result.ts';

export type TaggedErrorCode = 'ERR_TAG' | 'ERR_TAG_VARIANT' | 'ERR_TAG_POSITION';
export type TaggedError = EngineError<TaggedErrorCode>;

const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const TAG_LINE = /^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;

/** A tag value never holds control characters: a line break in a name could forge a tag. */
const plainValue = (value: string): string => withoutControls(value, ' ');

/** Quotes and backslashes escaped, control characters made spaces. */
const quote = (value: string): string => `"${plainValue(value).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;

/** The Result tag's value: the winning side's id, "draw", or "ongoing". */
export const resultTag = (outcome: { readonly winner: string | null } | null | undefined): string =>
  outcome ? (outcome.winner ?? 'draw') : 'ongoing';

export interface RecordTags {
  /** The game's name, as in `[Game "Adomoc"]`. */
  readonly game: string;
  readonly variant: string;
  /** The players' tags in order of play: the tag and the player's name, written "?" when unknown. */
  readonly players: readonly (readonly [tag: string, name: string | undefined])[];
  /** Dates as ISO 8601 strings (YYYY-MM-DD or a full timestamp). */
  readonly started?: string | undefined;
  readonly ended?: string | undefined;
  readonly outcome?: { readonly winner: string | null; readonly reason: string } | null | undefined;
  /** The Score tag, for a game that was scored (Adomoc's Altogether). */
  readonly score?: string | undefined;
  /** The start position's notation, given only when it is not the usual one. */
  readonly position?: string | undefined;
  /** Any further tags, written after the standard ones; a name no tag may have is left out. */
  readonly extra?: Readonly<Record<string, string>> | undefined;
}

/** The tag lines, a blank line and the movetext. */
export const writeTaggedRecord = (record: RecordTags, movetext: string): string => {
  const tags: [string, string][] = [
    ['Game', record.game],
    ['Variant', record.variant],
  ];
  for (const [tag, name] of record.players) tags.push([tag, name ?? '?']);
  if (record.started) tags.push(['Started', record.started]);
  if (record.ended) tags.push(['Ended', record.ended]);
  tags.push(['Result', resultTag(record.outcome)]);
  if (record.outcome) tags.push(['Termination', record.outcome.reason]);
  if (record.score !== undefined) tags.push(['Score', record.score]);
  if (record.position !== undefined) tags.push(['Position', record.position]);
  for (const [name, value] of Object.entries(record.extra ?? {})) if (TAG_NAME.test(name)) tags.push([name, value]);
  return `${writeTagLines(tags)}\n\n${movetext}\n`;
};

/** Tag lines in the order given, `[Name "value"]` each; a name no tag may have is left out. */
export const writeTagLines = (tags: readonly (readonly [name: string, value: string])[]): string =>
  tags
    .filter(([name]) => TAG_NAME.test(name))
    .map(([name, value]) => `[${name} ${quote(value)}]`)
    .join('\n');

/** One tag line read: its name and its value unescaped, or null for a line that is not one. */
export const readTagLine = (line: string): [name: string, value: string] | null => {
  const match = TAG_LINE.exec(line.trim());
  return match ? [match[1]!, plainValue(match[2]!.replace(/\\(.)/g, '$1'))] : null;
};

/** What reading a game's tags needs: its variants and its positions. */
export interface TagFormat<P, V extends string> {
  readonly variants: readonly V[];
  /** Said after an unknown Variant tag, e.g. "use standard, infinite or altogether". */
  readonly variantHint: string;
  readonly startPosition: () => P;
  readonly parsePosition: (text: string) => Result<P, EngineError>;
}

export interface TaggedRecordOf<P, V extends string> {
  readonly tags: Readonly<Record<string, string>>;
  readonly variant: V;
  readonly start: P;
  readonly movetext: string;
}

/**
 * Reads the tags (all optional) and the movetext; an untagged record is read as movetext,
 * and a record without a Variant tag is of the standard variant.
 */
export const readTaggedRecord = <P, V extends string>(
  text: string,
  format: TagFormat<P, V>,
): Result<TaggedRecordOf<P, V>, TaggedError> => {
  const tags: Record<string, string> = {};
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    if (!line.startsWith('[')) break;
    const tag = readTagLine(line);
    if (!tag)
      return failure('ERR_TAG', `line ${i + 1}: "${printable(line, 60)}" is not a tag; write tags as [Name "value"]`);
    tags[tag[0]] = tag[1];
  }
  const variantTag = (tags.Variant ?? 'standard').toLowerCase();
  const variant = format.variants.find((known) => known === variantTag);
  if (variant === undefined)
    return failure('ERR_TAG_VARIANT', `Variant "${printable(tags.Variant ?? '')}" is unknown; ${format.variantHint}`);
  let start = format.startPosition();
  if (tags.Position !== undefined) {
    const parsed = format.parsePosition(tags.Position);
    if (!parsed.ok) return failure('ERR_TAG_POSITION', `Position tag: ${parsed.error.message}`);
    start = parsed.value;
  }
  return ok({ tags, variant, start, movetext: lines.slice(i).join('\n').trim() });
};
