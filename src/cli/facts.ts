/**
 * The facts of a position in words, for any game: the outcome once it is over, whose
 * turn it is, the game's own facts (from its CLI module), and the position in notation.
 */
import type { GameOutcome } from '../engine/game.ts';
import { DEFAULT_GAME } from './games.ts';
import { capitalise, sideName, type CliGame } from './game-cli.ts';

/**
 * The variant as outputs name it: Adomoc's alone ("standard"), as before there were two
 * games; any other game's with the game's name ("ADIX standard").
 */
export const variantLabel = (cli: CliGame, variant: string): string =>
  cli === DEFAULT_GAME ? variant : `${cli.game.name} ${variant}`;

/** The outcome in the sentence the game uses for its game-over event. */
export const describeOutcome = (cli: CliGame, outcome: GameOutcome): string =>
  cli.game.describeEvent({ type: 'game-over', ...outcome });

export const outcomeLine = (cli: CliGame, outcome: GameOutcome | null): string | undefined =>
  outcome ? `Game over. ${describeOutcome(cli, outcome)}` : undefined;

export const turnLine = (cli: CliGame, position: unknown, variant: string, over: boolean): string => {
  const number = `${cli.numberWord} ${cli.moveNumber(position)}`;
  const label = `(${variantLabel(cli, variant)} variant)`;
  return over
    ? `${capitalise(number)}; no further moves ${label}.`
    : `${sideName(cli, cli.game.toMove(position))} to move, ${number} ${label}.`;
};

/**
 * Every fact, one per line, ending with the position in position notation. `outcome` is
 * the game's verdict on the board unless the caller knows better (a capture of the last
 * teammate ends an ADIX game, yet the board alone cannot tell).
 */
export const describePosition = (
  cli: CliGame,
  position: unknown,
  variant: string,
  outcome: GameOutcome | null = cli.game.outcome(position, variant),
): string[] => {
  const over = outcomeLine(cli, outcome);
  return [
    ...(over ? [over] : []),
    turnLine(cli, position, variant, over !== undefined),
    ...cli.facts(position, variant),
    `Position: ${cli.game.makePosition(position)}`,
  ];
};
