/** ADIX behind the shared game interface: a thin adapter over the engine's own API. */
import type { Game, GameEventLike, GameOutcome, MoveOption, ReplayedRecord, Target } from '../game.ts';
import { printable } from '../printable.ts';
import { failure, ok } from '../result.ts';
import { parseSquare, squareName } from './board.ts';
import { describeEvent, type GameEvent } from './events.ts';
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
  variants: [{ id: 'standard', name: 'Standard', summary: 'Capture the enemy captain or its last teammate; rock beats scissors, scissors beat paper, paper beats rock.' }],
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
    const start = header.start === undefined ? undefined : parsePosition(header.start);
    if (start && !start.ok) throw new Error(`makeRecord: ${start.error.message}`);
    return makeTaggedRecord(
      {
        variant: 'standard',
        ...(header.players?.white === undefined ? {} : { white: header.players.white }),
        ...(header.players?.black === undefined ? {} : { black: header.players.black }),
        ...(header.started === undefined ? {} : { started: header.started }),
        ...(header.ended === undefined ? {} : { ended: header.ended }),
        ...(start ? { start: start.value } : {}),
        outcome: header.outcome ? adixOutcome(header.outcome) : null,
        ...(header.extra ? { extra: header.extra } : {}),
      },
      notation,
    );
  },
  replayRecord: (text, options = {}) => {
    if (options.variant !== undefined && !isVariant(options.variant))
      return failure('ERR_VARIANT', `"${options.variant}" is not an ADIX variant; ADIX has one variant, standard`);
    const tagged = replayTaggedRecord(text);
    if (!tagged.ok) return tagged;
    const { record, replay } = tagged.value;
    const gameTag = record.tags.Game;
    if (gameTag !== undefined && gameTag.toLowerCase() !== 'adix')
      return failure('ERR_TAG_GAME', `this is a record of ${printable(gameTag, 40)}, not of ADIX`);
    const stopped = replay.stopped;
    const replayed: ReplayedRecord<Position> = {
      variant: record.variant,
      tags: record.tags,
      start: replay.start,
      position: replay.position,
      notation: replay.notation,
      outcome: replay.outcome,
      stopped: stopped ? { ply: stopped.ply, text: stopped.text, error: stopped.error } : null,
    };
    return ok(replayed);
  },
};
