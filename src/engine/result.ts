/**
 * Expected failures are values, not exceptions: every parser and rule check in the
 * engine returns a Result whose error carries a stable code and a sentence a player
 * can act on. Exceptions are left for bugs.
 */
import type { EngineFailureCode } from './failure-codes.ts';

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/**
 * Every code a failure may carry, as the keys of this interface: the engine's own here,
 * and each layer built on the engine adds its table by declaration merging
 * (`declare module '…/engine/result.ts'`: tournament/types.ts, shared/api-failures.ts).
 * The engine imports nothing from those layers, yet a mistyped code fails to compile
 * wherever `failure` or `EngineError` is written.
 */
export interface FailureCodes extends Record<EngineFailureCode, true> {}

export type FailureCode = keyof FailureCodes;

/** An expected failure: `code` is stable (for programs), `message` is for people. */
export interface EngineError<Code extends FailureCode = FailureCode> {
  readonly code: Code;
  readonly message: string;
}

export const failure = <Code extends FailureCode>(code: Code, message: string) =>
  err<EngineError<Code>>({ code, message });
