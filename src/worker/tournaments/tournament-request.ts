/** Reading `POST /api/tournaments` bodies into tournament settings, with errors that say how to fix them. */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { MIN_ENTRANTS, SYSTEMS, type TournamentSystem } from '../../tournament/index.ts';
import { ROUND_ROBIN_MAX, START_WITHIN_DAYS, SWISS_MAX, SWISS_ROUNDS_MAX } from './tournament-limits.ts';
import type { TournamentSettings } from './tournament-record.ts';
import { isObject, readClock, readGameAndVariant, unknownFields, wholeNumber } from '../game/game-request.ts';

type Checked<T> = Result<T, EngineError>;

const FIELDS = ['game', 'variant', 'clock', 'system', 'rounds', 'cycles', 'maxEntrants', 'startsAt'];
const DAY_MS = 86_400_000;

const readStart = (value: unknown, now: number): Checked<number> => {
  const example = 'startsAt is the start time as an ISO 8601 date and time, like "2026-12-01T18:00:00Z"';
  if (typeof value !== 'string' || value.length > 40) return failure('ERR_START_TIME', example);
  const at = Date.parse(value);
  if (!Number.isFinite(at) || !/\d{4}-\d{2}-\d{2}T/.test(value)) return failure('ERR_START_TIME', example);
  if (at <= now)
    return failure('ERR_START_TIME', `startsAt (${value.slice(0, 40)}) has passed; choose a time in the future`);
  if (at > now + START_WITHIN_DAYS * DAY_MS)
    return failure('ERR_START_TIME', `startsAt is more than ${START_WITHIN_DAYS} days away; choose a nearer start`);
  return ok(at);
};

export const readTournamentRequest = (body: unknown, now: number): Checked<TournamentSettings> => {
  if (!isObject(body))
    return failure('ERR_BODY', 'the body must be a JSON object like {"game": "adomoc", "system": "swiss"}');
  const extra = unknownFields(body, FIELDS, 'body');
  if (extra) return { ok: false, error: extra };
  const chosen = readGameAndVariant(body);
  if (!chosen.ok) return chosen;
  const { game, variant } = chosen.value;
  if (typeof body.system !== 'string' || !(SYSTEMS as readonly string[]).includes(body.system))
    return failure('ERR_SYSTEM', `system is required: ${SYSTEMS.join(' or ')}`);
  const system = body.system as TournamentSystem;
  const clock = readClock(body.clock ?? { daysPerMove: 3 });
  if (!clock.ok) return clock;
  const most = system === 'swiss' ? SWISS_MAX : ROUND_ROBIN_MAX;
  if (!wholeNumber(body.maxEntrants, MIN_ENTRANTS, most))
    return failure(
      'ERR_MAX_ENTRANTS',
      `maxEntrants is the most players who may enter: a whole number from ${MIN_ENTRANTS} to ${most} for a ${system === 'swiss' ? 'Swiss' : 'round robin'}`,
    );
  let rounds: number | null = null;
  let cycles: 1 | 2 = 1;
  if (system === 'swiss') {
    if (!wholeNumber(body.rounds, 1, SWISS_ROUNDS_MAX))
      return failure(
        'ERR_ROUNDS',
        `rounds is the number of Swiss rounds: a whole number from 1 to ${SWISS_ROUNDS_MAX}`,
      );
    if (body.cycles !== undefined) return failure('ERR_CYCLES', 'cycles is for round robins; a Swiss has rounds');
    rounds = body.rounds;
  } else {
    if (body.rounds !== undefined)
      return failure('ERR_ROUNDS', 'a round robin has as many rounds as its field needs; leave rounds out');
    if (body.cycles !== undefined && body.cycles !== 1 && body.cycles !== 2)
      return failure(
        'ERR_CYCLES',
        'cycles is 1 (everyone plays everyone once, the default) or 2 (twice, sides swapped)',
      );
    cycles = (body.cycles ?? 1) as 1 | 2;
  }
  const startsAt = readStart(body.startsAt, now);
  if (!startsAt.ok) return startsAt;
  if (clock.value === null) return failure('ERR_CLOCK', 'a tournament needs a clock, like {"daysPerMove": 3}');
  return ok({
    game: game.id,
    variant,
    clock: clock.value,
    system,
    rounds,
    cycles,
    maxEntrants: body.maxEntrants,
    startsAt: startsAt.value,
  });
};
