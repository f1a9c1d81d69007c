/**
 * What a report asks (docs/moderation.md, "Reporting"), read from a JSON body or a form
 * into one checked value: what is reported (a message by its game and number, a player's
 * name, a game), a reason from a short list, and free text within bounds.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { GAME_ID } from '../http/tokens.ts';
import { REPORT_KINDS, REPORT_REASONS, type ReportReason } from '../db/moderation-schema.ts';

/** The free text a report carries, at most (code points). */
export const REPORT_DETAILS_MAX = 1000;

/** The reasons, in the words the form shows. */
export const REASON_WORDS: Readonly<Record<ReportReason, string>> = {
  abuse: 'Abuse or harassment',
  'offensive-name': 'Offensive name',
  cheating: 'Cheating or engine use',
  spam: 'Spam',
  other: 'Something else',
};

export type ReportTarget =
  | { readonly kind: 'message'; readonly game: string; readonly message: number }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'game'; readonly game: string; readonly name: string | null };

export type ReportRequest = ReportTarget & { readonly reason: ReportReason; readonly details: string };

const FIELDS = new Set(['kind', 'reason', 'details', 'game', 'message', 'name']);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What a report or a report link names, from its fields (others are not looked at here). */
export const readReportTarget = (fields: Record<string, unknown>): Result<ReportTarget, EngineError> => {
  const kind = fields.kind;
  const game = text(fields.game)?.trim() ?? '';
  const name = text(fields.name)?.trim() ?? '';
  if (kind === 'message' || kind === 'game') {
    if (!GAME_ID.test(game)) return failure('ERR_FIELD', 'game must be the id of the game, as in its link /g/…');
  }
  switch (kind) {
    case 'message': {
      const seq = typeof fields.message === 'string' ? Number(fields.message) : fields.message;
      if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1)
        return failure('ERR_FIELD', "message must be the message's number in the game (1 for the first)");
      return ok({ kind, game, message: seq });
    }
    case 'name':
      if (!name || name.length > 100) return failure('ERR_FIELD', 'name must be the name of the player reported');
      return ok({ kind, name });
    case 'game':
      if (name.length > 100) return failure('ERR_FIELD', 'name, if given, must be one of the game’s players');
      return ok({ kind, game, name: name || null });
    default:
      return failure('ERR_REPORT_KIND', `kind must be one of ${REPORT_KINDS.join(', ')}: what you report`);
  }
};

/** Reads a report from a JSON object or a form's fields; unknown fields are refused. */
export const readReportRequest = (body: unknown): Result<ReportRequest, EngineError> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return failure('ERR_FIELD', 'the body is {"kind", "reason", "details", and "game", "message" or "name"}');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((field) => !FIELDS.has(field));
  if (unknown !== undefined)
    return failure(
      'ERR_FIELD',
      `unknown field ${JSON.stringify(unknown.slice(0, 40))}; allowed: ${[...FIELDS].join(', ')}`,
    );
  const target = readReportTarget(fields);
  if (!target.ok) return target;
  const reason = fields.reason;
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason))
    return failure('ERR_REPORT_REASON', `reason must be one of ${REPORT_REASONS.join(', ')}`);
  const details = fields.details === undefined ? '' : text(fields.details);
  if (details === null) return failure('ERR_REPORT_DETAILS', 'details must be text');
  const trimmed = details.trim();
  if (Array.from(trimmed).length > REPORT_DETAILS_MAX)
    return failure('ERR_REPORT_DETAILS', `details must be at most ${REPORT_DETAILS_MAX} characters; say it in fewer`);
  if (reason === 'other' && !trimmed)
    return failure('ERR_REPORT_DETAILS', 'with "something else" as the reason, say in details what is wrong');
  return ok({ ...target.value, reason: reason as ReportReason, details: trimmed });
};
