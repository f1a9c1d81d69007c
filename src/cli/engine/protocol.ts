/**
 * The engine protocol's state and commands, after UCI, without any input or output of its
 * own: each line read gives the lines to print and, for `go`, the search to start. A bad
 * line is answered with `info string error <code>: <message>` and leaves the state as it
 * was, so a match tool's typo never loses the game it is driving.
 */
import { DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL } from '../../ai/levels.ts';
import type { Game } from '../../engine/game.ts';
import { GAMES, variantOf } from '../../engine/games.ts';
import { type Clock, allotment } from './time-allotment.ts';

export interface EngineState {
  readonly game: Game;
  readonly variant: string;
  readonly level: number;
  readonly seed: number;
  /** How many best lines each finished depth reports (`setoption name MultiPV`). */
  readonly multiPv: number;
  /** The start of the current position, in the game's notation, and the moves after it. */
  readonly start: string;
  readonly moves: readonly string[];
  /** The position now, in the game's notation. */
  readonly position: string;
  /** The last positions before it (at most EARLIER_POSITIONS), for the search to see a circle coming. */
  readonly earlier: readonly string[];
}

export interface GoRequest {
  readonly game: string;
  readonly variant: string;
  readonly position: string;
  readonly level: number;
  readonly seed: number;
  readonly multiPv: number;
  /** The game's last positions before this one, for the search to see a circle coming. */
  readonly earlier: readonly string[];
  readonly movetime?: number;
  readonly nodes?: number;
  readonly depth?: number;
}

export type Action = { readonly kind: 'go'; readonly request: GoRequest } | { readonly kind: 'stop' | 'quit' };

export interface Step {
  readonly state: EngineState;
  readonly output: readonly string[];
  readonly action?: Action;
}

export const ENGINE_NAME = 'Orrery';
export const ENGINE_AUTHOR = 'the Orrery authors';

export const initialState = (gameId = 'adomoc'): EngineState => {
  const game = GAMES.get(gameId)!;
  const start = game.makePosition(game.startPosition(game.defaultVariant));
  return {
    game,
    variant: game.defaultVariant,
    level: DEFAULT_LEVEL,
    seed: 1,
    multiPv: 1,
    start,
    moves: [],
    position: start,
    earlier: [],
  };
};

const error = (state: EngineState, code: string, message: string): Step => ({
  state,
  output: [`info string error ${code}: ${message}`],
});

/** The most lines `setoption name MultiPV` asks for: each is searched exactly, so many cost much. */
const MAX_MULTI_PV = 32;

const optionLines = (): string[] => [
  `option name Game type combo default adomoc ${GAMES.ids()
    .map((id) => `var ${id}`)
    .join(' ')}`,
  'option name Variant type combo default standard var standard var infinite var altogether',
  `option name Level type spin default ${DEFAULT_LEVEL} min ${MIN_LEVEL} max ${MAX_LEVEL}`,
  'option name Seed type spin default 1 min 0 max 4294967295',
  `option name MultiPV type spin default 1 min 1 max ${MAX_MULTI_PV}`,
];

/** How many of the positions before the current one a search is told of (search.ts: `earlier`). */
const EARLIER_POSITIONS = 100;

/** Plays `moves` (read leniently) from `start`; the first that fails says which and why. */
const replay = (
  state: EngineState,
  start: string,
  moves: readonly string[],
):
  | { ok: true; position: string; strict: string[]; earlier: string[] }
  | { ok: false; code: string; message: string } => {
  const { game, variant } = state;
  const parsed = game.parsePosition(start);
  if (!parsed.ok) return { ok: false, code: parsed.error.code, message: parsed.error.message };
  let position = parsed.value;
  const strict: string[] = [];
  const earlier: string[] = [];
  for (const [index, text] of moves.entries()) {
    if (index >= moves.length - EARLIER_POSITIONS) earlier.push(game.makePosition(position));
    if (game.outcome(position, variant))
      return { ok: false, code: 'ERR_GAME_OVER', message: `move ${index + 1} ("${text}") comes after the game ended.` };
    const move = game.parseMove(position, variant, text);
    if (!move.ok)
      return { ok: false, code: move.error.code, message: `move ${index + 1} ("${text}"): ${move.error.message}` };
    strict.push(game.makeMove(position, move.value));
    const played = game.play(position, variant, move.value);
    if (!played.ok) return { ok: false, code: played.error.code, message: played.error.message };
    position = played.value.position;
  }
  return { ok: true, position: game.makePosition(position), strict, earlier };
};

