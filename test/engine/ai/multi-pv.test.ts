/**
 * Several best lines (search.ts `multiPv`), as the analysis board and `orrery engine`'s
 * MultiPV ask for them: the first line has the score the one-line search finds at the
 * same depth, and its move (or one as good), the lines come best first with different first moves, each line plays
 * from the position, and asking for more lines than there are moves gives every move.
 */
import { describe, expect, test } from 'vitest';
import { WIN, evaluationFor, levelOf, MAX_LEVEL, search, seeded } from '../../../src/ai/index.ts';
import type { SearchInfo } from '../../../src/ai/index.ts';
import type { GameId } from '../../../src/engine/game-id.ts';
import type { Game } from '../../../src/engine/game.ts';
import { GAMES } from '../../../src/engine/games.ts';

const CASES = GAMES.games.flatMap((game) =>
  game.variants.map((variant) => [`${game.id} ${variant.id}`, game, variant.id] as const),
);

/** The position after `plies` seeded random moves, or the last one before the game ended. */
const reached = (game: Game, variant: string, plies: number, seed: number): unknown => {
  const random = seeded(seed);
  let position = game.startPosition(variant);
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.legalMoves(position, variant);
    const played = game.play(position, variant, moves[random.below(moves.length)]!);
    if (!played.ok || played.value.outcome) break;
    position = played.value.position;
  }
  return position;
};

const analyse = (game: Game, variant: string, position: unknown, depth: number, multiPv?: number) => {
  const infos: SearchInfo[] = [];
  const evaluation = evaluationFor(game.id as GameId, levelOf(game.id as GameId, MAX_LEVEL));
  const result = search(game, evaluation as never, variant, position, {
    limits: { depth },
    onInfo: (info) => void infos.push(info),
    ...(multiPv !== undefined ? { multiPv } : {}),
  });
  return { result, infos };
};

/** Plays a line's moves from `position`; throws if one is not legal there. */
const replays = (game: Game, variant: string, position: unknown, line: readonly string[]): void => {
  let at = position;
  for (const text of line) {
    const move = game.parseMove(at, variant, text);
    if (!move.ok) throw new Error(`${line.join(' ')}: ${text}: ${move.error.message}`);
    const played = game.play(at, variant, move.value);
    if (!played.ok) throw new Error(played.error.message);
    at = played.value.position;
  }
};

describe.each(CASES)('%s: several best lines', (_name, game, variant) => {
  const positions = [0, 24].map((plies, index) => reached(game, variant, plies, 40 + index));

  test('line 1 is the one-line search’s move and score at each depth; scores best first; first moves differ', () => {
    for (const position of positions) {
      const single = analyse(game, variant, position, 3);
      const several = analyse(game, variant, position, 3, 3);
      const legal = game.legalMoves(position, variant).length;
      // The one-line search stops at a forced result; several lines go on until all are forced.
      expect(several.infos.map((info) => info.depth).slice(0, single.infos.length)).toEqual(
        single.infos.map((info) => info.depth),
      );
      for (const [index, info] of several.infos.entries()) {
        const alone = single.infos[index] ?? single.infos.at(-1)!;
        expect(info.lines).toHaveLength(Math.min(3, legal));
        expect(info.lines[0]!.score).toBe(alone.score);
        // A tie may be broken the other way (the root's order differs once more moves have
        // exact scores): then the one-line search's move scores the same, or every line does.
        if (info.lines[0]!.pv[0] !== alone.pv[0]) {
          const same = info.lines.find((line) => line.pv[0] === alone.pv[0]);
          if (same) expect(same.score).toBe(alone.score);
          else expect(info.lines.every((line) => line.score === alone.score)).toBe(true);
        }
        expect(info.score).toBe(info.lines[0]!.score);
        expect(info.pv).toEqual(info.lines[0]!.pv);
        const scores = info.lines.map((line) => line.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(new Set(info.lines.map((line) => line.pv[0])).size).toBe(info.lines.length);
        for (const line of info.lines) replays(game, variant, position, line.pv);
      }
      expect(several.result.lines).toEqual(several.infos.at(-1)!.lines);
    }
  });
});

describe('more lines asked for than there are moves', () => {
  test('gives every legal move, each once, best first', () => {
    const game = GAMES.get('adix')!;
    const position = reached(game, 'standard', 8, 7);
    const legal = game.legalMoves(position, 'standard').map((move) => game.makeMove(position, move));
    const { infos } = analyse(game, 'standard', position, 2, legal.length + 5);
    expect(infos).toHaveLength(2);
    for (const info of infos) {
      expect(info.lines.map((line) => line.pv[0]).sort()).toEqual([...legal].sort());
      const scores = info.lines.map((line) => line.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  test('one line is the default, and a forced result in every line ends the deepening', () => {
    const game = GAMES.get('adomoc')!;
    const { infos } = analyse(game, 'standard', game.startPosition('standard'), 2);
    expect(infos.map((info) => info.lines.length)).toEqual([1, 1]);
    expect(Math.abs(infos[0]!.score)).toBeLessThan(WIN / 2);
  });
});
