/** Results in tests: the value of one that must succeed, and the shape of any error. */
import { expect } from 'vitest';
import type { EngineError, Result } from '../../src/engine/result.ts';

/** The value of a result the test relies on; otherwise its error's message is thrown (after `context`, if given). */
export const valueOf = <T>(result: Result<T, EngineError>, context?: string): T => {
  if (!result.ok) throw new Error(context === undefined ? result.error.message : `${context}: ${result.error.message}`);
  return result.value;
};

/** A refusal carries a stable ERR_ code and a message: never an empty or free-form error. */
export const expectError = (result: { ok: boolean; error?: { code: string; message: string } }): void => {
  if (result.ok) return;
  expect(result.error?.code).toMatch(/^ERR_[A-Z_]+$/);
  expect(result.error?.message.length).toBeGreaterThan(0);
};
