/** `orrery moves`: the legal moves of a position, or of one piece grouped by target. */
import { optionValue } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { outcomeLine, variantLabel } from './facts.ts';
import { capitalise, sideName, type CliGame } from './game-cli.ts';
import { CLI_GAMES } from './games.ts';
import { GAME_OPTION, readSetting, readSquare } from './inputs.ts';

/** Notation sorts well as plain text: piece letters, start square, then the rest. */
export const sortedNotation = (notation: readonly string[]): string[] => [...notation].sort();

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const allMoves = (cli: CliGame, position: unknown, variant: string): string[] => {
  const { game } = cli;
  const moves = sortedNotation(game.legalMoves(position, variant).map((move) => game.makeMove(position, move)));
  const over = outcomeLine(cli, game.outcome(position, variant));
  const header = `${sideName(cli, game.toMove(position))} to move (${variantLabel(cli, variant)}): ${plural(moves.length, 'legal move')}`;
  return [header, ...moves, ...(over ? [over] : [])];
};

const movesFrom = (cli: CliGame, position: unknown, variant: string, from: string): string[] => {
  const targets = cli.game
    .targetsFrom(position, variant, from)
    .map((target) => ({ target, key: cli.targetOrder(target.to) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ target }) => target);
  const count = targets.reduce((sum, target) => sum + target.options.length, 0);
  if (count === 0) return [`0 legal moves from ${from}. ${cli.whyNoMove(position, variant, from)}`];
  const piece = capitalise(cli.pieceOn(position, from) ?? 'the piece');
  const header = `${piece} on ${from} (${variantLabel(cli, variant)}): ${plural(targets.length, cli.targetWord)}, ${plural(count, 'legal move')}`;
  const actions = targets.map((target) => cli.targetAction(position, target));
  const width = Math.max(...actions.map((action) => action.length));
  const lines = targets.map((target, i) => {
    const notation = sortedNotation(target.options.map((option) => option.notation)).join(' ');
    return `  ${target.to.padEnd(7)}${actions[i]!.padEnd(width)}  ${notation}`;
  });
  return [header, ...lines];
};

const squareExamples = CLI_GAMES.map(
  (cli) => `${cli.squareWords.how.replace(/.*such as /, '')} (${cli.game.name})`,
).join(' or ');

export const movesCommand: Command = {
  name: 'moves',
  summary: 'list the legal moves of a position',
  usage: 'orrery moves [position] [--variant v] [--from sq] [--game g]',
  details: [
    'Lists every legal move of the player to move, sorted, with their number.',
    'Without a position, the start position. With --from, only the moves of the piece on',
    'that square, one line per square it can reach, with what it does there.',
    'Adomoc: an origination names the piece it sends away and lists a move for every origin',
    'space it may be sent to; the winning move comes last.',
    'ADIX: a slide and a tip onto the same square share a line, with the face a tip leaves',
    "on top; both pivots target the piece's own square.",
  ],
  options: [
    VARIANT_OPTION,
    { name: 'from', value: 'sq', description: `only the moves of the piece on this square, such as ${squareExamples}` },
    GAME_OPTION,
  ],
  run: (args, io) => {
    const read = readSetting('moves', args, 0);
    if (!read.ok) return read;
    const { cli, variant, position } = read.value;
    const fromText = optionValue(args, 'from');
    if (fromText === undefined) {
      io.out(`${allMoves(cli, position, variant).join('\n')}\n`);
      return done;
    }
    const from = readSquare(cli, 'from', fromText);
    if (!from.ok) return from;
    io.out(`${movesFrom(cli, position, variant, from.value).join('\n')}\n`);
    return done;
  },
};