/** The options that take a whole number, by lower-case name, with their least and greatest values. */
const NUMBER_OPTIONS = new Map<string, readonly [number, number]>([
  ['level', [MIN_LEVEL, MAX_LEVEL]],
  ['seed', [0, 4294967295]],
  ['multipv', [1, MAX_MULTI_PV]],
]);

const setOption = (state: EngineState, rest: string): Step => {
  const match = /^name\s+(\S+)(?:\s+value\s+(.*))?$/i.exec(rest.trim());
  if (!match)
    return error(state, 'ERR_OPTION', 'write "setoption name <Game|Variant|Level|Seed|MultiPV> value <value>".');
  const name = match[1]!.toLowerCase();
  const value = (match[2] ?? '').trim();
  if (name === 'game') {
    const game = GAMES.get(value.toLowerCase());
    if (!game) return error(state, 'ERR_OPTION', `no game is called "${value}"; choose ${GAMES.ids().join(' or ')}.`);
    return {
      state: { ...initialState(game.id), level: state.level, seed: state.seed, multiPv: state.multiPv },
      output: [],
    };
  }
  if (name === 'variant') {
    const variant = variantOf(state.game, value || undefined);
    if (!variant || !value)
      return error(
        state,
        'ERR_OPTION',
        `${state.game.name} has no variant "${value}"; choose ${state.game.variants.map((v) => v.id).join(', ')}.`,
      );
    const next = { ...state, variant };
    const replayed = replay(next, state.start, state.moves);
    if (!replayed.ok) return { state: { ...next, moves: [], position: state.start, earlier: [] }, output: [] };
    return { state: { ...next, position: replayed.position, earlier: replayed.earlier }, output: [] };
  }
  const range = NUMBER_OPTIONS.get(name);
  if (range) {
    const number = Number(value);
    const [min, max] = range;
    if (!/^\d+$/.test(value) || number < min || number > max)
      return error(state, 'ERR_OPTION', `${match[1]} takes a whole number from ${min} to ${max}, not "${value}".`);
    return { state: { ...state, [name === 'multipv' ? 'multiPv' : name]: number }, output: [] };
  }
  return error(
    state,
    'ERR_OPTION',
    `there is no option "${match[1]}"; the options are Game, Variant, Level, Seed and MultiPV.`,
  );
};

const setPosition = (state: EngineState, rest: string): Step => {
  const text = rest.trim();
  const split = /(?:^|\s)moves(?:\s+|$)/.exec(text);
  const head = split ? text.slice(0, split.index).trim() : text;
  const moves = split
    ? text
        .slice(split.index + split[0].length)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
    : [];
  let start: string;
  if (/^startpos$/i.test(head)) start = state.game.makePosition(state.game.startPosition(state.variant));
  else if (/^fen\s+/i.test(head)) start = head.replace(/^fen\s+/i, '');
  else
    return error(state, 'ERR_POSITION', 'write "position startpos [moves …]" or "position fen <position> [moves …]".');
  const replayed = replay(state, start, moves);
  if (!replayed.ok) return error(state, replayed.code, replayed.message);
  return {
    state: { ...state, start, moves: replayed.strict, position: replayed.position, earlier: replayed.earlier },
    output: [],
  };
};

const GO_WORDS = ['movetime', 'nodes', 'depth', 'wtime', 'btime', 'winc', 'binc', 'movestogo'];
/** Words whose value may be 0 (an increment, a clock run down to nothing). */
const MAY_BE_ZERO = ['wtime', 'btime', 'winc', 'binc'];

