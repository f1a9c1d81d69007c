/** ADIX behind the shared game interface: a thin adapter over the engine's own API. */
import type { Game, GameEventLike, GameOutcome, MoveOption, Target } from '../game.ts';
import { headerStart, replayedRecord } from '../record-adapter.ts';
import { failure } from '../result.ts';
import { parseSquare, squareName } from './board.ts';
import { describeEvent, describeProposedEvent, type GameEvent } from './events.ts';
import { landingsFrom, movableFrom } from './landings.ts';
import { makeMove, parseMove } from './move-notation.ts';
import { legalMoves, type Move } from './moves.ts';
import { outcomeOf, type Outcome } from './outcome.ts';
import { play } from './play.ts';
import { makePosition, parsePosition } from './position-notation.ts';
import { startPosition, type Position } from './position.ts';
import { describeOutcome } from './record.ts';
import { makeTaggedRecord, replayTaggedRecord } from './tagged-record.ts';
import { VARIANTS, type Variant } from './types.ts';

const isVariant = (variant: string): variant is Variant => (VARIANTS as readonly string[]).includes(variant);

/** Callers pass variant ids they read from `variants`; anything else is a bug, not input. */
const checkVariant = (variant: string): void => {
  if (!isVariant(variant)) throw new Error(`unknown ADIX variant "${variant}"`);
};

/** The engine's outcome, whose winner may only be a side, read back from the generic one. */
const adixOutcome = (outcome: GameOutcome): Outcome => outcome as Outcome;

/** What a board interface offers when several ways to play share one target square. */
const choiceOf = (move: Move): string => (move.kind === 'pivot' ? (move.rotation ?? 'clockwise') : move.kind);

export const adixGame: Game<Position, Move> = {
  id: 'adix',
  name: 'ADIX',
  variants: [
    {
      id: 'standard',
      name: 'Standard',
      summary:
        'Capture the enemy captain or its last teammate; rock beats scissors, scissors beat paper, paper beats rock.',
    },
  ],
  defaultVariant: 'standard',
  sides: [
    { id: 'white', name: 'White' },
    { id: 'black', name: 'Black' },
  ],

  startPosition: (variant) => {
    checkVariant(variant);
    return startPosition();
  },
  parsePosition: (text) => parsePosition(text),
  makePosition: (position) => makePosition(position),
  toMove: (position) => position.turn,

  legalMoves: (position, variant) => {
    checkVariant(variant);
    return legalMoves(position);
  },
  parseMove: (position, variant, text) => {
    checkVariant(variant);
    return parseMove(position, text);
  },
  makeMove: (position, move) => makeMove(position, move),
  play: (position, variant, move) => {
    checkVariant(variant);
    return play(position, move);
  },
  outcome: (position, variant) => {
    checkVariant(variant);
    return outcomeOf(position);
  },
  describeEvent: (event: GameEventLike) => describeEvent(event as GameEvent),
  describeProposedEvent: (event: GameEventLike) => describeProposedEvent(event as GameEvent),
  describeOutcome: (outcome) => describeOutcome(adixOutcome(outcome)),

  movableSquares: (position, variant) => {
    checkVariant(variant);
    return movableFrom(position).map((sq) => squareName(sq));
  },
  targetsFrom: (position, variant, from): Target<Move>[] => {
    checkVariant(variant);
    const square = parseSquare(from);
    if (square === undefined) return [];
    return landingsFrom(position, square).map((landing) => ({
      to: squareName(landing.to),
      options: landing.moves.map(
        (move): MoveOption<Move> => ({
          move,
          notation: makeMove(position, move),
          kind: move.kind,
          ...(landing.moves.length > 1 ? { choice: choiceOf(move) } : {}),
        }),
      ),
    }));
  },

  makeRecord: (header, notation) => {
    checkVariant(header.variant);
    const start = headerStart(header, parsePosition);
    return makeTaggedRecord(
      {
        variant: 'standard',
        white: header.players?.white,
        black: header.players?.black,
        started: header.started,
        ended: header.ended,
        start,
        outcome: header.outcome ? adixOutcome(header.outcome) : null,
        extra: header.extra,
      },
      notation,
    );
  },
  replayRecord: (text, options = {}) => {
    if (options.variant !== undefined && !isVariant(options.variant))
      return failure('ERR_VARIANT', `"${options.variant}" is not an ADIX variant; ADIX has one variant, standard`);
    const tagged = replayTaggedRecord(text);
    if (!tagged.ok) return tagged;
    return replayedRecord(adixGame, tagged.value);
  },
};
