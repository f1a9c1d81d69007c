/**
 * Levels 1 to 8 of each game: how far each looks and how much it blurs what it sees.
 * Budgets are in nodes (positions searched), so a level plays the same on a fast machine
 * and a slow one, and the same move for the same seed; a deadline may cut a search
 * shorter.
 *
 * A rung must be a real step: each level scores at least 65% against the one below
 * (bench:ai). Two things make one. Blur: the lowest levels move each root move's score by
 * a seeded amount and sometimes slip to a move that looked nearly as good; those are the
 * rungs a newcomer climbs. And whole plies: the branching is wide (40 to 110 moves), so a
 * ply costs about ten times the positions of the one before, and a budget that buys only
 * part of the next ply hardly plays better. The games' plies are priced differently, so
 * each game has its own table, and a variant may have its own budget at a level: Adomoc's
 * upper levels step by two and a half to four times the budget (what a race to the centre
 * rewards; in Altogether, level 7 by more than six), ADIX's by a whole ply each (a budget
 * under four times the one below drew five games of six against it: its endings are one
 * sheltered teammate a side unless a side sees further).
 */
import type { GameId } from '../engine/game-id.ts';

export interface Level {
  readonly level: number;
  /** Deepest iteration. */
  readonly depth: number;
  /** Positions searched at most. */
  readonly nodes: number;
  /**
   * A variant's own budget where the one above does not make a rung there (by variant
   * name; `nodes` elsewhere).
   */
  readonly variantNodes?: Readonly<Record<string, number>>;
  /** Each root move's score is moved by up to this much, at random (by the seed). */
  readonly noise: number;
  /** The chance of choosing, on purpose, a plausible second-best move. */
  readonly slip: number;
  /**
   * How much worse than level a draw looks to it (search.ts): without it, a stronger
   * level shuffles into ADIX's thirty-ply draw against a weaker one instead of pressing.
   */
  readonly contempt: number;
  /**
   * Whether it searches with its game's refined score (evaluation.ts `refined`): knowledge
   * that played better at this level's budget but drew more of the games between the
   * levels below.
   */
  readonly refinedScore?: boolean;
}

const CONTEMPT = 40;

const rung = (level: number, depth: number, nodes: number, noise = 0, slip = 0): Level => ({
  level,
  depth,
  nodes,
  noise,
  slip,
  contempt: CONTEMPT,
});

/** Levels 1 to 3, the same in both games: blurred, a ply or two ahead. */
const FIRST_RUNGS = [rung(1, 1, 400, 120, 0.3), rung(2, 1, 1_500, 50, 0.12), rung(3, 2, 3_000, 40, 0.1)];

export const LEVELS = {
  adomoc: [
    ...FIRST_RUNGS,
    rung(4, 3, 15_000, 10, 0.02),
    rung(5, 4, 40_000),
    rung(6, 6, 150_000),
    // Altogether's plies cost what Standard's do, but at 500,000 its 7 v 6 drew half its
    // games at the 300th ply: there the side behind on the total need not race, only hold,
    // and the side ahead must see further to break the hold (docs/computer.md, "How strong it is").
    // Level 8 keeps four times level 7's budget: at eight times (8,000,000, about 13.5 s a
    // move here with both cores busy) its three games against level 7 were all drawn at the 300th ply, level 8
    // ahead on the total by 23 to 31 in each. More positions do not break the hold. Nor
    // does a lower level 7: at 600,000 (and level 6 at 100,000) level 8 beat it, but level
    // 7 scored 55% against level 6; each upper rung here wants about six times the one below.
    // Scoring the side behind's prime foot and moon at a quarter on every level
    // (docs/computer.md) took 8 v 7 to 5–12–0 over games 1 to 17 (64.7%), but 7 v 6 fell
    // to 3–9–0 (62.5%, 71% without): two levels that both know it draw. Only level 8 has it.
    { ...rung(7, 8, 500_000), variantNodes: { altogether: 1_000_000 } },
    // Level 8 alone scores the side behind's prime foot and moon at a quarter in Altogether
    // (adomoc-evaluation.ts `refined`): with it, level 8 against 7 went 9–7–1 (73.5%) over
    // games 1 to 17, against 4–12–1 without (docs/computer.md).
    { ...rung(8, 64, 2_000_000), variantNodes: { altogether: 4_000_000 }, refinedScore: true },
  ],
  // Depth 2 costs 1,000–3,000 positions, 3 about 10,000–17,000, 4 about 40,000–90,000, 5
  // about 370,000–940,000, 6 more than 2,000,000 (middle games of level 4 against itself).
  adix: [
    ...FIRST_RUNGS,
    rung(4, 2, 3_000),
    rung(5, 3, 15_000),
    rung(6, 4, 40_000),
    rung(7, 6, 450_000),
    rung(8, 64, 4_000_000),
  ],
} satisfies Record<GameId, readonly Level[]>;

export const DEFAULT_LEVEL = 4;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;

/** A level as a whole number from 1 to 8: one out of range is the nearest one. */
export const clampLevel = (level: number): number => Math.min(Math.max(Math.round(level), MIN_LEVEL), MAX_LEVEL);

/** The level's settings in a game. */
export const levelOf = (game: GameId, level: number): Level => LEVELS[game][clampLevel(level) - 1]!;

/** The positions a level searches at most in a variant. */
export const nodesOf = (level: Level, variant: string): number => level.variantNodes?.[variant] ?? level.nodes;

/**
 * The level that judges a draw offer, whatever the computer's own level: the first that
 * neither blurs nor slips (a blurred level's slip reports a worse move's score, which could
 * take a draw in an even game) and sees four plies.
 */
export const judgingLevel = (game: GameId): number =>
  LEVELS[game].find((level) => level.noise === 0 && level.slip === 0 && level.depth >= 4)!.level;

/**
 * The positions a second a level's thinking budget assumes (thinkingBudgetMs): about the
 * search's speed with both cores of this project's machine busy (docs/computer.md,
 * "Speed"; a quiet core searches two to three times as many), so that a server's slower or
 * colder CPU still finishes a level's node budget within its time.
 */
export const BUDGETED_POSITIONS_PER_SECOND = 200_000;
/** No level is given less than this to think, in milliseconds. */
const LEAST_THINKING_MS = 1_000;

/**
 * The CPU time a level may think for on the server, in milliseconds: its node budget at
 * BUDGETED_POSITIONS_PER_SECOND, rounded up to half a second (level 8: 10 s in Adomoc, 20 s
 * in Altogether and ADIX). The node budget ends the search first wherever the CPU is as
 * fast as assumed, so the level plays as it does in `orrery engine`; the time only keeps a
 * slow one from thinking for ever. The game's object spends it over as many alarms as its
 * per-alarm share (`COMPUTER_MOVE_MS`) needs (src/worker/game/computer/computer.ts).
 */
export const thinkingBudgetMs = (level: Level, variant: string): number =>
  Math.max(LEAST_THINKING_MS, Math.ceil(nodesOf(level, variant) / BUDGETED_POSITIONS_PER_SECOND / 0.5) * 500);
