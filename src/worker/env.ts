/** The Worker's bindings, as wrangler.toml declares them. */
import type { CreateLimiter } from './api/create-limiter.ts';
import type { Recipient } from './mail/recipient.ts';
import type { GameRoom } from './room/game-room.ts';
import type { LiveHub } from './room/live-hub.ts';

export interface Env {
  readonly DB: D1Database;
  readonly GAME_ROOMS: DurableObjectNamespace<GameRoom>;
  readonly CREATE_LIMITER: DurableObjectNamespace<CreateLimiter>;
  /** One object per email address: its consent, its email caps, its sign-in sessions. */
  readonly RECIPIENTS: DurableObjectNamespace<Recipient>;
  /** One object per game for its live sockets, apart from the game's own (room/live-hub.ts). */
  readonly LIVE_HUBS: DurableObjectNamespace<LiveHub>;
  /** Games one address may create per window; strings, as wrangler vars are. */
  readonly CREATE_LIMIT?: string;
  readonly CREATE_WINDOW_SECONDS?: string;
  /**
   * The public origin, e.g. `https://orrery.example`: links in API answers use it, and
   * links in emails use nothing else (without it no email is sent).
   */
  readonly PUBLIC_URL?: string;
  /**
   * Signs what must not be forged: seat links sent by email, reply addresses,
   * unsubscribe links, "your games" sessions. A secret (`wrangler secret put`); without
   * it seat tokens are random, emails carry no seat link and replies cannot be read.
   */
  readonly SIGNING_SECRET?: string;
  /** Resend's API key (a secret). Without it no email is sent, unless DEV_OUTBOX is on. */
  readonly RESEND_API_KEY?: string;
  /**
   * A development setting: "on" sends every email to the development outbox at
   * /dev/outbox instead (only without RESEND_API_KEY). `npm start` and the tests set it;
   * a deployed Worker never should, since the outbox shows seat links to anyone.
   */
  readonly DEV_OUTBOX?: string;
  /** The From of every email, e.g. `Orrery <moves@orrery.example>`. */
  readonly MAIL_FROM?: string;
  /** The domain whose mail reaches the Worker's email handler (reply-to-move addresses). */
  readonly INBOUND_DOMAIN?: string;
  /** The hour (UTC, 0–23) from which the daily digest goes out. */
  readonly DIGEST_HOUR?: string;
}
