/** The Adomoc rules engine: pure TypeScript, no platform imports. */
export * from './types.ts';
export {
  ADJACENT,
  adjacentTo,
  breedColumns,
  columnOf,
  cycleOf,
  isOriginSpace,
  originSpacesOf,
  parseSquare,
  squareAt,
  squareName,
  type LineKind,
} from './board.ts';
export { samePosition, startPosition, type Position, type ReverseBar } from './position.ts';
export {
  START_POSITION,
  makePosition,
  parsePosition,
  type PositionError,
  type PositionErrorCode,
} from './position-notation.ts';
export {
  MOVE_KINDS,
  countLegalMoves,
  hasLegalMove,
  isLegal,
  legalMoves,
  legalMovesFrom,
  movesOntoPieces,
  sameMove,
  type Move,
  type MoveKind,
} from './moves.ts';
export { inStateOfPrimes } from './movegen.ts';
export { applyMove, heldFeet, play, type PlayError, type Played } from './play.ts';
export { END_REASONS, altogetherScore, outcomeOf, type EndReason, type Outcome, type Score } from './outcome.ts';
export { describeEvent, describeProposedEvent, type GameEvent } from './events.ts';
export { makeMove, parseMove, parseMoveText, type MoveError, type MoveText } from './move-notation.ts';
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
