/**
 * /mod, for moderators alone (moderators.ts): the queue of open reports and the log, one
 * report with its evidence, a player's history, and the forms that act and dismiss. Anyone
 * else gets a 403 page that says so. Forms come from Orrery's own pages only.
 */
import { Hono, type Context } from 'hono';
import type { EngineError } from '../../engine/result.ts';
import { API_FAILURE_STATUS } from '../../shared/api-failures.ts';
import { latestActions, logAction } from '../db/moderation-log.ts';
import { playerById } from '../db/player-records.ts';
import { closeReport, openReports, reportById } from '../db/reports.ts';
import { limitBody } from '../http/body.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { notFoundPage } from '../pages/not-found-page.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { findPlayer } from '../players/player-routes.ts';
import { signedIn } from '../session/signed-in.ts';
import { actOn, ACTION_REASON_MAX, readActionRequest } from './actions.ts';
import { historyOf, namesOf } from './history.ts';
import { modErrorPage, modHomePage, modPlayerPage, modReportPage, notModeratorPage } from './mod-page.ts';
import { moderatorsOf } from './moderators.ts';

type App = { Bindings: Env; Variables: { moderator: string } };

const PAGE = 50;

/** Lets moderators through, with their address; answers anyone else with the 403 page. */
const moderatorsOnly = async (c: Context<App>, next: () => Promise<void>) => {
  const who = await signedIn(c);
  const email = who?.email.toLowerCase();
  if (!email || !moderatorsOf(c.env).has(email)) return pageResponse(notModeratorPage(who !== null), { status: 403 });
  c.set('moderator', email);
  await next();
};

const statusOf = (error: EngineError): number =>
  (API_FAILURE_STATUS as Readonly<Record<string, number>>)[error.code] ?? 400;

const formFields = async (c: Context<App>): Promise<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(await c.req.parseBody()).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );

const noPlayer = () => pageResponse(notFoundPage('No player has this name.'), { status: 404 });
const noReport = () => pageResponse(notFoundPage('There is no such report.'), { status: 404 });

export const modPages = new Hono<App>()
  .use('*', moderatorsOnly)
  .get('/', async (c) => {
    const [reports, log] = await Promise.all([openReports(c.env.DB, PAGE), latestActions(c.env.DB, PAGE)]);
    const names = await namesOf(c.env, [
      ...reports.flatMap((row) => [row.reporterId, row.subjectId]),
      ...log.map((row) => row.playerId),
    ]);
    return pageResponse(modHomePage({ reports, log, names, now: Date.now() }));
  })
  .get('/players', (c) => c.redirect(`/mod/players/${encodeURIComponent(c.req.query('name') ?? '')}`, 303))
  .get('/players/:name', async (c) => {
    const player = await findPlayer(c.env.DB, c.req.param('name'));
    if (!player) return noPlayer();
    const history = await historyOf(c.env, player);
    const names = await namesOf(c.env, [
      ...history.reportsBy.flatMap((row) => [row.reporterId, row.subjectId]),
      ...history.reportsAbout.flatMap((row) => [row.reporterId, row.subjectId]),
      player.id,
    ]);
    return pageResponse(modPlayerPage({ history, names, now: Date.now() }));
  })
  .get('/reports/:id', async (c) => {
    const report = await reportById(c.env.DB, c.req.param('id'));
    if (!report) return noReport();
    const [subjectRow, reporterRow] = await Promise.all([
      report.subjectId ? playerById(c.env.DB, report.subjectId) : null,
      playerById(c.env.DB, report.reporterId),
    ]);
    const [subject, reporter] = await Promise.all([
      subjectRow ? historyOf(c.env, subjectRow) : null,
      reporterRow ? historyOf(c.env, reporterRow) : null,
    ]);
    const rows = [
      report,
      ...[subject, reporter].flatMap((each) => (each ? [...each.reportsBy, ...each.reportsAbout] : [])),
    ];
    const names = await namesOf(
      c.env,
      rows.flatMap((row) => [row.reporterId, row.subjectId]),
    );
    return pageResponse(modReportPage({ report, subject, reporter, names, now: Date.now() }));
  })
  .post('/actions', sameOrigin, limitBody, async (c) => {
    const fields = await formFields(c);
    const back = fields.report ? `/mod/reports/${encodeURIComponent(fields.report)}` : '/mod';
    const player = await findPlayer(c.env.DB, fields.player ?? '');
    if (!player) return noPlayer();
    const request = readActionRequest(fields);
    const done = request.ok ? await actOn(c.env, c.get('moderator'), player, request.value, Date.now()) : request;
    if (!done.ok) return pageResponse(modErrorPage(done.error.message, back), { status: statusOf(done.error) });
    return c.redirect(
      fields.report
        ? '/mod'
        : `/mod/players/${encodeURIComponent((await playerById(c.env.DB, player.id))?.name ?? '')}`,
      303,
    );
  })
  .post('/reports/:id/dismiss', sameOrigin, limitBody, async (c) => {
    const report = await reportById(c.env.DB, c.req.param('id'));
    if (!report) return noReport();
    const reason = ((await formFields(c)).reason ?? '').trim();
    const back = `/mod/reports/${report.id}`;
    if (!reason || Array.from(reason).length > ACTION_REASON_MAX)
      return pageResponse(modErrorPage(`say why, in at most ${ACTION_REASON_MAX} characters: the log keeps it`, back), {
        status: 400,
      });
    const now = Date.now();
    if (!(await closeReport(c.env.DB, report.id, 'dismissed', c.get('moderator'), now)))
      return pageResponse(modErrorPage('this report is closed already', back), { status: 409 });
    await logAction(c.env.DB, {
      playerId: report.subjectId,
      moderator: c.get('moderator'),
      action: 'dismiss',
      reason,
      until: null,
      reportId: report.id,
      detail: null,
      createdAt: now,
    });
    return c.redirect('/mod', 303);
  });
