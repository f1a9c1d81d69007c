/**
 * Reading request bodies into valid values, with an error that says what was wrong and
 * how to fix it. Nothing reaches a game object until it has passed through here.
 */
import type { Game } from '../../engine/game.ts';
import { GAMES, variantOf } from '../../engine/games.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { ClockSettings } from './clock/clock-rules.ts';
import { NOTIFY_CHOICES, type Notify } from './room/room-store.ts';
import { checkEmail, checkName } from '../../shared/player-fields.ts';
import { DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL } from '../../ai/levels.ts';
import { computerName } from './computer/computer-seat.ts';

type Checked<T> = Result<T, EngineError>;

const POSITION_MAX = 2_000;
const MOVE_MAX = 200;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const unknownFields = (
  value: Record<string, unknown>,
  allowed: readonly string[],
  where: string,
): EngineError | null => {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  return extra.length
    ? {
        code: 'ERR_FIELD',
        message: `${where}: unknown field${extra.length > 1 ? 's' : ''} ${extra.map((key) => JSON.stringify(key.slice(0, 40))).join(', ')}; allowed: ${allowed.join(', ')}`,
      }
    : null;
};

/** A value checked by shared rules, its reason headed by the field it came in. */
const inField = <T>(checked: Checked<T>, where: string): Checked<T> =>
  checked.ok ? checked : failure(checked.error.code, `${where}: ${checked.error.message}`);

/** A player name, with the field it came in named in the reason (the rules are shared with the home page). */
export const readName = (value: unknown, where: string): Checked<string | null> => inField(checkName(value), where);

export const readEmail = (value: unknown, where: string): Checked<string | null> => inField(checkEmail(value), where);

export const wholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A clock: `{"daysPerMove", "vacationDays"?}`, a fresh number of days each move; or a bank
 * (the correspondence Fischer clock), `{"bankDays", "incrementDays", "maxDays",
 * "vacationDays"?}`: each side starts with `bankDays`, each move adds `incrementDays`, and
 * no more than `maxDays` is kept.
 */
export const readClock = (value: unknown): Checked<ClockSettings | null> => {
  if (value === undefined || value === null) return ok(null);
  if (!isObject(value))
    return failure(
      'ERR_CLOCK',
      'clock must be an object like {"daysPerMove": 3, "vacationDays": 14}, or a bank like {"bankDays": 7, "incrementDays": 1, "maxDays": 10}',
    );
  const banked = 'bankDays' in value || 'incrementDays' in value || 'maxDays' in value;
  const fields = banked ? ['bankDays', 'incrementDays', 'maxDays', 'vacationDays'] : ['daysPerMove', 'vacationDays'];
  const extra = unknownFields(value, fields, 'clock');
  if (extra) return { ok: false, error: { ...extra, code: 'ERR_CLOCK' } };
  const vacationDays = value.vacationDays ?? 0;
  if (!wholeNumber(vacationDays, 0, 365))
    return failure('ERR_CLOCK', 'clock.vacationDays must be a whole number of days from 0 to 365');
  if (!banked) {
    if (!wholeNumber(value.daysPerMove, 1, 365))
      return failure('ERR_CLOCK', 'clock.daysPerMove must be a whole number of days from 1 to 365');
    return ok({ daysPerMove: value.daysPerMove, vacationDays });
  }
  const { bankDays, incrementDays, maxDays } = value;
  if (!wholeNumber(bankDays, 1, 365))
    return failure(
      'ERR_CLOCK',
      'clock.bankDays (the days each player starts with) must be a whole number from 1 to 365',
    );
  if (!wholeNumber(incrementDays, 1, 365))
    return failure('ERR_CLOCK', 'clock.incrementDays (the days each move adds) must be a whole number from 1 to 365');
  if (!wholeNumber(maxDays, 1, 365) || maxDays < bankDays || maxDays < incrementDays)
    return failure(
      'ERR_CLOCK',
      'clock.maxDays (the most a bank keeps) must be a whole number of days up to 365, at least bankDays and incrementDays',
    );
  return ok({ daysPerMove: incrementDays, vacationDays, bank: { startDays: bankDays, incrementDays, maxDays } });
};

export interface CreateRequest {
  readonly game: Game;
  readonly variant: string;
  readonly position: string | null;
  readonly players: Readonly<Record<string, PlayerRequest>>;
  readonly clock: ClockSettings | null;
  /** False for a game its players agreed not to rate (a casual challenge); rated when the rules allow otherwise. */
  readonly rated?: boolean;
  /** False for a game kept out of the records (docs/records.md); public when left out. */
  readonly public?: boolean;
}

