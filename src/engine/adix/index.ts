/** The ADIX rules engine: pure TypeScript, no platform imports. */
export * from './types.ts';
export {
  DIRECTIONS,
  fileOf,
  lineBetween,
  orthogonalDirection,
  parseSquare,
  rankOf,
  squareAt,
  squareName,
  type DirectionName,
} from './board.ts';
export { beats, isValidCube, oppositeFace, pivotCube, tipCube } from './cube.ts';
export {
  PIVOT_LIMIT,
  QUIET_LIMIT,
  START_CAPTAIN,
  START_TEAMMATE,
  pivotBarOf,
  samePosition,
  startPosition,
  type PivotStreak,
  type Pivots,
  type Position,
} from './position.ts';
export {
  MAX_TEAMMATES,
  START_POSITION,
  makePosition,
  parsePosition,
  pieceLetters,
  type PositionError,
  type PositionErrorCode,
} from './position-notation.ts';
export {
  MOVE_KINDS,
  ROTATIONS,
  countLegalMoves,
  hasLegalMove,
  isFinished,
  isLegal,
  legalCaptures,
  legalMoves,
  legalMovesFrom,
  sameMove,
  type Move,
  type MoveKind,
  type Rotation,
} from './moves.ts';
export { captainSquare, isDecisiveCapture, teammateCount } from './material.ts';
export { applyMove, movedPiece, outcomeAfter, play, type PlayError, type Played } from './play.ts';
export { END_REASONS, outcomeOf, type EndReason, type Outcome } from './outcome.ts';
export { describeEnding, describeEvent, describeProposedEvent, type GameEvent } from './events.ts';
export {
  ACTIONS,
  makeMove,
  moveLetters,
  parseMove,
  parseMoveText,
  type Action,
  type MoveError,
  type MoveText,
} from './move-notation.ts';
export type { MoveErrorCode } from './explain.ts';
export {
  describeOutcome,
  makeRecord,
  replayRecord,
  tokenizeRecord,
  type Replay,
  type ReplayOptions,
  type ReplayStop,
} from './record.ts';
export {
  makeTaggedRecord,
  parseTaggedRecord,
  replayTaggedRecord,
  type RecordHeader,
  type TaggedRecord,
} from './tagged-record.ts';
export { landingsFrom, movableFrom, type Landing } from './landings.ts';
export { perft } from './perft.ts';
