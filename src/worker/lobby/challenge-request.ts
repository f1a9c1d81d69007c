/** Reading `POST /api/challenges` bodies into a challenge request, with errors that say how to fix them. */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { ChallengeRequest, RatingRange } from './challenge.ts';
import { isObject, readClock, readGameAndVariant, unknownFields } from '../game/game-request.ts';

type Checked<T> = Result<T, EngineError>;

const FIELDS = ['game', 'variant', 'clock', 'side', 'rated', 'range', 'to'];
/** Ratings a range may name: Glicko-2 ratings live well inside these. */
const RATING_MIN = 0;
const RATING_MAX = 4000;
const NAME_MAX = 60;

const readRange = (value: unknown): Checked<RatingRange | null> => {
  if (value === undefined || value === null) return ok(null);
  const example = 'range must be an object like {"min": 1300, "max": 1700}';
  if (!isObject(value)) return failure('ERR_RANGE', example);
  const extra = unknownFields(value, ['min', 'max'], 'range');
  if (extra) return { ok: false, error: { ...extra, code: 'ERR_RANGE' } };
  const min = value.min ?? RATING_MIN;
  const max = value.max ?? RATING_MAX;
  const inBounds = (rating: unknown): rating is number =>
    typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
  if (!inBounds(min) || !inBounds(max))
    return failure('ERR_RANGE', `range.min and range.max are whole ratings from ${RATING_MIN} to ${RATING_MAX}`);
  if (min > max) return failure('ERR_RANGE', `range.min (${min}) is above range.max (${max}); swap them`);
  return ok({ min, max });
};

export const readChallengeRequest = (body: unknown): Checked<ChallengeRequest> => {
  if (!isObject(body)) return failure('ERR_BODY', 'the body must be a JSON object like {"game": "adomoc"}');
  const extra = unknownFields(body, FIELDS, 'body');
  if (extra) return { ok: false, error: extra };
  const chosen = readGameAndVariant(body);
  if (!chosen.ok) return chosen;
  const { game, variant } = chosen.value;
  const sides = game.sides.map((side) => side.id);
  const side = body.side ?? 'random';
  if (typeof side !== 'string' || (side !== 'random' && !sides.includes(side)))
    return failure('ERR_SIDE', `side is the side you want to play: ${sides.join(', ')} or random`);
  if (body.rated !== undefined && typeof body.rated !== 'boolean')
    return failure('ERR_FIELD', 'rated must be true (the default) or false for a casual game');
  const range = readRange(body.range);
  if (!range.ok) return range;
  let to: string | null = null;
  if (body.to !== undefined && body.to !== null) {
    if (typeof body.to !== 'string' || body.to.trim() === '' || body.to.length > NAME_MAX)
      return failure('ERR_FIELD', 'to is the name of the one player you challenge, as on their page /p/<name>');
    to = body.to.trim();
  }
  const clock = readClock(body.clock);
  if (!clock.ok) return clock;
  return ok({
    game: game.id,
    variant,
    clock: clock.value,
    side,
    rated: body.rated ?? true,
    range: range.value,
    to,
  });
};
