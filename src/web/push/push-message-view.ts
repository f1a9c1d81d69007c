/**
 * A pushed message as the service worker reads it: the server's JSON
 * (src/worker/game/channels/push-message.ts), or, when it cannot be read, a plain notice that
 * still leads somewhere useful. Pure, so it is tested alone.
 */
export interface PushMessageView {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
}

const FALLBACK: PushMessageView = {
  title: 'Orrery',
  body: 'Something happened in one of your games.',
  url: '/',
  tag: 'orrery',
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : null;

export const readPushMessage = (data: string): PushMessageView => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return FALLBACK;
  }
  if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
  const fields = parsed as Record<string, unknown>;
  const url = text(fields.url, 200);
  return {
    title: text(fields.title, 120) ?? FALLBACK.title,
    body: text(fields.body, 300) ?? '',
    // Only a path on this site: a notification never leads elsewhere.
    url: url !== null && /^\/g\/[a-z0-9]+$/.test(url) ? url : '/',
    tag: text(fields.tag, 60) ?? FALLBACK.tag,
  };
};
