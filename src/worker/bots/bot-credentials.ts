/**
 * A bot's credentials: `orb_` and 256 random bits, shown once; only the SHA-256 is kept.
 * Each is scoped `bot:play` (it plays for its one bot, and does nothing a signed-in person
 * does). A rotation lets the older ones run on for ROTATION_GRACE_MS, so a running bot
 * keeps playing while its new credential is put in place.
 */
import type { BotTokenRow } from '../db/bot-schema.ts';
import { base64url, hashToken } from '../http/tokens.ts';

export const BOT_SCOPE = 'bot:play';
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;
export const BOT_TOKEN = /^orb_[A-Za-z0-9_-]{43}$/;

export interface NewCredential {
  readonly token: string;
  readonly row: BotTokenRow;
}

export const newCredential = async (botId: string, now: number): Promise<NewCredential> => {
  const token = `orb_${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
  return {
    token,
    row: {
      id: base64url(crypto.getRandomValues(new Uint8Array(9))),
      botId,
      tokenHash: await hashToken(token),
      scope: BOT_SCOPE,
      createdAt: now,
      expiresAt: null,
      revokedAt: null,
    },
  };
};

/** What the owner sees of a credential: never the token, which only its first answer carried. */
export const credentialView = (row: BotTokenRow) => ({
  id: row.id,
  scope: row.scope,
  created: new Date(row.createdAt).toISOString(),
  expires: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
});
