/**
 * The engine's protocol as a pure step from one line to the next state (no process): what
 * a `go` hands the search thread.
 */
import { describe, expect, test } from 'vitest';
import { type EngineState, type Step, handleLine, initialState } from '../../src/cli/engine/protocol.ts';
import { GAMES } from '../../src/engine/games.ts';

/** The first legal move three times over from ADIX's start, in strict notation. */
const adixOpening = (): string[] => {
  const game = GAMES.get('adix')!;
  let position = game.startPosition('standard');
  const moves: string[] = [];
  for (let i = 0; i < 3; i++) {
    const move = game.legalMoves(position, 'standard')[0]!;
    moves.push(game.makeMove(position, move));
    const played = game.play(position, 'standard', move);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
  }
  return moves;
};

const run = (lines: string[]): Step => {
  let state: EngineState = initialState();
  let step: Step = { state, output: [] };
  for (const line of lines) {
    step = handleLine(state, line);
    state = step.state;
  }
  return step;
};

describe('go', () => {
  test('tells the search the positions the game has been through, so it can see a circle coming', () => {
    const step = run([
      'setoption name Game value adix',
      `position startpos moves ${adixOpening().join(' ')}`,
      'go nodes 100',
    ]);
    expect(step.action?.kind).toBe('go');
    const request = step.action?.kind === 'go' ? step.action.request : null;
    // The start and the positions after the first two moves; the third move's is the position searched.
    expect(request?.earlier).toHaveLength(3);
    expect(request?.earlier[0]).toBe(initialState('adix').start);
    expect(request?.earlier).not.toContain(request?.position);
  });

  test('a new game forgets the last one’s positions', () => {
    const step = run([
      'setoption name Game value adix',
      `position startpos moves ${adixOpening().join(' ')}`,
      'ucinewgame',
      'go nodes 100',
    ]);
    expect(step.action?.kind === 'go' && step.action.request.earlier).toEqual([]);
  });

  test('from a set-up position with no moves, there is nothing earlier', () => {
    const step = run(['position startpos', 'go nodes 100']);
    expect(step.action?.kind === 'go' && step.action.request.earlier).toEqual([]);
  });
});

describe('go with a clock', () => {
  const request = (lines: string[]) => {
    const step = run(lines);
    if (step.action?.kind !== 'go') throw new Error(`no search: ${step.output.join(' / ')}`);
    return step.action.request;
  };

  test("thinks for a thirtieth of the side to move's time and most of its increment", () => {
    // Light (the game's first side) to move: wtime and winc are its clock.
    expect(request(['position startpos', 'go wtime 60000 btime 30000 winc 1000 binc 0']).movetime).toBe(2900);
    // After a move, Dark's: btime and binc.
    expect(request(['position startpos moves Fa3a4', 'go wtime 60000 btime 30000 winc 1000 binc 0']).movetime).toBe(
      1000,
    );
  });

  test('shares the time over the moves to the next control, keeping a reserve at the last', () => {
    expect(request(['position startpos', 'go wtime 10000 btime 10000 movestogo 5']).movetime).toBe(2000);
    expect(request(['position startpos', 'go wtime 1000 btime 1000 movestogo 1']).movetime).toBe(950);
    expect(request(['position startpos', 'go wtime 0 btime 0']).movetime).toBe(1);
  });

  test('takes movetime when that is shorter, and refuses a clock that is not a number', () => {
    expect(request(['position startpos', 'go wtime 60000 btime 60000 movetime 300']).movetime).toBe(300);
    const step = run(['position startpos', 'go wtime soon']);
    expect(step.action).toBeUndefined();
    expect(step.output[0]).toMatch(/^info string error ERR_GO: wtime takes a whole number of at least 0/);
  });
});
