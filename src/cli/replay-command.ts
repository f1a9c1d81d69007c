/** `orrery replay`: checks a game record by playing it, and reports where it leads. */
import {
  describeEvent,
  makePosition,
  makeTaggedRecord,
  parseTaggedRecord,
  replayRecord,
  type Outcome,
  type Replay,
  type ReplayStop,
  type TaggedRecord,
  type Variant,
} from '../engine/adomoc/index.ts';
import { hasFlag } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { cliError } from './errors.ts';
import { capitalise } from './facts.ts';
import { noMoreArguments, readVariant } from './inputs.ts';
import { readRecordText } from './record-input.ts';
import { printable } from './printable.ts';
import { LEGEND_OPTION, drawPosition } from './show-command.ts';

/** Tags makeTaggedRecord writes itself; every other tag is carried over as it was. */
const WRITTEN_TAGS = new Set(['Game', 'Variant', 'Light', 'Dark', 'Started', 'Ended', 'Result', 'Termination', 'Score', 'Position']);

const resultTag = (outcome: Outcome | null): string => (outcome ? (outcome.winner ?? 'draw') : 'ongoing');

export const describeResult = (outcome: Outcome | null): string =>
  outcome ? describeEvent({ type: 'game-over', ...outcome }) : 'ongoing: the game is not over.';

const summary = (record: TaggedRecord, replay: Replay, variant: Variant): string[] => {
  // The whole movetext is read before any move is played, so a word that cannot be
  // read stops the replay before its first move, wherever that word stands.
  if (replay.stopped?.error.code === 'ERR_RECORD_SYNTAX') return [`Variant: ${variant}`, 'Plies played: none, as the record cannot be read.'];
  const lines = [`Variant: ${variant}`, `Plies played: ${replay.moves.length}`];
  if (replay.stopped) {
    lines.push(`Position reached before stopping: ${makePosition(replay.position)}`);
    return lines;
  }
  lines.push(`Final position: ${makePosition(replay.position)}`, `Result: ${describeResult(replay.outcome)}`);
  const claimed = record.tags.Result;
  if (claimed !== undefined && claimed.toLowerCase() !== resultTag(replay.outcome))
    lines.push(`Note: the Result tag says "${printable(claimed)}", but the moves give "${resultTag(replay.outcome)}".`);
  return lines;
};

/** The record written back strictly: standard tags from the replay, the others as they were. */
export const strictRecord = (record: TaggedRecord, replay: Replay, variant: Variant): string => {
  const { tags } = record;
  const extra = Object.fromEntries(Object.entries(tags).filter(([name]) => !WRITTEN_TAGS.has(name)));
  return makeTaggedRecord(
    { variant, light: tags.Light, dark: tags.Dark, started: tags.Started, ended: tags.Ended, start: record.start, outcome: replay.outcome, extra },
    replay.notation,
  );
};

/** Where and why the replay stopped: a record that breaks its own form, or an illegal move. */
const stopError = (stopped: ReplayStop) => {
  const { round, side, text, error } = stopped;
  const where = `round ${round}, ${capitalise(side)}`;
  // A word that cannot be read is quoted in the engine's message, with no useful place.
  if (error.code === 'ERR_RECORD_SYNTAX') return cliError('ERR_RECORD', `the record cannot be read: ${error.message}`);
  if (error.code === 'ERR_MOVE_NUMBER' || error.code === 'ERR_AFTER_END') return cliError('ERR_RECORD', `${where}: ${error.message}`);
  return cliError('ERR_ILLEGAL_MOVE', `${where}: "${text}" is illegal: ${error.message}`);
};

export const replayCommand: Command = {
  name: 'replay',
  summary: 'check a game record and show where it leads',
  usage: 'orrery replay [file|-] [--variant v] [--show] [--tagged]',
  details: [
    'Reads a record, tagged ([Variant "standard"] lines, a blank line, then the moves) or',
    'plain (1. Fa3a6 Fj3j7 2. …), from the file or, with - or no file, from standard input.',
    'Plays it and prints the number of plies, the final position and the result; at the',
    'first illegal move it prints where and why, and exits with status 1.',
    "The variant is the record's Variant tag unless --variant is given.",
    '--tagged prints the record written back strictly, with its tags, instead of the summary.',
  ],
  options: [
    VARIANT_OPTION,
    { name: 'show', description: 'draw the final position' },
    { name: 'tagged', description: 'write the record back out strictly, with its tags' },
    LEGEND_OPTION,
  ],
  run: (args, io) => {
    const rest = noMoreArguments('replay', args.positionals, 1, 'replay reads one record, from a file or from - (standard input)');
    if (!rest.ok) return rest;
    const text = readRecordText(args.positionals[0], io, 'replay');
    if (!text.ok) return text;
    const record = parseTaggedRecord(text.value);
    if (!record.ok) return cliError('ERR_RECORD', `the record cannot be read: ${record.error.message}`);
    const variant = readVariant(args, record.value.variant);
    if (!variant.ok) return variant;
    const replay = replayRecord(record.value.movetext, { variant: variant.value, start: record.value.start });
    const lines = hasFlag(args, 'tagged') ? [strictRecord(record.value, replay, variant.value).trimEnd()] : summary(record.value, replay, variant.value);
    if (hasFlag(args, 'show') || hasFlag(args, 'legend'))
      lines.push('', drawPosition(replay.position, variant.value, { colour: io.colour, legend: hasFlag(args, 'legend') }).trimEnd());
    io.out(`${lines.join('\n')}\n`);
    return replay.stopped ? stopError(replay.stopped) : done;
  },
};
