/** Adomoc behind the shared game interface: a thin adapter over the engine's own API. */
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
const variantOf = (variant: string): Variant => {
  if (!isVariant(variant)) throw new Error(`unknown Adomoc variant "${variant}"`);
  return variant;
};

/** The engine's outcome, whose winner may only be a breed, read back from the generic one. */
const adomocOutcome = (outcome: GameOutcome): Outcome => outcome as Outcome;

export const adomocGame: Game<Position, Move> = {
  id: 'adomoc',
  name: 'Adomoc',
  variants: [
    { id: 'standard', name: 'Standard', summary: 'The first prime sun to reach the centre wins.' },
    {
      id: 'infinite',
      name: 'Infinite',
      summary: 'Captured pieces always return through origination, so games can run very long.',
    },
    {
      id: 'altogether',
      name: 'Altogether',
      summary: 'When a sun is centred, each side scores the cycle numbers of its pieces; the higher total wins.',
    },
  ],
  defaultVariant: 'standard',
  sides: [
    { id: 'light', name: 'Light' },
    { id: 'dark', name: 'Dark' },
  ],

  startPosition: () => startPosition(),
  parsePosition: (text) => parsePosition(text),
  makePosition: (position) => makePosition(position),
  toMove: (position) => position.turn,

  legalMoves: (position, variant) => legalMoves(position, variantOf(variant)),
  parseMove: (position, variant, text) => parseMove(position, variantOf(variant), text),
  makeMove: (_position, move) => makeMove(move),
  play: (position, variant, move) => play(position, variantOf(variant), move),
  outcome: (position, variant) => outcomeOf(position, variantOf(variant)),
  describeEvent: (event: GameEventLike) => describeEvent(event as GameEvent),
  describeProposedEvent: (event: GameEventLike) => describeProposedEvent(event as GameEvent),
  describeOutcome: (outcome) => describeOutcome(adomocOutcome(outcome)),

  movableSquares: (position, variant) => movableFrom(position, variantOf(variant)).map((sq) => squareName(sq)),
  targetsFrom: (position, variant, from): Target<Move>[] => {
    const square = parseSquare(from);
    if (square === undefined) return [];
    return landingsFrom(position, variantOf(variant), square).map((landing) => ({
      to: squareName(landing.to),
      options: landing.moves.map(
        (move): MoveOption<Move> => ({
          move,
          notation: makeMove(move),
          kind: move.kind,
          ...(move.origin === null ? {} : { choice: squareName(move.origin) }),
        }),
      ),
    }));
  },

  makeRecord: (header, notation) => {
    const start = headerStart(header, parsePosition);
    return makeTaggedRecord(
      {
        variant: variantOf(header.variant),
        light: header.players?.light,
        dark: header.players?.dark,
        started: header.started,
        ended: header.ended,
        start,
        outcome: header.outcome ? adomocOutcome(header.outcome) : null,
        extra: header.extra,
      },
      notation,
    );
  },
  replayRecord: (text, options = {}) => {
    if (options.variant !== undefined && !isVariant(options.variant))
      return failure(
        'ERR_VARIANT',
        `"${options.variant}" is not an Adomoc variant; use standard, infinite or altogether`,
      );
    const hasVariantTag = /^\s*\[Variant\s/m.test(text);
    const tagged = replayTaggedRecord(
      hasVariantTag || options.variant === undefined ? text : `[Variant "${options.variant}"]\n${text}`,
    );
    if (!tagged.ok) return tagged;
    return replayedRecord(adomocGame, tagged.value);
  },
};
