/**
 * A generic endpoint must agree to Orrery's posts before the first one: on adding, it is
 * sent one verification post, `{"type": "orrery.verification", "challenge": "…"}`, and
 * must answer 2xx with the challenge alone, as text or as `{"challenge": "…"}` (the
 * handshake of Slack's Events API). Without it any seat could point a game's posts at
 * any HTTPS address and play moves back and forth to flood it. An answer that merely
 * echoes the request body does not pass: it holds more than the challenge.
 *
 * Discord and Slack webhooks need no such step: their URL is itself the secret that
 * lets anyone post to the channel.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { signBody } from './signature.ts';
import { readTextUpTo } from '../../http/bounded-read.ts';

/** How long the endpoint has to answer: the person adding the channel waits for it. */
export const VERIFY_TIMEOUT_MS = 10_000;
/** The most of an answer read: a challenge is short. */
const ANSWER_MAX = 1_024;

const challengeText = (): string =>
  [...crypto.getRandomValues(new Uint8Array(18))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether `text` is the challenge alone: as it is, or as `{"challenge": …}` with nothing else. */
export const answersChallenge = (text: string, challenge: string): boolean => {
  const trimmed = text.trim();
  if (trimmed === challenge) return true;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.keys(parsed).length === 1 &&
      (parsed as { challenge?: unknown }).challenge === challenge
    );
  } catch {
    return false;
  }
};

/**
 * Posts the verification to `url`, signed with the channel's new `secret` like every
 * later post, and says whether the endpoint answered it, or what went wrong in words.
 */
export const verifyEndpoint = async (
  url: string,
  secret: string,
  game: { readonly id: string; readonly url: string },
  fetcher: typeof fetch = fetch,
): Promise<Result<null, EngineError>> => {
  const challenge = challengeText();
  const body = JSON.stringify({ type: 'orrery.verification', challenge, game, sentAt: new Date().toISOString() });
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Orrery-Webhook/1',
        'X-Orrery-Signature': `sha256=${await signBody(secret, body)}`,
      },
      body,
    });
  } catch {
    return failure(
      'ERR_HOOK_UNVERIFIED',
      `the endpoint could not be reached, or did not answer the verification post within ${VERIFY_TIMEOUT_MS / 1000} s; nothing was added`,
    );
  }
  // Only the first bytes are read: a challenge is short, and the rest of an answer is cancelled unread.
  const text = await readTextUpTo(response, ANSWER_MAX);
  if (!response.ok)
    return failure(
      'ERR_HOOK_UNVERIFIED',
      `the endpoint answered the verification post with HTTP ${response.status}; it must answer 2xx with the challenge it was sent (docs/api.md, "Chat channels"); nothing was added`,
    );
  if (!answersChallenge(text, challenge))
    return failure(
      'ERR_HOOK_UNVERIFIED',
      'the endpoint did not answer the verification post with its challenge: answer {"challenge": "<the challenge>"} or the challenge alone (docs/api.md, "Chat channels"); nothing was added',
    );
  return ok(null);
};
