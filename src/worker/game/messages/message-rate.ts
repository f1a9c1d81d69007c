/**
 * How often a seat may send messages: a burst of BURST, then one every INTERVAL_MS (the
 * generic cell rate algorithm). The whole state is one time per seat, the "allowance":
 * when the seat's sending would be back to an even pace. It is kept on the seat's last
 * message (schema.ts `messages.allowance`), so a decision reads one row.
 */

export const MESSAGE_BURST = 5;
export const MESSAGE_INTERVAL_MS = 10_000;

export type RateDecision =
  | { readonly allowed: true; readonly allowance: number }
  | { readonly allowed: false; readonly retryAfterMs: number };

/** Whether a message may go at `now`, given the seat's allowance after its last one (0: none yet). */
export const decideMessage = (allowance: number, now: number): RateDecision => {
  const from = Math.max(allowance, now);
  const tolerance = (MESSAGE_BURST - 1) * MESSAGE_INTERVAL_MS;
  if (from - now > tolerance) return { allowed: false, retryAfterMs: from - tolerance - now };
  return { allowed: true, allowance: from + MESSAGE_INTERVAL_MS };
};
