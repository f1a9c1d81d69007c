/**
 * Where a reader of the explorer stands: the variant's start, the position reached by
 * moves from it (clicked one by one, or pasted as movetext or a whole record), or a
 * position pasted in the game's notation. Each gives the canonical position string and
 * its key (position-key.ts), the same the game's end counted (opening-path.ts).
 */
import type { Game } from '../engine/game.ts';
import { err, failure, ok, type EngineError, type Result } from '../engine/result.ts';
import { positionKey } from './position-key.ts';

export interface ExplorerPlace {
  /** The position in the game's canonical notation. */
  readonly position: string;
  readonly key: string;
  /** The moves from the start that led here, strict notation; null for a pasted position. */
  readonly moves: readonly string[] | null;
  /** The side to move. */
  readonly toMove: string;
}

/** What the reader asked for: `moves` (movetext) or `position` (notation), or neither for the start. */
export interface PlaceRequest {
  readonly moves?: string | undefined;
  readonly position?: string | undefined;
}

/** Longer pasted text than any opening needs is refused before it is read. */
const MAX_TEXT = 4_000;

const placeOf = <P>(game: Game<P>, variant: string, position: P, moves: readonly string[] | null): ExplorerPlace => {
  const text = game.makePosition(position);
  return { position: text, key: positionKey(game.id, variant, text), moves, toMove: game.toMove(position) };
};

export const explorerPlace = <P, M>(
  game: Game<P, M>,
  variant: string,
  request: PlaceRequest,
): Result<ExplorerPlace, EngineError> => {
  const moves = request.moves?.trim() ?? '';
  const position = request.position?.trim() ?? '';
  if (moves && position) return failure('ERR_QUERY', 'give moves or a position, not both');
  if (moves.length > MAX_TEXT || position.length > MAX_TEXT)
    return failure('ERR_QUERY', `pasted text is limited to ${MAX_TEXT} characters`);
  if (position) {
    const parsed = game.parsePosition(position);
    return parsed.ok ? ok(placeOf(game, variant, parsed.value, null)) : parsed;
  }
  if (!moves) return ok(placeOf(game, variant, game.startPosition(variant), []));
  const replayed = game.replayRecord(moves, { variant });
  if (!replayed.ok) return replayed;
  const record = replayed.value;
  if (record.variant !== variant)
    return failure('ERR_TAG_VARIANT', `the record is of the variant "${record.variant}", not "${variant}"`);
  if (game.makePosition(record.start) !== game.makePosition(game.startPosition(variant)))
    return failure('ERR_TAG_POSITION', 'the explorer follows games from the usual start; paste the position instead');
  if (record.stopped)
    return err({
      ...record.stopped.error,
      message: `move ${record.stopped.ply + 1}, "${record.stopped.text}": ${record.stopped.error.message}`,
    });
  return ok(placeOf(game, variant, record.position, record.notation));
};
