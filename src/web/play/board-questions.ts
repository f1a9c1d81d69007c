/**
 * Questions about the position, typed in the move box instead of a move, for a player who
 * cannot see the board: where pieces stand, what is on a space, what a piece can do, what
 * attacks a piece, the clock, the last move, whose turn it is. Each answer is a few
 * sentences read out like everything else the page says. The engine answers every
 * question of rules (legal moves, what a move would do); this only asks and words it.
 */
import type { GameEventLike } from '../../engine/game.ts';
import type { BoardGame } from '../games/board-game.ts';
import { sentence, sentences } from '../../shared/sentence.ts';

export interface QuestionContext<P, M> {
  readonly board: BoardGame<P, M>;
  readonly position: P;
  readonly variant: string;
  /** The reader's side; null for a watcher. */
  readonly side: string | null;
  /** Every space of the board, by name. */
  readonly squares: readonly string[];
  /** The clock in words, null without one. */
  readonly clock: string | null;
  /** The last move in words, null before the first. */
  readonly lastMove: string | null;
  /** Whose turn it is, or how the game ended. */
  readonly turn: string;
}

/** The questions, as the help answer lists them. */
const QUESTIONS = [
  'pieces (where every piece of yours is; "their pieces" for the opponent’s)',
  'where are my feet (or any piece: "where are their captains")',
  'what is on c3',
  'what can c3 do',
  'what attacks c3 (or "what attacks my captain")',
  'moves (every legal move)',
  'last move',
  'clock',
  'turn',
] as const;

const HELP = `Type a question instead of a move: ${QUESTIONS.join('; ')}.`;

/** Events that take or hold the piece on a space: what "attacks" means, in either game. */
const ATTACKS = new Set(['consumed', 'captured', 'held']);

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "foot" for "feet", "captain" for "captains": enough English for the pieces' names. */
const singular = (word: string): string => {
  if (word === 'feet') return 'foot';
  if (word === 'men') return 'man';
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
};

const otherSide = <P, M>(context: QuestionContext<P, M>, side: string): string =>
  context.board.game.sides.find((named) => named.id !== side)!.id;

/** The pieces on the board as `[square, words, side]`, in the board's order. */
const piecesOf = <P, M>(context: QuestionContext<P, M>): { square: string; words: string; side: string }[] => {
  const { board, position } = context;
  return context.squares.flatMap((square) => {
    const words = board.pieceWords(position, square);
    const side = board.pieceSide(position, square);
    return words && side ? [{ square, words, side }] : [];
  });
};

/** Pieces grouped by what they are: "light foot on a3, b3 and d3; light prime foot on c3". */
const groupedText = (pieces: readonly { square: string; words: string }[]): string => {
  const groups = new Map<string, string[]>();
  for (const piece of pieces) groups.set(piece.words, [...(groups.get(piece.words) ?? []), piece.square]);
  return [...groups.entries()]
    .map(
      ([words, squares]) =>
        `${words} on ${squares.length > 1 ? `${squares.slice(0, -1).join(', ')} and ${squares.at(-1)}` : squares[0]}`,
    )
    .join('; ');
};

/** Whose pieces a question means: "my", "their", or both. */
const ownerOf = <P, M>(context: QuestionContext<P, M>, word: string | undefined): string | null => {
  const mine = context.side ?? context.board.game.toMove(context.position);
  if (word === 'my' || word === 'your') return mine;
  if (word === 'their' || word === 'the opponent’s' || word === "the opponent's") return otherSide(context, mine);
  return null;
};

const whereAre = <P, M>(context: QuestionContext<P, M>, owner: string | null, noun: string | null): string => {
  const pieces = piecesOf(context).filter(
    (piece) =>
      (owner === null || piece.side === owner) &&
      (noun === null || piece.words.split(' ').includes(singular(noun)) || piece.words.includes(singular(noun))),
  );
  const whose = owner === null ? '' : owner === context.side ? 'Your ' : 'Their ';
  if (pieces.length === 0) return sentence(`${whose}${noun ?? 'pieces'}: none on the board`);
  return sentence(`${whose}${noun ?? 'pieces'} (${pieces.length}): ${groupedText(pieces)}`);
};

const onSpace = <P, M>(context: QuestionContext<P, M>, square: string): string => {
  const words = context.board.pieceWords(context.position, square);
  const more = context.board.spaceWords?.(context.position, square);
  return words ? sentences(`${square}: the ${words}`, more) : sentence(`${square} is empty`);
};

const canDo = <P, M>(context: QuestionContext<P, M>, square: string): string => {
  const { board, position, variant } = context;
  const words = board.pieceWords(position, square);
  if (!words) return sentence(`${square} is empty`);
  if (!board.game.movableSquares(position, variant).includes(square))
    return sentence(board.explain(position, variant, square, null));
  const options = board.game.targetsFrom(position, variant, square).flatMap((target) => target.options);
  const told = options.map((option) => {
    const played = board.game.play(position, variant, option.move);
    const what = played.ok ? played.value.events.map((event) => board.game.describeProposedEvent(event)).join(' ') : '';
    return `${option.notation}: ${what}`;
  });
  return sentences(`The ${words} on ${square} has ${plural(options.length, 'move')}`, ...told);
};

