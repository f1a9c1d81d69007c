/** `orrery moves`: the legal moves of a position, or of one piece grouped by landing. */
import {
  CENTRE,
  breedOf,
  describePiece,
  heldFeet,
  landingsFrom,
  legalMoves,
  makeMove,
  squareName,
  type Position,
  type Square,
  type Variant,
} from '../engine/adomoc/index.ts';
import { optionValue } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { capitalise, outcomeLine } from './facts.ts';
import { readSquare, readVariantAndPosition } from './inputs.ts';

/** Notation sorts well as plain text: piece letter, prime, start space, landing. */
export const sortedNotation = (notation: readonly string[]): string[] => [...notation].sort();

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const allMoves = (position: Position, variant: Variant): string[] => {
  const moves = sortedNotation(legalMoves(position, variant).map(makeMove));
  const over = outcomeLine(position, variant);
  return [`${capitalise(position.turn)} to move (${variant}): ${plural(moves.length, 'legal move')}`, ...moves, ...(over ? [over] : [])];
};

/** Why the piece on `from` (if any) has no legal move, in a player's words. */
const whyNoMove = (position: Position, from: Square): string => {
  const code = position.board[from]!;
  if (position.board[CENTRE]) return 'The game is over: it has been centred.';
  if (!code) return `There is no piece on ${squareName(from)}.`;
  const piece = `The ${describePiece(code)} on ${squareName(from)}`;
  if (breedOf(code) !== position.turn) return `${piece} is not ${position.turn}'s, and it is ${position.turn}'s turn.`;
  const holders = heldFeet(position.board).get(from);
  if (holders) return `${piece} is held by the sun${holders.length > 1 ? 's' : ''} on ${holders.map(squareName).join(' and ')}.`;
  const bar = position.reverse;
  const barred = bar?.originated === from ? ` (and it may not originate the piece on ${squareName(bar.originator)} this turn)` : '';
  return `${piece} has no legal landing: each line it can use is blocked or ends on a piece it may not land on${barred}.`;
};

const movesFrom = (position: Position, variant: Variant, from: Square): string[] => {
  // By landing space name, the centre (the winning move) last.
  const order = (to: Square): string => (to === CENTRE ? '~' : squareName(to));
  const landings = landingsFrom(position, variant, from).sort((a, b) => (order(a.to) < order(b.to) ? -1 : 1));
  const count = landings.reduce((sum, landing) => sum + landing.moves.length, 0);
  if (count === 0) return [`0 legal moves from ${squareName(from)}. ${whyNoMove(position, from)}`];
  const header = `The ${describePiece(position.board[from]!)} on ${squareName(from)} (${variant}): ${plural(landings.length, 'landing')}, ${plural(count, 'legal move')}`;
  const actions = landings.map((landing) =>
    landing.kind === 'move' ? 'move' : landing.kind === 'centre' ? 'centre, winning' : `${landing.kind} the ${describePiece(position.board[landing.to]!)}`,
  );
  const width = Math.max(...actions.map((action) => action.length));
  const lines = landings.map((landing, i) => {
    const notation = sortedNotation(landing.moves.map(makeMove)).join(' ');
    return `  ${squareName(landing.to).padEnd(7)}${actions[i]!.padEnd(width)}  ${notation}`;
  });
  return [header, ...lines];
};

export const movesCommand: Command = {
  name: 'moves',
  summary: 'list the legal moves of a position',
  usage: 'orrery moves [position] [--variant v] [--from sq]',
  details: [
    'Lists every legal move of the player to move, sorted, with their number.',
    'Without a position, the start position. With --from, only the moves of the piece on',
    'that space, one line per landing space: an origination names the piece it sends away',
    'and lists a move for every origin space it may be sent to; the winning move comes last.',
  ],
  options: [VARIANT_OPTION, { name: 'from', value: 'sq', description: 'only the moves of the piece on this space, such as c3' }],
  run: (args, io) => {
    const read = readVariantAndPosition('moves', args, 0);
    if (!read.ok) return read;
    const { variant, position } = read.value;
    const fromText = optionValue(args, 'from');
    if (fromText === undefined) {
      io.out(`${allMoves(position, variant).join('\n')}\n`);
      return done;
    }
    const from = readSquare('from', fromText);
    if (!from.ok) return from;
    io.out(`${movesFrom(position, variant, from.value).join('\n')}\n`);
    return done;
  },
};
