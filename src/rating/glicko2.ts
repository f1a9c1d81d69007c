/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2022 revision): a rating,
 * its deviation (how sure the system is of it) and a volatility (how erratic the
 * player's results are). Pure arithmetic, no platform: the game's object rates a game
 * when it ends, and tests check it against the paper's worked example.
 *
 * Correspondence games end one at a time, months apart, so each game is its own rating
 * period: a player's rating moves after every rated game, and the deviation grows with
 * the time since their last one (`periodsIdle`), so a player back after a year is
 * uncertain again and moves faster.
 */

export interface Rating {
  /** On the familiar scale: 1500 for a newcomer. */
  readonly rating: number;
  /** 350 for a newcomer; below about 110 the rating is called established. */
  readonly deviation: number;
  readonly volatility: number;
}

/** A result from the player's side: 1 a win, 0.5 a draw, 0 a loss. */
export type Score = 0 | 0.5 | 1;

export const NEWCOMER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** Constrains the change in volatility; the paper suggests 0.3 to 1.2. Small: few, slow games. */
export const TAU = 0.5;
/** The scale factor between Glicko and Glicko-2 units (173.7178 = 400 / ln 10). */
const SCALE = 173.7178;
/** Convergence of the volatility's iteration. */
const EPSILON = 0.000001;
/** A deviation never grows past a newcomer's. */
const MAX_DEVIATION = 350;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The deviation after `periods` rating periods without a game (step 6, repeated). */
export const idle = (player: Rating, periods: number): Rating => {
  if (periods <= 0) return player;
  const phi = player.deviation / SCALE;
  const grown = Math.sqrt(phi * phi + periods * player.volatility * player.volatility) * SCALE;
  return { ...player, deviation: Math.min(grown, MAX_DEVIATION) };
};

/** The new volatility (step 5), by the Illinois algorithm. */
const newVolatility = (sigma: number, phi: number, v: number, delta: number, tau: number): number => {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Bounded, so a pathological input cannot hang the object; it converges in a few dozen.
  for (let step = 0; step < 100 && Math.abs(B - A) > EPSILON; step++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
};

/**
 * The player's rating after one rating period with these games (steps 2 to 8). With no
 * games only the deviation grows, by one period.
 */
export const rate = (
  player: Rating,
  games: readonly { readonly opponent: Rating; readonly score: Score }[],
  tau = TAU,
): Rating => {
  if (games.length === 0) return idle(player, 1);
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigma = newVolatility(player.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return {
    rating: muNew * SCALE + 1500,
    deviation: Math.min(phiNew * SCALE, MAX_DEVIATION),
    volatility: sigma,
  };
};

/** One game between two players, both rated at once from their ratings before it. */
export const rateGame = (first: Rating, second: Rating, firstScore: Score): [Rating, Rating] => [
  rate(first, [{ opponent: second, score: firstScore }]),
  rate(second, [{ opponent: first, score: (1 - firstScore) as Score }]),
];
