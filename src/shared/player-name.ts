/**
 * What a player's display name may be: a name as games take it (player-fields.ts: no
 * control, invisible or unassigned characters, nothing that draws blank), at most
 * PLAYER_NAME_MAX characters, with a letter or digit in it, and not the name erased
 * accounts' seats take. Whether it passes for a name
 * taken already is the server's to say, by the name's look-alike key (name-key.ts).
 */
import { failure, ok, type EngineError, type Result } from '../engine/result.ts';
import { checkName } from './player-fields.ts';
import { nameKey } from './name-key.ts';

export const PLAYER_NAME_MAX = 24;

/** How the seat of an erased account is named (docs/privacy.md); no player may take it. */
export const ERASED_NAME = 'erased player';

export interface PlayerName {
  readonly name: string;
  readonly key: string;
}

export const checkPlayerName = (value: unknown): Result<PlayerName, EngineError> => {
  const checked = checkName(value);
  if (!checked.ok) return checked;
  const name = checked.value;
  if (name === null) return failure('ERR_NAME', 'a name is required: the name other players will know you by');
  if ([...name].length > PLAYER_NAME_MAX)
    return failure('ERR_NAME', `a player's name may be at most ${PLAYER_NAME_MAX} characters`);
  const key = nameKey(name);
  if (key === '') return failure('ERR_NAME', "a player's name needs at least one letter or digit");
  if (key === nameKey(ERASED_NAME))
    return failure(
      'ERR_NAME',
      `"${ERASED_NAME}" is how erased accounts are shown, so no player may take it or a name like it`,
    );
  return ok({ name, key });
};