/** The squares of the reader's (or their opponent's) pieces a phrase like "my captain" names. */
const squaresNamed = <P, M>(context: QuestionContext<P, M>, phrase: string): string[] => {
  if (context.squares.includes(phrase)) return [phrase];
  const [owner, ...rest] = phrase.split(/\s+/);
  const side = ownerOf(context, owner);
  const noun = singular((side === null ? [owner, ...rest] : rest).join(' '));
  return piecesOf(context)
    .filter((piece) => (side === null || piece.side === side) && piece.words.includes(noun))
    .map((piece) => piece.square);
};

const attacksOn = <P, M>(context: QuestionContext<P, M>, square: string): string => {
  const { board, position, variant } = context;
  const words = board.pieceWords(position, square);
  const side = board.pieceSide(position, square);
  if (!words || !side) return sentence(`${square} is empty`);
  const attacker = otherSide(context, side);
  // The attacker's moves as if it were their turn: the engine judges them in that position.
  const from = board.game.toMove(position) === attacker ? position : (board.withTurnPassed?.(position) ?? null);
  if (from === null) return sentence(`this board cannot say what attacks a piece`);
  const attacks = board.game.legalMoves(from, variant).flatMap((move) => {
    const played = board.game.play(from, variant, move);
    if (!played.ok) return [];
    const hits = played.value.events.some(
      (event: GameEventLike & { on?: string }) => ATTACKS.has(event.type) && event.on === square,
    );
    return hits ? [board.game.makeMove(from, move)] : [];
  });
  if (attacks.length === 0) return sentence(`Nothing attacks the ${words} on ${square} now`);
  return sentence(`The ${words} on ${square} is attacked by ${plural(attacks.length, 'move')}: ${attacks.join(', ')}`);
};

const legalMovesText = <P, M>(context: QuestionContext<P, M>): string => {
  const { board, position, variant } = context;
  const moves = board.game.legalMoves(position, variant).map((move) => board.game.makeMove(position, move));
  return sentence(
    `${plural(moves.length, 'legal move')} for ${board.game.sides.find((s) => s.id === board.game.toMove(position))?.name ?? ''}: ${moves.join(', ')}`,
  );
};

/**
 * The answer to `text`, or null when it is not a question (the page then reads it as a
 * move). Questions are read loosely: any case, with or without a question mark.
 */
export const answerQuestion = <P, M>(text: string, context: QuestionContext<P, M>): string | null => {
  const asked = text
    .trim()
    .toLowerCase()
    .replace(/[?.!]+$/, '')
    .replace(/\s+/g, ' ');
  if (asked === '') return null;
  if (asked === 'help' || asked === 'questions' || asked === 'commands') return HELP;
  if (asked === 'pieces' || asked === 'where are my pieces' || asked === 'my pieces')
    return whereAre(context, ownerOf(context, 'my'), null);
  if (asked === 'their pieces' || asked === 'where are their pieces')
    return whereAre(context, ownerOf(context, 'their'), null);
  if (asked === 'all pieces' || asked === 'where are the pieces') return whereAre(context, null, null);
  if (asked === 'clock' || asked === 'time') return sentence(context.clock ?? 'this game has no clock');
  if (asked === 'last move') return context.lastMove ?? 'No move has been played yet.';
  if (asked === 'turn' || asked === 'whose turn' || asked === 'whose turn is it') return sentence(context.turn);
  if (asked === 'moves' || asked === 'legal moves' || asked === 'what can i play') return legalMovesText(context);
  const where = /^where (?:are|is) (?:(my|your|their|the|all) )?(.+)$/.exec(asked);
  if (where) return whereAre(context, ownerOf(context, where[1]), where[2]!);
  const on = /^(?:what is on|what's on|on) (\S+)$/.exec(asked);
  if (on) return context.squares.includes(on[1]!) ? onSpace(context, on[1]!) : sentence(`there is no space ${on[1]}`);
  const can = /^(?:what can (?:the piece on )?(\S+) do|moves (?:from |of )?(\S+))$/.exec(asked);
  if (can) {
    const square = (can[1] ?? can[2])!;
    return context.squares.includes(square) ? canDo(context, square) : sentence(`there is no space ${square}`);
  }
  const attacks = /^what attacks (.+)$/.exec(asked);
  if (attacks) {
    const squares = squaresNamed(context, attacks[1]!);
    if (squares.length === 0) return sentence(`no piece found for “${attacks[1]}”`);
    return squares.map((square) => attacksOn(context, square)).join(' ');
  }
  return null;
};
