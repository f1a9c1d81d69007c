/**
 * Why a move is illegal, in a player's words. Legality itself is decided by the move
 * generator; this module only finds the first broken rule for the message.
 */
import type { MoveText } from './move-text.ts';
import type { EngineError } from '../result.ts';
import { MAX_RAY, ORIGIN_SPACES, RAYS, RAY_LENGTH, cycleOf, squareName } from './board.ts';
import { inStateOfPrimes } from './movegen.ts';
import { hasLegalMove, type Move } from './moves.ts';
import { heldFeet } from './play.ts';
import type { Position } from './position.ts';
import {
  CENTRE,
  DARK,
  FOOT,
  MOON,
  PRIME,
  SUN,
  TYPE_MASK,
  breedOf,
  describePiece,
  pieceOf,
  type Square,
  type Variant,
} from './types.ts';

export type MoveErrorCode =
  | 'ERR_GAME_OVER'
  | 'ERR_NO_PIECE'
  | 'ERR_NOT_YOUR_PIECE'
  | 'ERR_WRONG_PIECE'
  | 'ERR_HELD'
  | 'ERR_SAME_SPACE'
  | 'ERR_LINE'
  | 'ERR_TOO_FAR'
  | 'ERR_BLOCKED'
  | 'ERR_CENTRE'
  | 'ERR_LANDING'
  | 'ERR_BEHAVIOUR'
  | 'ERR_REVERSE'
  | 'ERR_NO_ORIGIN_SPACE'
  | 'ERR_ORIGIN'
  | 'ERR_ILLEGAL';

type MoveError = EngineError<MoveErrorCode>;
const error = (code: MoveErrorCode, message: string): MoveError => ({ code, message });

const TYPE_NAMES = ['', 'foot', 'moon', 'sun'];
const PLURALS = ['', 'feet', 'moons', 'suns'];
const LINES_OF = ['', 'a foot moves only along columns and cycles', 'a moon moves only along spirals', ''];
const the = (code: number, sq: Square) => `the ${describePiece(code)} on ${squareName(sq)}`;

/** Every way along one line from `from` to `to`: the spaces strictly between, per path. */
const pathsBetween = (from: Square, to: Square, directions: readonly number[]): Square[][] => {
  const paths: Square[][] = [];
  for (const dir of directions) {
    const between: Square[] = [];
    for (let k = 0; k < RAY_LENGTH[from * 8 + dir]!; k++) {
      const sq = RAYS[(from * 8 + dir) * MAX_RAY + k]!;
      if (sq === to) {
        paths.push(between);
        break;
      }
      between.push(sq);
    }
  }
  return paths;
};

const directionsOf = (type: number): number[] =>
  type === FOOT ? [0, 1, 2, 3] : type === MOON ? [4, 5, 6, 7] : [0, 1, 2, 3, 4, 5, 6, 7];

const explainCentre = (position: Position, piece: number, from: Square): MoveError => {
  if ((piece & TYPE_MASK) !== SUN || !(piece & PRIME))
    return error('ERR_CENTRE', 'only a prime sun can enter the centre, to win the game');
  const steps = 9 - cycleOf(from);
  if (steps > 3)
    return error('ERR_TOO_FAR', `primes move at most 3 spaces; the centre is ${steps} spaces from ${squareName(from)}`);
  for (let sq = from + 10; sq < 80; sq += 10)
    if (position.board[sq])
      return error(
        'ERR_BLOCKED',
        `no jumping: ${the(position.board[sq]!, sq)} stands between ${squareName(from)} and the centre`,
      );
  if (!inStateOfPrimes(position.board, piece & DARK))
    return error(
      'ERR_CENTRE',
      'the centre can be entered only in a state of primes: a prime foot and a prime moon on cycle 8, at least one of them yours',
    );
  return error('ERR_ILLEGAL', `${the(piece, from)} cannot be centred here`);
};

const explainOrigination = (
  position: Position,
  variant: Variant,
  text: MoveText,
  piece: number,
  target: number,
  matches: readonly Move[],
): MoveError => {
  const { from, to } = text;
  const mover = TYPE_NAMES[piece & TYPE_MASK]!;
  if (target & PRIME && !(piece & PRIME)) {
    if ((piece & TYPE_MASK) !== MOON)
      return error(
        'ERR_LANDING',
        `a prime can be originated only by a prime or by a moon; ${the(target, to)} is a prime`,
      );
    if (variant === 'infinite')
      return error(
        'ERR_LANDING',
        `in the Infinite variant only a prime can originate a prime; ${the(target, to)} is a prime`,
      );
  }
  if (position.reverse && position.reverse.originated === from && position.reverse.originator === to)
    return error(
      'ERR_REVERSE',
      `${the(piece, from)} was originated by this ${TYPE_NAMES[target & TYPE_MASK]} last turn and cannot originate it back yet`,
    );
  const spaces = Array.from(
    ORIGIN_SPACES.subarray((target & (DARK | TYPE_MASK)) * 5, (target & (DARK | TYPE_MASK)) * 5 + 5),
  );
  const free: string[] = spaces.filter((sq) => position.board[sq] === 0 || sq === from).map(squareName);
  const kind = `${breedOf(target)} ${PLURALS[target & TYPE_MASK]}`;
  if (free.length === 0)
    return error(
      'ERR_NO_ORIGIN_SPACE',
      `no free origin space for ${kind} (${spaces.map(squareName).join(' ')} are all taken), so ${the(target, to)} cannot be originated`,
    );
  if (text.behaviour === 'consume')
    return error(
      'ERR_BEHAVIOUR',
      `a ${mover} landing on a ${TYPE_NAMES[target & TYPE_MASK]} originates it; it does not consume (write o and an origin space: ${free.join(', ')})`,
    );
  if (text.behaviour === 'none' && matches.length > 1) {
    const head = `${'FMS'[(piece & TYPE_MASK) - 1]}${piece & PRIME ? '^' : ''}${squareName(from)}${squareName(to)}`;
    return error(
      'ERR_ORIGIN',
      `landing on ${the(target, to)} originates it: choose its origin space, for example ${head}o${free[0]} (free: ${free.join(', ')})`,
    );
  }
  if (text.origin !== null && !free.includes(squareName(text.origin)))
    return error(
      'ERR_ORIGIN',
      `${squareName(text.origin)} is not a free origin space for ${kind}; free: ${free.join(', ')}`,
    );
  return error('ERR_ILLEGAL', `${the(piece, from)} cannot originate ${the(target, to)}`);
};

