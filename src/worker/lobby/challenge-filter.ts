/**
 * Which open challenges a reader asks to see (docs/api.md, "Challenges"): one game, or one
 * game's variant, rated or casual, one time control. The same query words serve /play's
 * filter form (a plain GET form, so it works without script) and GET /api/challenges;
 * what a filter keeps is shared/challenge-filter.ts.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { GAMES } from '../../engine/games.ts';
import type { ChallengeFilter } from '../../shared/challenge-filter.ts';

/** The query's words, as a page or a client sends them (absent or empty: any). */
export interface FilterWords {
  readonly game?: string | undefined;
  readonly variant?: string | undefined;
  readonly rated?: string | undefined;
  readonly clock?: string | undefined;
}

const refused = (message: string) => failure('ERR_QUERY', message);

const gamesWords = (): string =>
  GAMES.games
    .map((game) => `${game.id} (variants ${game.variants.map((variant) => variant.id).join(', ')})`)
    .join('; ');

/**
 * Reads the filter: `game` is a game's id or `game/variant`; `variant` (with `game`) a
 * variant of it; `rated` is "rated" or "casual"; `clock` is "none" or days a move.
 */
export const readChallengeFilter = (words: FilterWords): Result<ChallengeFilter, EngineError> => {
  const [gameText, variantInGame] = (words.game || '').split('/', 2);
  const variantText = words.variant || variantInGame || '';
  let game: string | null = null;
  let variant: string | null = null;
  if (gameText) {
    const found = GAMES.games.find((info) => info.id === gameText);
    if (!found) return refused(`game must be one of this site's games: ${gamesWords()}`);
    game = found.id;
    if (variantText) {
      if (!found.variants.some((info) => info.id === variantText))
        return refused(`${found.id} has the variants ${found.variants.map((info) => info.id).join(', ')}`);
      variant = variantText;
    }
  } else if (variantText) return refused('a variant is asked for with its game: game=adomoc&variant=infinite');
  const ratedText = words.rated || '';
  if (ratedText && ratedText !== 'rated' && ratedText !== 'casual')
    return refused('rated must be "rated" or "casual" (or left out for both)');
  const clockText = words.clock || '';
  let clock: ChallengeFilter['clock'] = null;
  if (clockText === 'none') clock = 'none';
  else if (clockText) {
    if (!/^\d{1,3}$/.test(clockText) || Number(clockText) < 1)
      return refused('clock must be "none" (no clock) or the days a move, a whole number from 1');
    clock = Number(clockText);
  }
  return ok({ game, variant, rated: ratedText ? ratedText === 'rated' : null, clock });
};
