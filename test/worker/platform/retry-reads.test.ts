/**
 * Reads from a Durable Object are tried again when the platform marks the failure
 * retryable and not overloaded, each time with a fresh stub; anything else fails at once.
 * (The platform's own errors cannot be raised on this machine, so these are errors with
 * the same flags.)
 */
import { describe, expect, it } from 'vitest';
import { READ_ATTEMPTS, isRetryable, retryingRead } from '../../../src/worker/platform/retry-reads.ts';
import { call, createGame } from '../client.ts';

const platformError = (flags: { retryable?: boolean; overloaded?: boolean }) =>
  Object.assign(new Error('Durable Object reset because its code was updated.'), flags);

const noWait = async () => {};

describe('reads from a Durable Object', () => {
  it('are tried again with a fresh stub when the error is retryable, and succeed', async () => {
    let stubs = 0;
    let tries = 0;
    const value = await retryingRead(
      () => ++stubs,
      async (stub) => {
        tries++;
        if (tries < READ_ATTEMPTS) throw platformError({ retryable: true });
        return `read with stub ${stub}`;
      },
      noWait,
    );
    expect(value).toBe(`read with stub ${READ_ATTEMPTS}`);
    expect(stubs).toBe(READ_ATTEMPTS);
  });

  it('are not tried again when the object is overloaded, or the error is not retryable', async () => {
    for (const flags of [{ retryable: true, overloaded: true }, { retryable: false }, {}]) {
      let tries = 0;
      await expect(
        retryingRead(
          () => null,
          async () => {
            tries++;
            throw platformError(flags);
          },
          noWait,
        ),
      ).rejects.toThrow();
      expect(tries, JSON.stringify(flags)).toBe(1);
    }
    expect(isRetryable('a string')).toBe(false);
  });

  it(`give up after ${READ_ATTEMPTS} tries`, async () => {
    let tries = 0;
    const failing = retryingRead(
      () => null,
      async () => {
        tries++;
        throw platformError({ retryable: true });
      },
      noWait,
    );
    await expect(failing).rejects.toThrow(/reset/);
    expect(tries).toBe(READ_ATTEMPTS);
  });

  it('serve the game reads of the API and the pages', async () => {
    const created = await createGame();
    expect((await call('GET', `/api/games/${created.id}`)).status).toBe(200);
    expect((await call('GET', `/api/games/${created.id}/positions/0`)).status).toBe(200);
    expect((await call('GET', `/api/games/${created.id}/record`)).status).toBe(200);
    expect((await call('GET', `/g/${created.id}`)).status).toBe(200);
    expect((await call('GET', '/api/games/aaaaaaaaaaaa')).status).toBe(404);
  });
});
