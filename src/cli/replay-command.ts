/** `orrery replay`: checks a game record by playing it, and reports where it leads. */
import type { GameOutcome, ReplayedRecord } from '../engine/game.ts';
import { ok, type Result } from '../engine/result.ts';
import { hasFlag, optionValue, type ParsedArgs } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { cliError, type CliError } from './errors.ts';
import { describeOutcome } from './facts.ts';
import { withArticle, type CliGame } from './game-cli.ts';
import { CLI_GAMES, DEFAULT_GAME, findGame } from './games.ts';
import { GAME_OPTION, noMoreArguments, readGameOption, readVariant } from './inputs.ts';
import { whereInGame } from './play-command.ts';
import { printable } from './printable.ts';
import { readRecordText, recordTags, withoutTag } from './record-input.ts';
import { FACES_OPTION, LEGEND_OPTION, drawPosition, readDrawingOptions, wantsDrawing } from './show-command.ts';

type Replayed = ReplayedRecord<unknown>;

const resultTag = (outcome: GameOutcome | null): string => (outcome ? (outcome.winner ?? 'draw') : 'ongoing');

export const describeResult = (cli: CliGame, outcome: GameOutcome | null): string =>
  outcome ? describeOutcome(cli, outcome) : 'ongoing: the game is not over.';

/**
 * A record holding a word that cannot be read is refused as a whole, wherever the word
 * stands: the engines play the moves before it, but they are not reported as played.
 */
const unreadable = (replay: Replayed): boolean => replay.stopped?.error.code === 'ERR_RECORD_SYNTAX';

const summary = (cli: CliGame, replay: Replayed): string[] => {
  const { game } = cli;
  // Adomoc's summary is as it was before there were two games; any other game is named.
  const lines = [...(cli === DEFAULT_GAME ? [] : [`Game: ${game.name}`]), `Variant: ${replay.variant}`];
  if (unreadable(replay)) return [...lines, 'Plies played: none, as the record cannot be read.'];
  lines.push(`Plies played: ${replay.notation.length}`);
  if (replay.stopped) {
    lines.push(`Position reached before stopping: ${game.makePosition(replay.position)}`);
    return lines;
  }
  lines.push(`Final position: ${game.makePosition(replay.position)}`, `Result: ${describeResult(cli, replay.outcome)}`);
  const claimed = replay.tags.Result;
  if (claimed !== undefined && claimed.toLowerCase() !== resultTag(replay.outcome))
    lines.push(`Note: the Result tag says "${printable(claimed)}", but the moves give "${resultTag(replay.outcome)}".`);
  return lines;
};

/** The record written back strictly: standard tags from the replay, the others as they were. */
export const strictRecord = (cli: CliGame, replay: Replayed): string => {
  const { game } = cli;
  const { tags } = replay;
  // Tags the games write themselves: the players' tags are named after the sides.
  const written = new Set([
    'Game',
    'Variant',
    'Started',
    'Ended',
    'Result',
    'Termination',
    'Score',
    'Position',
    ...game.sides.map((side) => side.name),
  ]);
  const extra = Object.fromEntries(Object.entries(tags).filter(([name]) => !written.has(name)));
  const players = Object.fromEntries(
    game.sides.flatMap((side) => (tags[side.name] === undefined ? [] : [[side.id, tags[side.name]!]])),
  );
  return game.makeRecord(
    {
      variant: replay.variant,
      players,
      ...(tags.Started === undefined ? {} : { started: tags.Started }),
      ...(tags.Ended === undefined ? {} : { ended: tags.Ended }),
      start: game.makePosition(replay.start),
      outcome: replay.outcome,
      extra,
    },
    replay.notation,
  );
};

/** Another game that plays at least the first move of a record the game could not start. */
const otherGameHint = (cli: CliGame, text: string): string => {
  const other = CLI_GAMES.find((candidate) => {
    if (candidate === cli) return false;
    const replayed = candidate.game.replayRecord(text);
    return replayed.ok && (replayed.value.stopped === null || replayed.value.stopped.ply > 0);
  });
  return other ? ` (it reads as ${withArticle(other.game.name)} record: add --game ${other.game.id})` : '';
};

