/**
 * Filing a report (docs/moderation.md, "Reporting"): a signed-in player with a name reports
 * a message from their opponent, a player's name or a game, with a reason and a few words.
 * What is reported is copied as it is (report-content.ts). A player files at most
 * REPORTS_PER_DAY in a day, and one open report of the same thing: a moderator reads each,
 * so a flood would only bury the others.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { ReportRow } from '../db/moderation-schema.ts';
import { insertReport, openReportOf, reportsFiledSince } from '../db/reports.ts';
import type { PlayerRow } from '../db/schema.ts';
import { base64url } from '../http/tokens.ts';
import type { Env } from '../platform/env.ts';
import { resolveReport } from './report-content.ts';
import type { ReportRequest } from './report-request.ts';

export const REPORTS_PER_DAY = 10;
const DAY = 86_400_000;

export const fileReport = async (
  env: Env,
  reporter: PlayerRow,
  request: ReportRequest,
  now: number,
): Promise<Result<ReportRow, EngineError>> => {
  if ((await reportsFiledSince(env.DB, reporter.id, now - DAY)) >= REPORTS_PER_DAY)
    return failure(
      'ERR_REPORT_LIMIT',
      `you have filed ${REPORTS_PER_DAY} reports in the last day, the most one player may; moderators read them all, and you may file more tomorrow`,
    );
  const resolved = await resolveReport(env, reporter, request);
  if (!resolved.ok) return resolved;
  const target = {
    kind: request.kind,
    subjectId: resolved.value.subjectId,
    gameId: request.kind === 'name' ? null : request.game,
    messageSeq: request.kind === 'message' ? request.message : null,
  };
  if (await openReportOf(env.DB, reporter.id, target))
    return failure('ERR_REPORT_DUPLICATE', 'you have reported this already; a moderator will read your report');
  const row: ReportRow = {
    id: base64url(crypto.getRandomValues(new Uint8Array(12))),
    reporterId: reporter.id,
    ...target,
    reason: request.reason,
    details: request.details,
    content: JSON.stringify(resolved.value.content),
    status: 'open',
    createdAt: now,
    closedAt: null,
    closedBy: null,
  };
  await insertReport(env.DB, row);
  return ok(row);
};