/** A seat as asked for: a person (a name, perhaps an email address) or the computer at a level. */
export type PlayerRequest =
  | {
      readonly name: string;
      readonly email: string | null;
      readonly computer?: undefined;
      /** A signed-in player the seat belongs to from the start (a challenge's game). */
      readonly player?: { readonly id: string; readonly name: string };
    }
  | { readonly name: string; readonly email: null; readonly computer: { readonly level: number } };

/** `{"level": 1..8}`: the computer's level (src/ai/levels.ts). */
const readComputer = (value: unknown, where: string): Checked<{ level: number }> => {
  const example = `${where} must be an object like {"level": ${DEFAULT_LEVEL}}`;
  if (value === true || value === null) return ok({ level: DEFAULT_LEVEL });
  if (!isObject(value)) return failure('ERR_COMPUTER', example);
  const extra = unknownFields(value, ['level'], where);
  if (extra) return { ok: false, error: { ...extra, code: 'ERR_COMPUTER' } };
  const level = value.level ?? DEFAULT_LEVEL;
  if (!wholeNumber(level, MIN_LEVEL, MAX_LEVEL))
    return failure(
      'ERR_COMPUTER',
      `${where}.level must be a whole number from ${MIN_LEVEL} (a first game) to ${MAX_LEVEL} (the strongest); ${DEFAULT_LEVEL} is the default`,
    );
  return ok({ level });
};

/** A body's `game` and `variant` (the game's default when left out): new games, challenges and tournaments. */
export const readGameAndVariant = (body: Record<string, unknown>): Checked<{ game: Game; variant: string }> => {
  const ids = GAMES.ids().join(' or ');
  if (typeof body.game !== 'string') return failure('ERR_GAME', `game is required: ${ids}`);
  const game = GAMES.get(body.game.toLowerCase());
  if (!game) return failure('ERR_GAME', `"${body.game.slice(0, 40)}" is not a game here; use ${ids}`);
  if (body.variant !== undefined && typeof body.variant !== 'string')
    return failure('ERR_VARIANT', 'variant must be a string');
  const variant = variantOf(game, body.variant);
  if (!variant)
    return failure(
      'ERR_VARIANT',
      `${game.name} has no variant "${String(body.variant).slice(0, 40)}"; use ${game.variants.map((info) => info.id).join(', ')}`,
    );
  return ok({ game, variant });
};

export const readCreateRequest = (body: unknown): Checked<CreateRequest> => {
  if (!isObject(body)) return failure('ERR_BODY', 'the body must be a JSON object like {"game": "adomoc"}');
  const extra = unknownFields(body, ['game', 'variant', 'position', 'players', 'clock', 'public'], 'body');
  if (extra) return { ok: false, error: extra };
  const chosen = readGameAndVariant(body);
  if (!chosen.ok) return chosen;
  const { game, variant } = chosen.value;

  let position: string | null = null;
  if (body.position !== undefined && body.position !== null) {
    if (typeof body.position !== 'string' || body.position.length > POSITION_MAX)
      return failure('ERR_POSITION', `position must be a string in ${game.name}'s position notation`);
    const parsed = game.parsePosition(body.position.trim());
    if (!parsed.ok) return failure('ERR_POSITION', `position: ${parsed.error.message}`);
    const decided = game.outcome(parsed.value, variant);
    if (decided)
      return failure(
        'ERR_POSITION_DECIDED',
        `position: that game is already over (${game.describeOutcome(decided)}); start from a position still in play`,
      );
    position = game.makePosition(parsed.value);
  }

  const players: Record<string, PlayerRequest> = {};
  const sides = game.sides.map((side) => side.id);
  if (body.players !== undefined && body.players !== null && !isObject(body.players))
    return failure(
      'ERR_FIELD',
      `players must be an object like {"${sides[0]}": {"name": "Ann"}, "${sides[1]}": {"name": "Bob"}}`,
    );
  const given = isObject(body.players) ? body.players : {};
  const strangers = unknownFields(given, sides, 'players');
  if (strangers)
    return { ok: false, error: { ...strangers, message: `${strangers.message} (the sides of ${game.name})` } };
  for (const side of game.sides) {
    const seat = given[side.id] ?? {};
    if (!isObject(seat))
      return failure(
        'ERR_FIELD',
        `players.${side.id} must be an object like {"name": "Ann", "email": "ann@example.com"}`,
      );
    const extraSeat = unknownFields(seat, ['name', 'email', 'computer'], `players.${side.id}`);
    if (extraSeat) return { ok: false, error: extraSeat };
    if (seat.computer !== undefined) {
      if (seat.name !== undefined || seat.email !== undefined)
        return failure(
          'ERR_COMPUTER',
          `players.${side.id}: the computer's seat takes only a level, like {"computer": {"level": ${DEFAULT_LEVEL}}}; its name is given`,
        );
      if (Object.values(players).some((player) => player.computer))
        return failure('ERR_COMPUTER', 'at most one seat may be the computer: a game is between a person and it');
      const computer = readComputer(seat.computer, `players.${side.id}.computer`);
      if (!computer.ok) return computer;
      players[side.id] = { name: computerName(computer.value.level), email: null, computer: computer.value };
      continue;
    }
    const name = readName(seat.name, `players.${side.id}.name`);
    if (!name.ok) return name;
    const email = readEmail(seat.email, `players.${side.id}.email`);
    if (!email.ok) return email;
    players[side.id] = { name: name.value ?? side.name, email: email.value };
  }

  const clock = readClock(body.clock);
  if (!clock.ok) return clock;
  if (body.public !== undefined && typeof body.public !== 'boolean')
    return failure('ERR_FIELD', 'public must be true (the game is in the public records) or false (it is not)');
  // A game against the computer is practice: it stays out of the records unless asked
  // (docs/records.md, "Which games are public").
  const against = Object.values(players).some((player) => player.computer);
  return ok({ game, variant, position, players, clock: clock.value, public: body.public ?? !against });
};

