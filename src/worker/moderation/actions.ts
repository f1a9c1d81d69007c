/**
 * What a moderator can do to a player (docs/moderation.md, "Actions"), each logged (who,
 * when, what, why) and told to the player by email in plain words:
 *
 * - warn: nothing changes but the log and the email;
 * - mute for a number of days: their messages are not sent, and they are told so when they
 *   try (game/messages/message-filters.ts); every game of theirs hears at once;
 * - rename: their name becomes a neutral one, and they choose a new one on /me;
 * - bar from rated play: rated challenges and tournaments refuse them (lobby/challenge-routes.ts);
 * - close the account: they cannot sign in, their sessions end, their open challenges are
 *   withdrawn, their page is hidden.
 *
 * Mute, bar and close are undone by unmute, unbar and reopen. An action taken from a
 * report closes it as acted on.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { nameKey } from '../../shared/name-key.ts';
import { MODERATION_ACTIONS, type ModerationAction, type ModerationLogRow } from '../db/moderation-schema.ts';
import { logAction } from '../db/moderation-log.ts';
import { renamePlayer } from '../db/player-names.ts';
import { gamesOfPlayer } from '../db/player-records.ts';
import { closeReport } from '../db/reports.ts';
import type { PlayerRow } from '../db/schema.ts';
import { setStanding } from '../db/standing.ts';
import { gameRoom } from '../game/objects.ts';
import { lobbyOfPlayer } from '../lobby/lobby-shards.ts';
import { recipientOf } from '../mail/recipient.ts';
import type { Env } from '../platform/env.ts';
import { tellPlayer } from './moderation-mail.ts';

/** The actions on a player (dismissing is a report's, moderation/dismiss in mod-routes.ts). */
export type PlayerAction = Exclude<ModerationAction, 'dismiss'>;
export const PLAYER_ACTIONS: readonly PlayerAction[] = MODERATION_ACTIONS.filter(
  (action): action is PlayerAction => action !== 'dismiss',
);

export const MUTE_DAYS_MAX = 365;
export const ACTION_REASON_MAX = 500;

export interface ActionRequest {
  readonly action: PlayerAction;
  readonly reason: string;
  /** For a mute: how many days. */
  readonly days: number | null;
  readonly reportId: string | null;
}

const refuse = (message: string) => failure('ERR_MODERATION_ACTION', message);

/** Reads an action from the moderator's form. */
export const readActionRequest = (fields: Record<string, string>): Result<ActionRequest, EngineError> => {
  const action = fields.action as PlayerAction;
  if (!PLAYER_ACTIONS.includes(action)) return refuse(`action must be one of ${PLAYER_ACTIONS.join(', ')}`);
  const reason = (fields.reason ?? '').trim();
  if (!reason) return refuse('say why: the player reads the reason in their email, and the log keeps it');
  if (Array.from(reason).length > ACTION_REASON_MAX)
    return refuse(`the reason may be at most ${ACTION_REASON_MAX} characters`);
  let days: number | null = null;
  if (action === 'mute') {
    days = Number(fields.days);
    if (!/^\d+$/.test(fields.days ?? '') || days < 1 || days > MUTE_DAYS_MAX)
      return refuse(`a mute lasts a whole number of days, 1 to ${MUTE_DAYS_MAX}`);
  }
  const reportId = fields.report?.trim() || null;
  return ok({ action, reason, days, reportId });
};

/** A neutral name no one chose: "Renamed" and letters no name is likely to hold. */
const neutralName = () => {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => 'bcdfghjkmnpqrstvwxz'[byte % 19]);
  const name = `Renamed ${letters.join('')}`;
  return { name, key: nameKey(name) };
};

/**
 * The player's latest games (finished ones too: messages go on after the end) hear of their
 * site-wide mute, or its end, at once; any other learns it when the player next writes
 * there (game/routes/message-routes.ts).
 */
const tellGamesOfMute = async (env: Env, player: PlayerRow, until: number | null): Promise<void> => {
  // Their 200 latest games, a page read from the head of their list (db/page-cursor.ts).
  const games = (await gamesOfPlayer(env.DB, player.id, null, 200)).items;
  await Promise.all(games.map((seat) => gameRoom(env, seat.game.id).setSilenced(player.id, until)));
};

/** Does what the action does; its log's detail (a rename's names), or a refusal. */
const apply = async (
  env: Env,
  player: PlayerRow,
  request: ActionRequest,
  now: number,
): Promise<Result<{ until: number | null; detail: string | null }, EngineError>> => {
  switch (request.action) {
    case 'warn':
      return ok({ until: null, detail: null });
    case 'mute': {
      const until = now + request.days! * 86_400_000;
      await setStanding(env.DB, player.id, { mutedUntil: until });
      await tellGamesOfMute(env, player, until);
      return ok({ until, detail: null });
    }
    case 'unmute':
      await setStanding(env.DB, player.id, { mutedUntil: null });
      await tellGamesOfMute(env, player, null);
      return ok({ until: null, detail: null });
    case 'rename': {
      const renamed = await renamePlayer(env.DB, player.id, neutralName());
      if (!renamed.ok) return renamed;
      await setStanding(env.DB, player.id, { mustRename: true });
      return ok({ until: null, detail: JSON.stringify({ from: player.name, to: renamed.value.name }) });
    }
    case 'bar':
    case 'unbar':
      await setStanding(env.DB, player.id, { ratedBarred: request.action === 'bar' });
      return ok({ until: null, detail: null });
    case 'close':
      await setStanding(env.DB, player.id, { closedAt: now });
      // Every session of the address ends at once, on every device, and its open challenges go.
      await (await recipientOf(env.RECIPIENTS, player.email)).revokeSessions();
      await lobbyOfPlayer(env, player.id).withdrawAll(player.id);
      return ok({ until: null, detail: null });
    case 'reopen':
      await setStanding(env.DB, player.id, { closedAt: null });
      return ok({ until: null, detail: null });
  }
};

/** Takes the action on `player` for `moderator` (an address), logs it and tells the player. */
export const actOn = async (
  env: Env,
  moderator: string,
  player: PlayerRow,
  request: ActionRequest,
  now: number,
): Promise<Result<Omit<ModerationLogRow, 'id'>, EngineError>> => {
  const done = await apply(env, player, request, now);
  if (!done.ok) return done;
  const entry = {
    playerId: player.id,
    moderator,
    action: request.action,
    reason: request.reason,
    until: done.value.until,
    reportId: request.reportId,
    detail: done.value.detail,
    createdAt: now,
  };
  await logAction(env.DB, entry);
  if (request.reportId) await closeReport(env.DB, request.reportId, 'actioned', moderator, now);
  await tellPlayer(env, player, entry);
  return ok(entry);
};
