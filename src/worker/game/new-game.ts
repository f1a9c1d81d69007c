/**
 * Starting a game: its seats (each with a token, only the token's hash kept), its object,
 * and the links that carry the tokens. POST /api/games and a taken challenge start games
 * this one way, so a challenge's game is an ordinary Orrery game in every respect.
 */
import type { GameStateView } from '../../shared/game-state.ts';
import type { Env } from '../platform/env.ts';
import { unwrap } from '../http/errors.ts';
import { newTokenSalt, seatToken } from '../http/links.ts';
import { recipientOf } from '../mail/recipient.ts';
import { gameRoom, requestedRoom } from './objects.ts';
import { mutedAmong } from '../db/standing.ts';
import { hashToken, newGameId, newSeatToken } from '../http/tokens.ts';
import type { TournamentLink } from './room/room-record.ts';
import type { CreateRequest } from './game-request.ts';

export interface StartedGame {
  readonly id: string;
  /** By side, each seat's link (its token after `#`), and `watch`. */
  readonly links: Readonly<Record<string, string>> & { readonly watch: string };
  /** By side, the people's seat tokens (the computer's seat has none). */
  readonly tokens: Readonly<Record<string, string>>;
  /** By side, the salt each token derives from, when the server has a signing secret. */
  readonly salts: Readonly<Record<string, string>>;
  readonly state: GameStateView;
}

/**
 * What a caller that must be able to start the same game again fixes in advance (a
 * tournament's object, which may restart between making a game and noting it): the id
 * and each person's token salt, so a second start finds the game made and the seat links
 * are the same. Needs the signing secret.
 */
export interface GamePreset {
  readonly id: string;
  readonly salts: Readonly<Record<string, string>>;
  /** The tournament the game is a pairing of, told when the game ends. */
  readonly tournament: TournamentLink;
}

/** A player a moderator has muted starts the game muted in it too (moderation/actions.ts). */
const tellOfMutes = async (env: Env, id: string, players: CreateRequest['players']): Promise<void> => {
  const ids = Object.values(players).flatMap((seat) => ('player' in seat && seat.player ? [seat.player.id] : []));
  if (!ids.length) return;
  const muted = await mutedAmong(env.DB, ids, Date.now());
  await Promise.all([...muted].map(([playerId, until]) => gameRoom(env, id).setSilenced(playerId, until)));
};

/**
 * Makes the game's seats and object; throws the room's refusal as an ApiError. `joined`:
 * the addresses whose owners asked for this game (a signed-in creator's own, a
 * challenge's players): they get its emails at once, the others an invitation first
 * (mail/recipient.ts).
 */
export const startGame = async (
  env: Env,
  origin: string,
  request: CreateRequest,
  preset: GamePreset | null = null,
  joined: readonly string[] = [],
): Promise<StartedGame> => {
  const { game, variant, position, players, clock, rated } = request;
  const listed = request.public ?? true;
  const id = preset?.id ?? newGameId();
  const secret = env.SIGNING_SECRET || null;
  if (preset && !secret) throw new Error('a preset game needs the signing secret to make its seat tokens');
  const seatList = await Promise.all(
    game.sides.map(async (side) => {
      const player = players[side.id]!;
      // The computer's seat has a random token no one is given: nothing can play for it.
      if (player.computer)
        return {
          side: side.id,
          token: null,
          salt: null,
          seat: { ...player, tokenHash: await hashToken(newSeatToken()) },
        };
      // With the secret, a token can be made again from its salt: emails carry the same link.
      const tokenSalt = secret ? (preset?.salts[side.id] ?? newTokenSalt()) : null;
      const token = secret && tokenSalt ? await seatToken(secret, id, side.id, tokenSalt) : newSeatToken();
      return {
        side: side.id,
        token,
        salt: tokenSalt,
        seat: { ...player, tokenHash: await hashToken(token), tokenSalt, notify: 'move' as const },
      };
    }),
  );
  const people = seatList.flatMap(({ side, token }) => (token === null ? [] : [{ side, token }]));
  const tokens = Object.fromEntries(people.map(({ side, token }) => [side, token]));
  const salts = Object.fromEntries(seatList.flatMap(({ side, salt }) => (salt === null ? [] : [[side, salt]])));
  const seats = Object.fromEntries(seatList.map(({ side, seat }) => [side, seat]));
  const state = unwrap(
    await requestedRoom(env, id).create({
      id,
      game: game.id,
      variant,
      position,
      seats,
      clock,
      origin,
      ...(rated === false ? { casual: true } : {}),
      ...(listed ? {} : { public: false }),
      ...(preset ? { tournament: preset.tournament } : {}),
    }),
  );
  await tellOfMutes(env, id, players);
  const wanted = new Set(joined.map((address) => address.toLowerCase()));
  const joining = Object.values(players).flatMap((seat) =>
    seat.email && wanted.has(seat.email.toLowerCase()) ? [seat.email] : [],
  );
  await Promise.all(
    [...new Set(joining)].map(async (address) => (await recipientOf(env.RECIPIENTS, address)).join(id)),
  );
  // The token rides in the fragment: browsers never send it to the server or in Referer headers.
  const links = {
    ...Object.fromEntries(people.map(({ side, token }) => [side, `${origin}/g/${id}#${side}=${token}`])),
    watch: `${origin}/g/${id}`,
  };
  return { id, links, tokens, salts, state };
};
