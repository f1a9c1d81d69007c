/**
 * A seat's reminders before its deadline (docs/api.md, "Reminders"), with its token:
 * read them, choose them. The game's object checks them against its clock.
 */
import { Hono } from 'hono';
import type { Env } from '../../platform/env.ts';
import { limitBody } from '../../http/body.ts';
import { unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { readRemindersRequest } from '../reminders/reminder-rules.ts';
import { seatRequest } from './games-routes.ts';

type App = { Bindings: Env };

export const reminderApi = new Hono<App>()
  .get('/:id/reminders', seatRequest, async (c) => c.json(unwrap(await c.get('room').reminders(c.get('tokenHash')))))
  .put(
    '/:id/reminders',
    limitBody,
    seatRequest,
    jsonBody<number[] | null, { before: readonly number[] | null }>(readRemindersRequest),
    async (c) => c.json(unwrap(await c.get('room').setReminders(c.get('tokenHash'), c.req.valid('json')))),
  );
