/**
 * Reports by HTTP (docs/moderation.md, "Reporting"): POST /api/reports for programs, and
 * the form at /report that the links beside messages, on player pages and game pages
 * open. Both need a signed-in player with a name; both answer a refusal with its code.
 */
import { Hono, type Context } from 'hono';
import type { EngineError, Result } from '../../engine/result.ts';
import type { ReportRow } from '../db/moderation-schema.ts';
import type { PlayerRow } from '../db/schema.ts';
import { limitBody } from '../http/body.ts';
import { unwrap } from '../http/errors.ts';
import { notCrossSite, sameOrigin } from '../http/same-origin.ts';
import { jsonBody } from '../http/validators.ts';
import { notFoundPage } from '../pages/not-found-page.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { requirePlayer } from '../session/require-player.ts';
import { signedIn } from '../session/signed-in.ts';
import { API_FAILURE_STATUS } from '../../shared/api-failures.ts';
import { reportFiledPage, reportFormPage } from './report-page.ts';
import { readReportRequest, readReportTarget, type ReportRequest } from './report-request.ts';
import { fileReport } from './reports.ts';

type App = { Bindings: Env };

const WHY = 'reports come from named players';

const reportView = (row: ReportRow) => ({
  id: row.id,
  kind: row.kind,
  reason: row.reason,
  status: row.status,
  created: new Date(row.createdAt).toISOString(),
});

/** Under /api: filing a report. */
export const reportApi = new Hono<App>().post(
  '/reports',
  notCrossSite,
  limitBody,
  jsonBody<ReportRequest, Record<string, unknown>>(readReportRequest),
  async (c) => {
    const reporter = await requirePlayer(c, WHY);
    const row = unwrap(await fileReport(c.env, reporter, c.req.valid('json'), Date.now()));
    return c.json({ report: reportView(row) }, 201);
  },
);

const reporterOf = async (c: Context<App>): Promise<PlayerRow | null> => (await signedIn(c))?.player ?? null;

const statusOf = (error: EngineError): number =>
  (API_FAILURE_STATUS as Readonly<Record<string, number>>)[error.code] ?? 400;

/** The form's fields as the API's body: strings, and only the fields it has. */
const formFields = async (c: Context<App>): Promise<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(await c.req.parseBody()).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );

const invalidLink = () =>
  pageResponse(notFoundPage('This report link is incomplete. Use the “Report” link beside what you want to report.'), {
    status: 404,
  });

/** At /report: the form, and its post. */
export const reportPages = new Hono<App>()
  .get('/', async (c) => {
    // The link's query names what is reported, as the form's hidden fields do; the reason is chosen on the page.
    const read = readReportTarget(c.req.query());
    if (!read.ok) return invalidLink();
    const reporter = await reporterOf(c);
    return pageResponse(reportFormPage({ target: read.value, signedIn: reporter !== null }));
  })
  .post('/', sameOrigin, limitBody, async (c) => {
    const fields = await formFields(c);
    const target = readReportTarget(fields);
    if (!target.ok) return invalidLink();
    const reporter = await reporterOf(c);
    if (!reporter) return pageResponse(reportFormPage({ target: target.value, signedIn: false }), { status: 401 });
    const request = readReportRequest(fields);
    const filed: Result<ReportRow, EngineError> = request.ok
      ? await fileReport(c.env, reporter, request.value, Date.now())
      : request;
    if (filed.ok) return pageResponse(reportFiledPage(target.value));
    return pageResponse(
      reportFormPage({
        target: target.value,
        signedIn: true,
        error: filed.error.message,
        typed: { reason: fields.reason ?? '', details: (fields.details ?? '').slice(0, 2000) },
      }),
      { status: statusOf(filed.error) },
    );
  });