/** Where and why the replay stopped: a record that breaks its own form, or an illegal move. */
const stopError = (cli: CliGame, replay: Replayed, hint: () => string) => {
  const { text, error } = replay.stopped!;
  const where = whereInGame(cli, replay.position);
  // A word that cannot be read is quoted in the engine's message; the record has no place to give.
  if (unreadable(replay))
    return cliError(
      'ERR_RECORD',
      `the record cannot be read: ${error.message}${replay.notation.length === 0 ? hint() : ''}`,
    );
  if (error.code === 'ERR_MOVE_NUMBER' || error.code === 'ERR_AFTER_END')
    return cliError('ERR_RECORD', `${where}: ${error.message}`);
  return cliError(
    'ERR_ILLEGAL_MOVE',
    `${where}: "${text}" is illegal: ${error.message}${replay.stopped!.ply === 0 ? hint() : ''}`,
  );
};

/**
 * The game of a record: its Game tag, else --game, else the game its Position tag is
 * written for, else Adomoc. `stated` is false for that last fallback.
 */
const recordGame = (args: ParsedArgs, text: string): Result<{ cli: CliGame; stated: boolean }, CliError> => {
  const chosen = readGameOption(args);
  if (!chosen.ok) return chosen;
  const tags = recordTags(text);
  if (tags.Game !== undefined) {
    const tagged = findGame(tags.Game);
    if (!tagged)
      return cliError(
        'ERR_RECORD',
        `the record's Game tag says "${tags.Game}"; orrery plays ${CLI_GAMES.map((cli) => cli.game.name).join(' and ')}`,
      );
    if (chosen.value && chosen.value !== tagged)
      return cliError(
        'ERR_GAME',
        `--game ${chosen.value.game.id}, but the record's Game tag says "${tags.Game}"; leave --game out`,
      );
    return ok({ cli: tagged, stated: true });
  }
  if (chosen.value) return ok({ cli: chosen.value, stated: true });
  const position = tags.Position;
  const reader = position === undefined ? undefined : CLI_GAMES.find((cli) => cli.game.parsePosition(position).ok);
  return ok({ cli: reader ?? DEFAULT_GAME, stated: reader !== undefined });
};

export const replayCommand: Command = {
  name: 'replay',
  summary: 'check a game record and show where it leads',
  usage: 'orrery replay [file|-] [--variant v] [--show] [--tagged] [--legend] [--faces] [--game g]',
  details: [
    'Reads a record, tagged ([Game "ADIX"] and other tag lines, a blank line, then the moves)',
    'or plain (1. Fa3a6 Fj3j7 2. …), from the file or, with - or no file, from standard input.',
    'Plays it and prints the number of plies, the final position and the result; at the',
    'first illegal move it prints where and why, and exits with status 1.',
    "The game is the record's Game tag; without one, --game, else the game its Position tag",
    "is written in, else Adomoc. The variant is the record's Variant tag unless --variant is given.",
    '--tagged prints the record written back strictly, with its tags, instead of the summary.',
  ],
  options: [
    VARIANT_OPTION,
    { name: 'show', description: 'draw the final position' },
    { name: 'tagged', description: 'write the record back out strictly, with its tags' },
    LEGEND_OPTION,
    FACES_OPTION,
    GAME_OPTION,
  ],
  run: (args, io) => {
    const rest = noMoreArguments(
      'replay',
      args.positionals,
      1,
      'replay reads one record, from a file or from - (standard input)',
    );
    if (!rest.ok) return rest;
    const text = readRecordText(args.positionals[0], io, 'replay');
    if (!text.ok) return text;
    const picked = recordGame(args, text.value);
    if (!picked.ok) return picked;
    const { cli, stated } = picked.value;
    const { game } = cli;
    const drawing = readDrawingOptions(args, cli, io.colour);
    if (!drawing.ok) return drawing;
    // --variant overrides the Variant tag: the tag is set aside and the game told the variant.
    let record = text.value;
    let options = {};
    if (optionValue(args, 'variant') !== undefined) {
      const variant = readVariant(args, cli);
      if (!variant.ok) return variant;
      record = withoutTag(record, 'Variant');
      options = { variant: variant.value };
    }
    const replayed = game.replayRecord(record, options);
    if (!replayed.ok) return cliError('ERR_RECORD', `the record cannot be read: ${replayed.error.message}`);
    const replay = replayed.value;
    const lines = hasFlag(args, 'tagged') ? [strictRecord(cli, replay).trimEnd()] : summary(cli, replay);
    if (wantsDrawing(args))
      lines.push(
        '',
        drawPosition(
          cli,
          replay.position,
          replay.variant,
          drawing.value,
          replay.outcome ?? game.outcome(replay.position, replay.variant),
        ).trimEnd(),
      );
    io.out(`${lines.join('\n')}\n`);
    return replay.stopped ? stopError(cli, replay, () => (stated ? '' : otherGameHint(cli, record))) : done;
  },
};
