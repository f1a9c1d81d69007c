/**
 * Expected failures are values, not exceptions: every parser and rule check in the
 * engine returns a Result whose error carries a stable code and a sentence a player
 * can act on. Exceptions are left for bugs.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** An expected failure: `code` is stable (for programs), `message` is for people. */
export interface EngineError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

export const failure = <Code extends string>(code: Code, message: string) => err<EngineError<Code>>({ code, message });
