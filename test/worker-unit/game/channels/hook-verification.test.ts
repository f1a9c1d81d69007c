/**
 * A verification answer is read as a bounded stream (src/worker/http/bounded-read.ts): an
 * endpoint that answers with megabytes has only its first kilobyte read, and the rest of
 * its stream is cancelled, never pulled.
 */
import { describe, expect, it } from 'vitest';
import { verifyEndpoint } from '../../../../src/worker/game/channels/hook-verification.ts';

const GAME = { id: 'abcdefghijkm', url: 'https://orrery.test/g/abcdefghijkm' };
const CHUNK = 64 * 1024;

/** An answer of `total` bytes that begins with `head`, counting what is pulled from it and whether it was cancelled. */
const hugeAnswer = (head: string, total: number) => {
  const seen = { pulled: 0, cancelled: false };
  const first = new TextEncoder().encode(head);
  const stream = new ReadableStream<Uint8Array>(
    {
      // Each chunk comes a turn later, as from a network: a reader that never stops still lets timers run.
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (seen.pulled >= total) return controller.close();
        const chunk = seen.pulled === 0 ? first : new Uint8Array(CHUNK).fill(0x20);
        seen.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { seen, response: new Response(stream, { status: 200 }) };
};

describe('the verification answer', () => {
  it('reads at most a kilobyte of a 48 MB answer and cancels the rest', async () => {
    let answer: ReturnType<typeof hugeAnswer> | null = null;
    const verified = await verifyEndpoint('https://hooks.example.com/x', 'secret', GAME, async (_url, init) => {
      const { challenge } = JSON.parse(String(init?.body)) as { challenge: string };
      answer = hugeAnswer(challenge, 48 * 1024 * 1024);
      return answer.response;
    });
    // The challenge followed by megabytes of spaces: taken, since only its start is read.
    expect(verified.ok).toBe(true);
    expect(answer!.seen.pulled).toBeLessThanOrEqual(CHUNK * 2);
    expect(answer!.seen.cancelled).toBe(true);
  });

  it('refuses an endless answer without waiting for its end', async () => {
    let answer: ReturnType<typeof hugeAnswer> | null = null;
    const verified = await verifyEndpoint('https://hooks.example.com/x', 'secret', GAME, async () => {
      answer = hugeAnswer('x'.repeat(2_000), Number.POSITIVE_INFINITY);
      return answer.response;
    });
    expect(!verified.ok && verified.error.code).toBe('ERR_HOOK_UNVERIFIED');
    expect(answer!.seen.cancelled).toBe(true);
  }, 5_000);
});
