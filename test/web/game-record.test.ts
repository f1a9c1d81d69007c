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
    // The server lists a stretch before a ply: it must end where the moves held begin.
    expect(record.joinEarlier(100, 150, moves.slice(100, 150))).toBe(true);
    expect(record.movesFrom).toBe(100);
    expect(record.moveTo(101)).toBe(moves[100]);
    // A stretch the page already holds changes nothing.
    expect(record.joinEarlier(120, 150, moves.slice(120, 150))).toBe(true);
    expect(record.movesFrom).toBe(100);
    // A stretch that does not join up (a gap, or not the moves it says) is refused.
    expect(record.joinEarlier(50, 90, moves.slice(50, 90))).toBe(false);
    expect(record.joinEarlier(50, 100, moves.slice(50, 99))).toBe(false);
    expect(record.movesFrom).toBe(100);
    expect(record.joinEarlier(0, 100, moves.slice(0, 100))).toBe(true);
    expect(record.allMoves).toEqual(moves);
    expect(record.partial).toBe(false);
    for (const ply of [1, 99, 101, last])
      expect(adomoc.makePosition(record.positionAt(ply)!)).toBe(plies[ply]!.position);
  });

  it('replaces its moves with the latest of a state read afresh, keeping positions only while the moves agree', () => {
    const record = new GameRecord(adomoc, adomoc.defaultVariant, read(plies[0]!.position), moves, 0);
    record.know(last, read(plies[last]!.position));
    // The same game read again, its latest 40 moves only: the known position stays.
    record.replaceMoves(moves.slice(-40), moves.length - 40);
    expect(record.movesFrom).toBe(moves.length - 40);
    expect(record.ply).toBe(moves.length);
    expect(record.moveTo(moves.length - 40)).toBeUndefined();
    expect(record.missing(last)).toBeNull();
    // The last move taken back and another played: the position after it is forgotten.
    const other = [...moves.slice(-40, -1), moves[moves.length - 2]!];
    record.replaceMoves(other, moves.length - 40);
    expect(record.moveTo(last)).toBe(other[other.length - 1]);
    expect(record.missing(last)).not.toBeNull();
  });
});
