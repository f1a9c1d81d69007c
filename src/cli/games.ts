/**
 * The games the command line plays, each the shared Game (src/engine/game.ts) with its
 * command-line module, and how a command finds its game: `--game`, else the position or
 * record it is given, else Adomoc.
 */
import { GAME_IDS, type GameId } from '../engine/game-id.ts';
import { ok, type Result } from '../engine/result.ts';
import { adixCli } from './adix-cli.ts';
import { adomocCli } from './adomoc-cli.ts';
import { cliError, type CliError } from './errors.ts';
import { withArticle, type CliGame } from './game-cli.ts';

/** Each game's command-line module, by id. */
const CLI_BY_ID = { adomoc: adomocCli, adix: adixCli } satisfies Record<GameId, CliGame>;

/** In the order detection tries them (the registry's); the first is the default. */
export const CLI_GAMES: readonly CliGame[] = GAME_IDS.map((id) => CLI_BY_ID[id]);

/** Adomoc: the only game before ADIX came, so commands without a game stay Adomoc's. */
export const DEFAULT_GAME: CliGame = adomocCli;

export const gameIds = (): string[] => CLI_GAMES.map((cli) => cli.game.id);

/** "adomoc or adix". */
export const gameChoices = (): string => {
  const ids = gameIds();
  return ids.length < 2 ? ids.join('') : `${ids.slice(0, -1).join(', ')} or ${ids.at(-1)}`;
};

/** The game with this id or name, in any case ("ADIX", "adix"). */
export const findGame = (text: string): CliGame | undefined => {
  const wanted = text.trim().toLowerCase();
  return CLI_GAMES.find((cli) => cli.game.id === wanted || cli.game.name.toLowerCase() === wanted);
};

export const startNotation = (cli: CliGame): string =>
  cli.game.makePosition(cli.game.startPosition(cli.game.defaultVariant));

/** The games, other than `cli`, that read `text` as a position. */
const otherReaders = (cli: CliGame, text: string): CliGame[] =>
  CLI_GAMES.filter((other) => other !== cli && other.game.parsePosition(text).ok);

const mostResembled = (text: string): CliGame =>
  CLI_GAMES.reduce((best, cli) => (cli.resemblance(text) > best.resemblance(text) ? cli : best), DEFAULT_GAME);

const badPosition = (cli: CliGame, text: string, message: string, hint: string) =>
  cliError(
    'ERR_POSITION',
    `bad position "${text}": ${message.replace(/^position: /, '')}. A position is one quoted argument, such as "${startNotation(cli)}"${hint}`,
  );

/**
 * The game and position `text` stands for. With `chosen` (from --game), that game's
 * reading; without, the game that reads it (the first, should several), and when none
 * does, the error of the game whose notation it most resembles.
 */
export const readGamePosition = (
  text: string,
  chosen: CliGame | undefined,
): Result<{ cli: CliGame; position: unknown }, CliError> => {
  if (chosen) {
    const parsed = chosen.game.parsePosition(text);
    if (parsed.ok) return ok({ cli: chosen, position: parsed.value });
    const other = otherReaders(chosen, text)[0];
    const hint = other
      ? ` (it is ${withArticle(other.game.name)} position: write --game ${other.game.id}, or leave --game out)`
      : '';
    return badPosition(chosen, text, parsed.error.message, hint);
  }
  for (const cli of CLI_GAMES) {
    const parsed = cli.game.parsePosition(text);
    if (parsed.ok) return ok({ cli, position: parsed.value });
  }
  const cli = mostResembled(text);
  const others = CLI_GAMES.filter((other) => other !== cli).map(
    (other) => `--game ${other.game.id} for ${other.game.name}`,
  );
  const hint = ` (read as ${withArticle(cli.game.name)} position${others.length ? `; ${others.join(', ')}` : ''})`;
  const parsed = cli.game.parsePosition(text);
  return badPosition(cli, text, parsed.ok ? 'no game reads it' : parsed.error.message, hint);
};
