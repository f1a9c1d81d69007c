/** `orrery play`: plays moves from a position and tells what each one did. */
import type { GameOutcome } from '../engine/game.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { cliError } from './errors.ts';
import { movesSecond, sideName, withArticle, type CliGame } from './game-cli.ts';
import { CLI_GAMES } from './games.ts';
import { GAME_OPTION, looksLikePosition, readSetting } from './inputs.ts';
import { FACES_OPTION, LEGEND_OPTION, drawPosition, readDrawingOptions, wantsDrawing } from './show-command.ts';

/** `3.` before the first player's move, `3...` before the second's, as records number them. */
export const moveNumber = (cli: CliGame, position: unknown): string =>
  `${cli.moveNumber(position)}${movesSecond(cli, cli.game.toMove(position)) ? '...' : '.'}`;

/** "round 2, Dark", "move 3, White": where a move stands, for messages. */
export const whereInGame = (cli: CliGame, position: unknown): string =>
  `${cli.numberWord} ${cli.moveNumber(position)}, ${sideName(cli, cli.game.toMove(position))}`;

/**
 * When the game came from no --game and no position, and its first move cannot be read,
 * another game whose start position takes that move is named in the message.
 */
const otherGameHint = (cli: CliGame, text: string): string => {
  const other = CLI_GAMES.find((candidate) => {
    if (candidate === cli) return false;
    const { game } = candidate;
    return game.parseMove(game.startPosition(game.defaultVariant), game.defaultVariant, text).ok;
  });
  return other ? ` (it reads as ${withArticle(other.game.name)} move: add --game ${other.game.id})` : '';
};

const nameWidth = Math.max(...CLI_GAMES.map((cli) => cli.game.name.length)) + 1;
const movesHelp = CLI_GAMES.map((cli) => `${`${cli.game.name}:`.padEnd(nameWidth)} ${cli.moveExamples}`);

export const playCommand: Command = {
  name: 'play',
  summary: 'play moves and tell what each one did',
  usage: 'orrery play [position] <move>… [--variant v] [--show] [--legend] [--faces] [--game g]',
  details: [
    'Plays the moves in order from the position (the start position when none is given)',
    'and prints, for each, what happened in plain words, then the position reached.',
    'Moves are written as in records (quote a move holding *, ^, ( or ) for the shell):',
    ...movesHelp.map((line) => `  ${line}`),
    'At an illegal move it stops, prints why, and exits with status 1.',
  ],
  options: [
    VARIANT_OPTION,
    { name: 'show', description: 'draw the position reached' },
    LEGEND_OPTION,
    FACES_OPTION,
    GAME_OPTION,
  ],
  run: (args, io) => {
    const hasPosition = args.positionals.length > 0 && looksLikePosition(args.positionals[0]!);
    const read = readSetting('play', args, hasPosition ? 0 : args.positionals.length, false);
    if (!read.ok) return read;
    const { cli, variant, stated } = read.value;
    const { game } = cli;
    const drawing = readDrawingOptions(args, cli, io.colour);
    if (!drawing.ok) return drawing;
    const moves = args.positionals.slice(hasPosition ? read.value.next : 0);
    if (moves.length === 0)
      return cliError('ERR_ARGUMENTS', `play needs at least one move, as in orrery play ${cli.openingMoves}`);
    let position = read.value.position;
    let outcome: GameOutcome | null = null;
    const lines: string[] = [];
    const finish = () => {
      if (wantsDrawing(args))
        lines.push(
          '',
          drawPosition(cli, position, variant, drawing.value, outcome ?? game.outcome(position, variant)).trimEnd(),
        );
      else lines.push('', `Position: ${game.makePosition(position)}`);
      io.out(`${lines.join('\n')}\n`);
    };
    const illegal = (text: string, reason: string, ply: number) => {
      lines.push(`${moveNumber(cli, position)} ${text}: not played`);
      finish();
      const hint = !stated && ply === 0 ? otherGameHint(cli, text) : '';
      return cliError('ERR_ILLEGAL_MOVE', `${whereInGame(cli, position)}: "${text}" is illegal: ${reason}${hint}`);
    };
    for (const [ply, text] of moves.entries()) {
      const move = game.parseMove(position, variant, text);
      if (!move.ok) return illegal(text, move.error.message, ply);
      const played = game.play(position, variant, move.value);
      if (!played.ok) return illegal(text, played.error.message, ply);
      lines.push(
        `${moveNumber(cli, position)} ${game.makeMove(position, move.value)}`,
        ...played.value.events.map((event) => `  ${game.describeEvent(event)}`),
      );
      position = played.value.position;
      outcome = played.value.outcome;
    }
    finish();
    return done;
  },
};