/**
 * The optional `takebacks` of a move or a conditional-moves save: the game's takebacks
 * when the position was read, so a request made on the position before one is refused.
 */
export const readTakebacks = (value: unknown): Checked<{ takebacks?: number }> => {
  if (value === undefined) return ok({});
  if (!wholeNumber(value, 0, Number.MAX_SAFE_INTEGER))
    return failure(
      'ERR_PLY',
      'takebacks, when given, must be a whole number: how many moves the game has had taken back (it is "takebacks" in GET /api/games/:id)',
    );
  return ok({ takebacks: value });
};

export const readMoveRequest = (body: unknown): Checked<{ move: string; ply: number; takebacks?: number }> => {
  if (!isObject(body)) return failure('ERR_BODY', 'the body must be a JSON object like {"move": "…", "ply": 0}');
  const extra = unknownFields(body, ['move', 'ply', 'takebacks'], 'body');
  if (extra) return { ok: false, error: extra };
  if (typeof body.move !== 'string' || body.move.trim() === '')
    return failure('ERR_FIELD', 'move is required: the move in notation, as text');
  if (body.move.length > MOVE_MAX) return failure('ERR_SYNTAX', `a move is at most ${MOVE_MAX} characters`);
  if (!wholeNumber(body.ply, 0, Number.MAX_SAFE_INTEGER))
    return failure(
      'ERR_PLY',
      'ply is required: the number of moves played so far, as a whole number (it is "ply" in GET /api/games/:id)',
    );
  const takebacks = readTakebacks(body.takebacks);
  if (!takebacks.ok) return takebacks;
  return ok({ move: body.move, ply: body.ply, ...takebacks.value });
};

export const readAction = <A extends string>(body: unknown, actions: readonly A[]): Checked<A> => {
  const list = actions.map((action) => `"${action}"`).join(', ');
  if (!isObject(body) || typeof body.action !== 'string')
    return failure('ERR_FIELD', `the body must be {"action": …} with one of ${list}`);
  const extra = unknownFields(body, ['action'], 'body');
  if (extra) return { ok: false, error: extra };
  const action = actions.find((candidate) => candidate === body.action);
  return action ? ok(action) : failure('ERR_FIELD', `action must be one of ${list}`);
};

/** `{"notify": "move" | "digest" | "none"}`: how a seat hears of its game by email. */
export const readNotify = (body: unknown): Checked<Notify> => {
  const list = NOTIFY_CHOICES.map((choice) => `"${choice}"`).join(', ');
  if (!isObject(body) || typeof body.notify !== 'string')
    return failure('ERR_FIELD', `the body must be {"notify": …} with one of ${list}`);
  const extra = unknownFields(body, ['notify'], 'body');
  if (extra) return { ok: false, error: extra };
  const notify = NOTIFY_CHOICES.find((choice) => choice === body.notify);
  return notify ? ok(notify) : failure('ERR_FIELD', `notify must be one of ${list}`);
};
