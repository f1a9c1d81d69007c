/**
 * The tagged record for export, in the spirit of PGN: `[Name "value"]` lines (game,
 * variant, players, dates, result, the start position when it is not the usual one),
 * a blank line, then the movetext.
 */
import { ok, type Result } from '../result.ts';
import { readTaggedRecord, writeTaggedRecord, type TaggedError, type TaggedRecordOf } from '../tags.ts';
import type { Outcome } from './outcome.ts';
import { makePosition, parsePosition, START_POSITION } from './position-notation.ts';
import { startPosition, type Position } from './position.ts';
import { makeRecord, replayRecord, type Replay } from './record.ts';
import { VARIANTS, type Variant } from './types.ts';

export type { TaggedError } from '../tags.ts';

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

export const makeTaggedRecord = (header: RecordHeader, notation: readonly string[]): string => {
  const start = header.start ?? startPosition();
  const position = makePosition(start);
  return writeTaggedRecord(
    {
      game: 'ADIX',
      variant: header.variant,
      players: [
        ['White', header.white],
        ['Black', header.black],
      ],
      started: header.started,
      ended: header.ended,
      outcome: header.outcome,
      position: position === START_POSITION ? undefined : position,
      extra: header.extra,
    },
    makeRecord(start, notation, header.outcome ?? null),
  );
};

export type TaggedRecord = TaggedRecordOf<Position, Variant>;

/** Reads the tags (all optional) and the movetext; an untagged record is read as movetext. */
export const parseTaggedRecord = (text: string): Result<TaggedRecord, TaggedError> =>
  readTaggedRecord(text, {
    variants: VARIANTS,
    variantHint: 'ADIX has one variant, standard',
    startPosition,
    parsePosition,
  });

/** Parses a tagged (or plain) record and replays its moves. */
export const replayTaggedRecord = (text: string): Result<{ record: TaggedRecord; replay: Replay }, TaggedError> => {
  const record = parseTaggedRecord(text);
  if (!record.ok) return record;
  return ok({ record: record.value, replay: replayRecord(record.value.movetext, { start: record.value.start }) });
};