const goLimits = (rest: string): { ok: true; value: Record<string, number> } | { ok: false; message: string } => {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const limits: Record<string, number> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    if (word === 'infinite') continue;
    if (!GO_WORDS.includes(word))
      return {
        ok: false,
        message: `"go" takes movetime <ms>, nodes <n>, depth <d> or a clock (wtime, btime, winc, binc <ms>, movestogo <n>), not "${words[i]}".`,
      };
    const value = words[i + 1];
    const least = MAY_BE_ZERO.includes(word) ? 0 : 1;
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < least)
      return { ok: false, message: `${word} takes a whole number of at least ${least}, not "${value ?? ''}".` };
    limits[word] = Number(value);
    i++;
  }
  return { ok: true, value: limits };
};

/**
 * The side to move's clock from `go`'s words: `wtime`/`winc` are the game's first side's
 * (Light in Adomoc, White in ADIX), `btime`/`binc` the second's, as UCI's white and black.
 */
const clockOf = (state: EngineState, position: unknown, limits: Record<string, number>): Clock | undefined => {
  const first = state.game.toMove(position) === state.game.sides[0].id;
  const time = first ? limits.wtime : limits.btime;
  if (time === undefined) return undefined;
  return {
    time,
    increment: (first ? limits.winc : limits.binc) ?? 0,
    ...(limits.movestogo !== undefined ? { movesToGo: limits.movestogo } : {}),
  };
};

/** One line of input: what to print and what to do. */
export const handleLine = (state: EngineState, line: string): Step => {
  const trimmed = line.trim();
  if (trimmed === '') return { state, output: [] };
  const [command, ...restWords] = trimmed.split(/\s+/);
  const rest = trimmed.slice(command!.length);
  switch (command!.toLowerCase()) {
    case 'uci':
      return {
        state,
        output: [`id name ${ENGINE_NAME} ${state.game.name}`, `id author ${ENGINE_AUTHOR}`, ...optionLines(), 'uciok'],
      };
    case 'isready':
      return { state, output: ['readyok'] };
    case 'ucinewgame': {
      const { start } = initialState(state.game.id);
      return { state: { ...state, start, moves: [], position: start, earlier: [] }, output: [] };
    }
    case 'setoption':
      return setOption(state, rest);
    case 'position':
      return setPosition(state, rest);
    case 'go': {
      const limits = goLimits(restWords.join(' '));
      if (!limits.ok) return error(state, 'ERR_GO', limits.message);
      const parsed = state.game.parsePosition(state.position);
      if (!parsed.ok) return error(state, parsed.error.code, parsed.error.message);
      const outcome = state.game.outcome(parsed.value, state.variant);
      if (outcome) return error(state, 'ERR_GAME_OVER', `the game is over: ${state.game.describeOutcome(outcome)}`);
      const { nodes, depth } = limits.value;
      // A clock is thought on for its allotment (time-allotment.ts), or movetime if shorter.
      const clock = clockOf(state, parsed.value, limits.value);
      const timed = [limits.value.movetime, clock && allotment(clock)].filter((ms) => ms !== undefined);
      const movetime = timed.length > 0 ? Math.min(...timed) : undefined;
      const request: GoRequest = {
        game: state.game.id,
        variant: state.variant,
        position: state.position,
        level: state.level,
        seed: state.seed,
        multiPv: state.multiPv,
        earlier: state.earlier,
        ...(movetime !== undefined ? { movetime } : {}),
        ...(nodes !== undefined ? { nodes } : {}),
        ...(depth !== undefined ? { depth } : {}),
      };
      return { state, output: [], action: { kind: 'go', request } };
    }
    case 'stop':
      return { state, output: [], action: { kind: 'stop' } };
    case 'quit':
      return { state, output: [], action: { kind: 'quit' } };
    default:
      return error(
        state,
        'ERR_UNKNOWN_COMMAND',
        `"${command}" is not a command; the commands are uci, isready, ucinewgame, setoption, position, go, stop and quit.`,
      );
  }
};
