/**
 * Records behind the Game interface, as both games' adapters (their game.ts) handle them:
 * the interface's header in, the interface's ReplayedRecord out.
 */
import type { GameOutcome, Named, RecordHeader, ReplayedRecord } from './game.ts';
import { printable } from './printable.ts';
import { failure, ok, type EngineError, type Result } from './result.ts';

/** The start position a header names, if any. Callers pass positions the game wrote, so a bad one is a bug. */
export const headerStart = <P>(
  header: RecordHeader,
  parsePosition: (text: string) => Result<P, EngineError>,
): P | undefined => {
  if (header.start === undefined) return undefined;
  const start = parsePosition(header.start);
  if (!start.ok) throw new Error(`makeRecord: ${start.error.message}`);
  return start.value;
};

/** What the adapters read from a game's own tagged record and its replay. */
export interface EngineReplay<P> {
  readonly record: { readonly tags: Readonly<Record<string, string>>; readonly variant: string };
  readonly replay: {
    readonly start: P;
    readonly position: P;
    readonly notation: readonly string[];
    readonly outcome: GameOutcome | null;
    readonly stopped: { readonly ply: number; readonly text: string; readonly error: EngineError } | null;
  };
}

/**
 * A game's replayed record in the interface's terms. A Game tag naming another game is
 * refused (ERR_TAG_GAME), so that one game's moves are never read as another's.
 */
export const replayedRecord = <P>(
  game: Named,
  { record, replay }: EngineReplay<P>,
): Result<ReplayedRecord<P>, EngineError> => {
  const gameTag = record.tags.Game;
  if (gameTag !== undefined && gameTag.toLowerCase() !== game.id)
    return failure('ERR_TAG_GAME', `this is a record of ${printable(gameTag, 40)}, not of ${game.name}`);
  const stopped = replay.stopped;
  return ok({
    variant: record.variant,
    tags: record.tags,
    start: replay.start,
    position: replay.position,
    notation: replay.notation,
    outcome: replay.outcome,
    stopped: stopped ? { ply: stopped.ply, text: stopped.text, error: stopped.error } : null,
  });
};
