/**
 * Every code the engine's failures carry, as one closed set: each reader's and rule
 * check's own union (PositionErrorCode, MoveErrorCode, …) is a part of it, and result.ts
 * makes `failure` refuse any code outside the set a program knows.
 */
export const ENGINE_FAILURE_CODES = [
  // A move's text that cannot be read.
  'ERR_SYNTAX',
  // A readable move that the rules refuse, with the reason why (adomoc/explain.ts, adix/explain.ts).
  'ERR_GAME_OVER',
  'ERR_ILLEGAL',
  'ERR_NO_PIECE',
  'ERR_NOT_YOUR_PIECE',
  'ERR_WRONG_PIECE',
  'ERR_WRONG_FACE',
  'ERR_HELD',
  'ERR_SHELTERED',
  'ERR_PIVOT_LIMIT',
  'ERR_TIP_TARGET',
  'ERR_SAME_SPACE',
  'ERR_SAME_SQUARE',
  'ERR_LINE',
  'ERR_TOO_FAR',
  'ERR_BLOCKED',
  'ERR_OCCUPIED',
  'ERR_NO_TARGET',
  'ERR_CAPTURE',
  'ERR_LANDING',
  'ERR_BEHAVIOUR',
  'ERR_NO_ORIGIN_SPACE',
  'ERR_ORIGIN',
  // A position's notation (adomoc/position-notation.ts, adix/position-notation.ts).
  'ERR_FIELDS',
  'ERR_BOARD',
  'ERR_CENTRE',
  'ERR_SIDE',
  'ERR_REVERSE',
  'ERR_ROUND',
  'ERR_PIECE',
  'ERR_PIECE_COUNT',
  'ERR_PIVOTS',
  'ERR_QUIET',
  'ERR_MOVE_NUMBER',
  // A game's record and its tags (movetext.ts, tags.ts, record-adapter.ts).
  'ERR_RECORD_SYNTAX',
  'ERR_AFTER_END',
  'ERR_TAG',
  'ERR_TAG_GAME',
  'ERR_TAG_VARIANT',
  'ERR_TAG_POSITION',
  // A record's text not in the form its JSON form is read from (record-json.ts).
  'ERR_RECORD_FORM',
  'ERR_VARIANT',
] as const;

export type EngineFailureCode = (typeof ENGINE_FAILURE_CODES)[number];
