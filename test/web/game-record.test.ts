import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { GameRecord, REPLAY_LIMIT } from '../../src/web/play/game-record.ts';
import { sampleGame } from '../../scripts/pictures/sample-games.ts';

const adomoc = GAMES.get('adomoc')!;
const read = (text: string) => {
  const parsed = adomoc.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('the page’s record of a game', () => {
  const plies = sampleGame('adomoc', 200, 21);
  const moves = plies.slice(1).map((ply) => ply.lastMove!);
  const last = plies.length - 1;
  const fresh = () => {
    const record = new GameRecord(adomoc, adomoc.defaultVariant, read(plies[0]!.position), moves);
    record.know(last, read(plies[last]!.position));
    return record;
  };

  it('never replays more than REPLAY_LIMIT moves for the board: it names the position to fetch', () => {
    expect(last).toBeGreaterThan(2 * REPLAY_LIMIT);
    const record = fresh();
    const wanted = last - 3;
    expect(record.positionAt(wanted, REPLAY_LIMIT)).toBeNull();
    const checkpoint = wanted - (wanted % REPLAY_LIMIT);
    expect(record.missing(wanted)).toBe(checkpoint);
    record.know(checkpoint, read(plies[checkpoint]!.position));
    expect(record.missing(wanted)).toBeNull();
    expect(adomoc.makePosition(record.positionAt(wanted, REPLAY_LIMIT)!)).toBe(plies[wanted]!.position);
    // Near a known position nothing is missing.
    expect(record.missing(last)).toBeNull();
    expect(record.missing(REPLAY_LIMIT - 1)).toBeNull();
  });

  it('replays as far as asked without a limit, and agrees with the game played', () => {
    const record = fresh();
    for (const ply of [0, 1, 77, last - 1, last])
      expect(adomoc.makePosition(record.positionAt(ply)!)).toBe(plies[ply]!.position);
  });

  it('holds only the latest moves of a long game, and takes earlier ones a stretch at a time', () => {
    const from = 150;
    const record = new GameRecord(adomoc, adomoc.defaultVariant, read(plies[0]!.position), moves.slice(from), from);
    record.know(last, read(plies[last]!.position));
    expect(record.ply).toBe(moves.length);
    expect(record.knownMoves).toHaveLength(moves.length - from);
    expect(record.partial).toBe(true);
    expect(record.allMoves).toBeNull();
    expect(record.moveTo(from)).toBeUndefined();
    expect(record.moveTo(from + 1)).toBe(moves[from]);
    expect(record.needsMoves(from + REPLAY_LIMIT)).toBe(true);
    expect(record.needsMoves(from + REPLAY_LIMIT + 1)).toBe(false);
    // The server lists the moves after a ply up to the end: those held must agree.
    expect(record.prepend(100, moves.slice(100))).toBe(true);
    expect(record.movesFrom).toBe(100);
    expect(record.moveTo(101)).toBe(moves[100]);
    expect(record.prepend(120, moves.slice(120))).toBe(true);
    expect(record.movesFrom).toBe(100);
    // A list that disagrees (moves taken back and played differently) is refused.
    expect(record.prepend(50, [...moves.slice(50, -1), 'Xx0x0'])).toBe(false);
    expect(record.prepend(50, moves.slice(50, -1))).toBe(false);
    expect(record.movesFrom).toBe(100);
    expect(record.prepend(0, moves)).toBe(true);
    expect(record.allMoves).toEqual(moves);
    expect(record.partial).toBe(false);
    for (const ply of [1, 99, 101, last])
      expect(adomoc.makePosition(record.positionAt(ply)!)).toBe(plies[ply]!.position);
  });
});
