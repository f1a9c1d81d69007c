/**
 * A tiny engine program for the match harness's tests, speaking just enough of the
 * protocol (uci, isready, setoption, position, go, quit): `node stub-engine.ts <mode>`.
 * In mode `first` it plays the first legal move, `illegal` answers a move that is not
 * one, and `silent` never answers `go`.
 */
import { createInterface } from 'node:readline';
import { GAMES } from '../../../src/engine/games.ts';

const mode = process.argv[2] ?? 'first';
let game = GAMES.get('adomoc')!;
let variant = game.defaultVariant;
let position: unknown = game.startPosition(variant);

const write = (line: string) => process.stdout.write(`${line}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...words] = line.trim().split(/\s+/);
  if (command === 'uci') write('uciok');
  else if (command === 'isready') write('readyok');
  else if (command === 'quit') process.exit(0);
  else if (command === 'setoption' && words[1]?.toLowerCase() === 'game') {
    game = GAMES.get(words[3]!)!;
    variant = game.defaultVariant;
  } else if (command === 'setoption' && words[1]?.toLowerCase() === 'variant') variant = words[3]!;
  else if (command === 'position') {
    // `position fen <notation> [moves …]`: the notation may hold spaces.
    const text = words.slice(1).join(' ');
    const [fen, moves = ''] = text.split(/ moves ?/);
    let current = game.parsePosition(fen!.trim());
    if (!current.ok) throw new Error(current.error.message);
    position = current.value;
    for (const move of moves.split(' ').filter(Boolean)) {
      const parsed = game.parseMove(position, variant, move);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const played = game.play(position, variant, parsed.value);
      if (!played.ok) throw new Error(played.error.message);
      position = played.value.position;
    }
    current = { ok: true, value: position };
  } else if (command === 'go') {
    if (mode === 'silent') return;
    if (mode === 'illegal') return write('bestmove zz99');
    write(`bestmove ${game.makeMove(position, game.legalMoves(position, variant)[0]!)}`);
  }
});
