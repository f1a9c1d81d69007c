/**
 * A seat's own requests, all with its token: private notes, saved analysis,
 * conditional moves, takebacks and rematches (docs/api.md).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Env } from '../../platform/env.ts';
import { nestBranch, type FlatBranch } from '../../../shared/analysis-flat.ts';
import {
  ANALYSIS_MAX_MOVES,
  type AnalysisBranch,
  type AnalysisView,
  type NotesView,
} from '../../../shared/seat-papers.ts';
import { limitBody } from '../../http/body.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { publicOrigin } from '../../http/origin.ts';
import { seatLink } from '../../http/links.ts';
import { requestClientKey } from '../../http/client-address.ts';
import { seatRequest } from './games-routes.ts';
import { readAction } from '../game-request.ts';
import {
  readAnalysisRequest,
  readConditionalRequest,
  readNotesRequest,
  type ConditionalRequest,
} from './seat-requests.ts';
import type { DrawAction as OfferAction } from '../room/room-rules.ts';
import type { ConditionalView } from '../../../shared/seat-papers.ts';

type App = { Bindings: Env };

const readTakebackAction = (body: unknown) => readAction(body, ['offer', 'accept', 'decline'] as const);
const readRematchAction = (body: unknown) => readAction(body, ['offer', 'accept', 'decline'] as const);

/** Notes of 10 KB may grow when written as JSON (every line break is two characters). */
export const NOTES_BODY_LIMIT_BYTES = 32 * 1024;
/** 5,000 moves of analysis as nested JSON. */
export const ANALYSIS_BODY_LIMIT_BYTES = 512 * 1024;

const limitTo = (bytes: number, what: string) =>
  bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw new ApiError('ERR_BODY_TOO_LARGE', `${what} may be at most ${bytes / 1024} KiB of JSON`);
    },
  });

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

const notesView = (value: { text: string; updatedAt: number | null }): NotesView => ({
  text: value.text,
  updated: iso(value.updatedAt),
});

const analysisView = (value: { branches: FlatBranch[]; updatedAt: number | null }): AnalysisView => ({
  branches: value.branches.map(nestBranch),
  moves: value.branches.reduce((sum, branch) => sum + branch.moves.length, 0),
  limit: ANALYSIS_MAX_MOVES,
  updated: iso(value.updatedAt),
});

const conditionalView = (value: { ply: number; lines: string[][]; updatedAt: number | null }): ConditionalView => ({
  ply: value.ply,
  lines: value.lines,
  updated: iso(value.updatedAt),
});

export const seatApi = new Hono<App>()
  .get('/:id/notes', seatRequest, async (c) => c.json(notesView(unwrap(await c.get('room').notes(c.get('tokenHash'))))))
  .put(
    '/:id/notes',
    limitTo(NOTES_BODY_LIMIT_BYTES, 'notes'),
    seatRequest,
    jsonBody<string, { text: string }>(readNotesRequest),
    async (c) => c.json(notesView(unwrap(await c.get('room').saveNotes(c.get('tokenHash'), c.req.valid('json'))))),
  )
  .get('/:id/analysis', seatRequest, async (c) =>
    c.json(analysisView(unwrap(await c.get('room').analysis(c.get('tokenHash'))))),
  )
  .put(
    '/:id/analysis',
    limitTo(ANALYSIS_BODY_LIMIT_BYTES, 'an analysis'),
    seatRequest,
    jsonBody<FlatBranch[], { branches: readonly AnalysisBranch[] }>(readAnalysisRequest),
    async (c) =>
      c.json(analysisView(unwrap(await c.get('room').saveAnalysis(c.get('tokenHash'), c.req.valid('json'))))),
  )
  .get('/:id/conditional', seatRequest, async (c) =>
    c.json(conditionalView(unwrap(await c.get('room').conditional(c.get('tokenHash'))))),
  )
  .put(
    '/:id/conditional',
    limitBody,
    seatRequest,
    jsonBody<ConditionalRequest, Omit<ConditionalRequest, 'lines'> & { lines: readonly (readonly string[])[] }>(
      readConditionalRequest,
    ),
    async (c) => {
      const { ply, takebacks, lines } = c.req.valid('json');
      return c.json(
        conditionalView(unwrap(await c.get('room').saveConditional(c.get('tokenHash'), ply, lines, takebacks))),
      );
    },
  )
  .delete('/:id/conditional', limitBody, seatRequest, async (c) =>
    c.json(conditionalView(unwrap(await c.get('room').clearConditional(c.get('tokenHash'))))),
  )
  .post(
    '/:id/takeback',
    limitBody,
    seatRequest,
    jsonBody<OfferAction, { action: OfferAction }>(readTakebackAction),
    async (c) => c.json(unwrap(await c.get('room').takeback(c.get('tokenHash'), c.req.valid('json')))),
  )
  .post(
    '/:id/rematch',
    limitBody,
    seatRequest,
    jsonBody<OfferAction, { action: OfferAction }>(readRematchAction),
    async (c) =>
      c.json(
        unwrap(
          await c.get('room').rematch(c.get('tokenHash'), c.req.valid('json'), requestClientKey(c.req.raw.headers)),
        ),
      ),
  )
  .get('/:id/rematch', seatRequest, async (c) => {
    const { rematch, series, next } = unwrap(await c.get('room').rematchSeat(c.get('tokenHash')));
    // The new seat's link goes only to the holder of this seat's token, in this answer.
    const link = next && seatLink(publicOrigin(c), next.id, next.side, next.token);
    return c.json({ rematch, series, next: next && { ...next, link } });
  })
  .delete('/:id/analysis', limitBody, seatRequest, async (c) =>
    c.json(analysisView(unwrap(await c.get('room').saveAnalysis(c.get('tokenHash'), [])))),
  );
