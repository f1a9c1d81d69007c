/** A month as the export names it, `YYYY-MM`, read into the times it spans (UTC). */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';

export interface Month {
  /** `YYYY-MM`. */
  readonly name: string;
  /** The first millisecond of the month, and of the next (UTC). */
  readonly from: number;
  readonly to: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const monthOf = (text: string): Result<Month, EngineError<'ERR_QUERY'>> => {
  const match = MONTH.exec(text);
  if (!match) return failure('ERR_QUERY', 'the month is written YYYY-MM, like 2026-11');
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  return ok({ name: text, from: Date.UTC(year, month, 1), to: Date.UTC(year, month + 1, 1) });
};
