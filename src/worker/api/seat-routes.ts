/**
 * A seat's own requests, all with its token: private notes and saved analysis
 * (docs/api.md, "Notes and analysis"). What they keep is the seat's alone.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Env } from '../env.ts';
import { nestBranch, type FlatBranch } from '../../shared/analysis-flat.ts';
import { ANALYSIS_MAX_MOVES, type AnalysisView, type NotesView } from '../../shared/seat-papers.ts';
import { limitBody, readJson } from '../http/body.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { tokenHash } from './games-routes.ts';
import { requestedRoom } from '../objects.ts';
import { readAnalysisRequest, readNotesRequest } from './seat-requests.ts';

type App = { Bindings: Env };

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

const stubOf = (c: Context<App>) => requestedRoom(c.env, c.req.param('id') ?? '');

export const seatApi = new Hono<App>()
  .get('/:id/notes', async (c) => {
    const stub = stubOf(c);
    const answer = await stub.notes(await tokenHash(c));
    return answer.ok ? c.json(notesView(answer.value)) : errorResponse(c, answer.error);
  })
  .put('/:id/notes', limitTo(NOTES_BODY_LIMIT_BYTES, 'notes'), async (c) => {
    const stub = stubOf(c);
    const hash = await tokenHash(c);
    const text = readNotesRequest(await readJson(c));
    if (!text.ok) return errorResponse(c, text.error);
    const answer = await stub.saveNotes(hash, text.value);
    return answer.ok ? c.json(notesView(answer.value)) : errorResponse(c, answer.error);
  })
  .get('/:id/analysis', async (c) => {
    const stub = stubOf(c);
    const answer = await stub.analysis(await tokenHash(c));
    return answer.ok ? c.json(analysisView(answer.value)) : errorResponse(c, answer.error);
  })
  .put('/:id/analysis', limitTo(ANALYSIS_BODY_LIMIT_BYTES, 'an analysis'), async (c) => {
    const stub = stubOf(c);
    const hash = await tokenHash(c);
    const branches = readAnalysisRequest(await readJson(c));
    if (!branches.ok) return errorResponse(c, branches.error);
    const answer = await stub.saveAnalysis(hash, branches.value);
    return answer.ok ? c.json(analysisView(answer.value)) : errorResponse(c, answer.error);
  })
  .delete('/:id/analysis', limitBody, async (c) => {
    const stub = stubOf(c);
    const answer = await stub.saveAnalysis(await tokenHash(c), []);
    return answer.ok ? c.json(analysisView(answer.value)) : errorResponse(c, answer.error);
  });
