import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from '../../../../src/worker/game/channels/channel.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('gives the work when it settles in time, and leaves no timer running', async () => {
    vi.useFakeTimers();
    expect(await withTimeout(Promise.resolve('sent'), 15_000, 'late')).toBe('sent');
    // A timer left behind keeps a Durable Object's event loop busy for the whole wait.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the fallback when the work has not settled in time, and clears its timer', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise<string>(() => {}), 15_000, 'late');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBe('late');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when the work fails, and passes the failure on', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.reject(new Error('refused')), 15_000, 'late')).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });
});
