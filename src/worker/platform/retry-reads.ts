/**
 * Reads from a Durable Object, tried again when the platform says that may help. An
 * exception thrown by a stub carries `retryable` (a transient failure: the object was
 * reset, its machine moved, a network blip) and `overloaded` (the object is over its
 * limit: trying again only adds to the load). Only reads are retried here, since they
 * change nothing; each try gets a fresh stub, as a stub that threw may be broken.
 */
import { backoffDelay } from '../../shared/backoff.ts';

export const READ_ATTEMPTS = 3;
const FIRST_RETRY_MS = 50;
const LONGEST_RETRY_MS = 400;

interface PlatformError {
  readonly retryable?: boolean;
  readonly overloaded?: boolean;
}

/** Whether a failed read may succeed if tried again. */
export const isRetryable = (error: unknown): boolean => {
  const flags = (typeof error === 'object' && error !== null ? error : {}) as PlatformError;
  return flags.retryable === true && flags.overloaded !== true;
};

/** `read` with a fresh stub each try, up to READ_ATTEMPTS, with a short jittered backoff between. */
export const retryingRead = async <S, T>(
  stub: () => S,
  read: (stub: S) => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read(stub());
    } catch (error) {
      if (attempt + 1 >= READ_ATTEMPTS || !isRetryable(error)) throw error;
      const ceiling = backoffDelay(attempt, FIRST_RETRY_MS, LONGEST_RETRY_MS);
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  }
};
