/** Reading `POST /api/bots` bodies into a bot's name, description and games, with errors that say how to fix them. */
import { GAMES } from '../../engine/games.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { checkPlayerName, type PlayerName } from '../../shared/player-name.ts';
import { refusedInText } from '../../shared/free-text.ts';
import { isObject, unknownFields } from '../game/game-request.ts';

type Checked<T> = Result<T, EngineError>;

export interface BotRequest {
  readonly name: PlayerName;
  readonly description: string;
  /** `game/variant` ids, each once. */
  readonly games: readonly string[];
}

const FIELDS = ['name', 'description', 'games'];
export const DESCRIPTION_MAX = 300;

/** Every `game/variant` this server plays. */
export const allGameVariants = (): string[] =>
  GAMES.games.flatMap((game) => game.variants.map((variant) => `${game.id}/${variant.id}`));

/** `"adomoc"` (all its variants) or `"adomoc/standard"`, each a game and variant of this server. */
const readGames = (value: unknown): Checked<readonly string[]> => {
  const known = allGameVariants();
  const example = `games is a list like ["adomoc", "adix/standard"]: a game (all its variants) or game/variant, from ${known.join(', ')}`;
  if (value === undefined) return ok(known);
  if (!Array.isArray(value) || value.length === 0) return failure('ERR_BOT_GAMES', example);
  const chosen = new Set<string>();
  for (const entry of value) {
    if (typeof entry !== 'string') return failure('ERR_BOT_GAMES', example);
    const wanted = entry.toLowerCase();
    const matches = known.filter((id) => id === wanted || id.startsWith(`${wanted}/`));
    if (matches.length === 0) return failure('ERR_BOT_GAMES', `"${entry.slice(0, 40)}" is not played here; ${example}`);
    for (const id of matches) chosen.add(id);
  }
  return ok([...chosen]);
};

export const readBotRequest = (body: unknown): Checked<BotRequest> => {
  if (!isObject(body))
    return failure('ERR_BODY', 'the body must be a JSON object like {"name": "RandomBot", "description": "…"}');
  const extra = unknownFields(body, FIELDS, 'body');
  if (extra) return { ok: false, error: extra };
  const name = checkPlayerName(body.name);
  if (!name.ok) return name;
  const description = body.description ?? '';
  if (typeof description !== 'string') return failure('ERR_FIELD', 'description is plain text, what the bot is');
  const trimmed = description.trim().replace(/\s+/g, ' ');
  if ([...trimmed].length > DESCRIPTION_MAX)
    return failure('ERR_FIELD', `description may be at most ${DESCRIPTION_MAX} characters`);
  const refused = refusedInText(trimmed);
  if (refused)
    return failure(
      'ERR_FIELD',
      `description holds ${refused.codePoint}, a ${refused.kind} character, which cannot be shown`,
    );
  const games = readGames(body.games);
  if (!games.ok) return games;
  return ok({ name: name.value, description: trimmed, games: games.value });
};
