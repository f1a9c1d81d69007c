/**
 * Reading an answer from someone else's server without trusting its size: at most
 * `maxBytes` are taken from the body's stream, and the rest is cancelled, never read (a
 * 48 MB answer would otherwise be read to its end inside a game's object). Text is
 * decoded as UTF-8; a character cut at the limit is dropped.
 */
export const readTextUpTo = async (response: Response, maxBytes: number): Promise<string> => {
  const body = response.body;
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let taken = 0;
  try {
    while (taken < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = value.subarray(0, maxBytes - taken);
      chunks.push(part);
      taken += part.byteLength;
    }
  } catch {
    // An answer broken off is read as far as it came.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(taken);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes).replace(/\uFFFD$/, '');
};

/** Lets go of an answer whose body is not wanted, so its connection is not held open reading it. */
export const discardBody = async (response: Response): Promise<void> => {
  await response.body?.cancel().catch(() => undefined);
};
