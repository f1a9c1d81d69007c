/**
 * A few findings in words from a game's statistics across its variants, for its designer
 * and players: whether the first side has an edge (its score with the 95% interval), how
 * often games are drawn, how long they last and how they usually end, and which variant
 * draws most. Said only where there are enough games to say anything.
 */
import type { Game } from '../../engine/game.ts';
import type { ScopeStats, VariantStats } from './variant-summary.ts';

/** Fewer finished games than this and a variant's figures are not put into words. */
export const FEWEST_GAMES = 10;
/** From this many rated games the findings speak of rated games, the more even contests. */
const RATED_ENOUGH = 30;

const ENDINGS: Readonly<Record<string, string>> = {
  centred: 'a centring',
  'no-moves': 'a player left with no legal move',
  'captain-captured': 'a captain taken',
  'no-slides': 'the thirty-ply rule',
  resignation: 'resignation',
  time: 'time running out',
  agreement: 'an agreed draw',
};

const percent = (value: number): string => `${Math.round(value * 100)}%`;

const scopeOf = (stats: VariantStats): { scope: ScopeStats; rated: boolean } =>
  stats.rated.games >= RATED_ENOUGH ? { scope: stats.rated, rated: true } : { scope: stats.all, rated: false };

const variantFindings = (game: Game, stats: VariantStats): string[] => {
  const name = game.variants.find((variant) => variant.id === stats.variant)?.name ?? stats.variant;
  const { scope, rated } = scopeOf(stats);
  if (scope.games < FEWEST_GAMES)
    return [`${name}: ${scope.games} finished ${scope.games === 1 ? 'game' : 'games'} so far, too few to say more.`];
  const [first, second] = game.sides;
  const score = scope.firstScore!;
  const half = (score.high - score.low) / 2;
  const edge =
    score.low > 0.5
      ? `an edge for ${first.name}`
      : score.high < 0.5
        ? `an edge for ${second.name}`
        : 'no clear edge either way';
  const ending = scope.endings[0];
  const plies = scope.plies!;
  return [
    `${first.name} scores ${percent(score.value)} ± ${percent(half)} of ${rated ? 'rated ' : ''}${name} games (${scope.games} games; a win 1, a draw ½): ${edge}.`,
    `${percent(scope.drawRate ?? 0)} of ${name} games are drawn; they last a median of ${plies.median} plies, half of them between ${plies.q1} and ${plies.q3}.`,
    ...(ending
      ? [
          `${name} games most often end by ${ENDINGS[ending.reason] ?? ending.reason} (${percent(ending.games / scope.games)}).`,
        ]
      : []),
  ];
};

/** The findings of every variant, then one across them where two or more have enough games. */
export const findingsOf = (game: Game, variants: readonly VariantStats[]): string[] => {
  const played = variants.filter((stats) => scopeOf(stats).scope.games >= FEWEST_GAMES);
  const across: string[] = [];
  if (played.length >= 2) {
    const byDraws = [...played].sort((a, b) => (scopeOf(b).scope.drawRate ?? 0) - (scopeOf(a).scope.drawRate ?? 0));
    const name = (stats: VariantStats) => game.variants.find((variant) => variant.id === stats.variant)?.name;
    const most = byDraws[0]!;
    const fewest = byDraws[byDraws.length - 1]!;
    across.push(
      `${name(most)} draws most (${percent(scopeOf(most).scope.drawRate ?? 0)} of its games), ${name(fewest)} least (${percent(scopeOf(fewest).scope.drawRate ?? 0)}).`,
    );
  }
  return [
    ...variants.filter((stats) => stats.all.games > 0).flatMap((stats) => variantFindings(game, stats)),
    ...across,
  ];
};
