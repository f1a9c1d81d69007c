/** Request bodies: size-limited, JSON, and a clear word when they are not. */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';

export const BODY_LIMIT_BYTES = 16 * 1024;

/** Refuses bodies over the limit before they are read whole, Content-Length or not. */
export const limitBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiError(
      'ERR_BODY_TOO_LARGE',
      `the body is larger than ${BODY_LIMIT_BYTES / 1024} KiB; send only the fields the request needs`,
    );
  },
});

/** Refuses a body sent as anything but JSON: no route takes a form or plain text. */
export const refuseOtherTypes = (c: Context): void => {
  const type = c.req.header('Content-Type') ?? '';
  if (type && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type))
    throw new ApiError(
      'ERR_MEDIA_TYPE',
      `send the body as JSON with Content-Type: application/json (got "${type.slice(0, 60)}")`,
    );
};

export const readJson = async (c: Context): Promise<unknown> => {
  refuseOtherTypes(c);
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError('ERR_BODY', 'the body is empty; send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('ERR_JSON', `the body is not valid JSON: ${(error as Error).message.slice(0, 120)}`);
  }
};