const explainLanding = (
  position: Position,
  variant: Variant,
  text: MoveText,
  piece: number,
  matches: readonly Move[],
): MoveError => {
  const { to } = text;
  const target = position.board[to]!;
  if (!target) {
    if (text.behaviour === 'consume')
      return error('ERR_BEHAVIOUR', `there is no piece on ${squareName(to)} to consume`);
    return error('ERR_BEHAVIOUR', `there is no piece on ${squareName(to)} to originate`);
  }
  if ((target & TYPE_MASK) !== (piece & TYPE_MASK))
    return explainOrigination(position, variant, text, piece, target, matches);
  const kind = TYPE_NAMES[piece & TYPE_MASK]!;
  if ((target & DARK) === (piece & DARK))
    return error('ERR_LANDING', `no one consumes their own pieces: ${the(target, to)} is yours`);
  if (variant === 'infinite') return error('ERR_LANDING', 'there is no consuming in the Infinite variant');
  if (!(piece & PRIME))
    return error(
      'ERR_LANDING',
      `only a prime consumes; a ${kind} cannot land on another ${kind} (a moon never originates a moon, nor a foot a foot, nor a sun a sun)`,
    );
  if (target & PRIME) return error('ERR_LANDING', `primes are never consumed: ${the(target, to)} is a prime`);
  if (text.behaviour === 'originate')
    return error('ERR_BEHAVIOUR', `landing on ${the(target, to)} consumes it; write x instead of an origin space`);
  return error('ERR_ILLEGAL', `${the(piece, to)} cannot be consumed here`);
};

/** The first rule `text` breaks in `position`; `matches` are the legal moves it could mean. */
export const explainIllegal = (
  position: Position,
  variant: Variant,
  text: MoveText,
  matches: readonly Move[],
): MoveError => {
  if (position.board[CENTRE]) return error('ERR_GAME_OVER', 'the game is over: it has been centred');
  if (!hasLegalMove(position, variant))
    return error('ERR_GAME_OVER', `the game is over: ${position.turn} has no legal move`);
  const { from, to } = text;
  const piece = position.board[from]!;
  if (!piece) return error('ERR_NO_PIECE', `there is no piece on ${squareName(from)}`);
  const owner = pieceOf(piece).breed;
  if (owner !== position.turn)
    return error('ERR_NOT_YOUR_PIECE', `${the(piece, from)} is ${owner}'s; it is ${position.turn}'s turn`);
  const type = piece & TYPE_MASK;
  const letter = 'FMS'[type - 1]!;
  if (letter !== text.letter)
    return error(
      'ERR_WRONG_PIECE',
      `the piece on ${squareName(from)} is a ${describePiece(piece)}, not a ${TYPE_NAMES['FMS'.indexOf(text.letter) + 1]} (write ${letter}${piece & PRIME ? '^' : ''}${squareName(from)}…)`,
    );
  if (text.prime && !(piece & PRIME))
    return error('ERR_WRONG_PIECE', `${the(piece, from)} is not a prime; write it without ^`);
  if (type === FOOT) {
    const holders = heldFeet(position.board).get(from);
    if (holders)
      return error(
        'ERR_HELD',
        `the foot on ${squareName(from)} is held by ${holders.map((sq) => the(position.board[sq]!, sq)).join(' and ')}`,
      );
  }
  if (to === CENTRE) return explainCentre(position, piece, from);
  if (from === to)
    return error('ERR_SAME_SPACE', `a move must leave its space, and ${squareName(from)} is where the piece stands`);
  const paths = pathsBetween(from, to, directionsOf(type));
  if (paths.length === 0) {
    if (type !== SUN) return error('ERR_LINE', LINES_OF[type]!);
    return error('ERR_LINE', `${squareName(from)} and ${squareName(to)} are not on one column, cycle or spiral`);
  }
  const limit = piece & PRIME ? 3 : MAX_RAY;
  const near = paths.filter((between) => between.length + 1 <= limit);
  if (near.length === 0)
    return error(
      'ERR_TOO_FAR',
      `primes move at most 3 spaces; ${squareName(to)} is ${Math.min(...paths.map((p) => p.length + 1))} from ${squareName(from)}`,
    );
  const clear = near.filter((between) => between.every((sq) => !position.board[sq]));
  if (clear.length === 0) {
    const blocker = near[0]!.find((sq) => position.board[sq])!;
    return error(
      'ERR_BLOCKED',
      `no jumping: ${the(position.board[blocker]!, blocker)} stands between ${squareName(from)} and ${squareName(to)}`,
    );
  }
  if (!position.board[to] && text.behaviour === 'none')
    return error('ERR_ILLEGAL', `${letter}${squareName(from)}${squareName(to)} is not a legal move here`);
  return explainLanding(position, variant, text, piece, matches);
};
