/**
 * Blocks by HTTP: `/api/me/blocks` (JSON: list, block, undo) and the forms of the player
 * page ("Block …") and of /me ("Unblock"), which answer with a redirect back to the page
 * they came from. players/blocks.ts says what a block does.
 */
import { Hono, type Context } from 'hono';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { limitBody } from '../http/body.ts';
import { unwrap } from '../http/errors.ts';
import { notCrossSite, sameOrigin } from '../http/same-origin.ts';
import { jsonBody, noBodyButJson } from '../http/validators.ts';
import type { Env } from '../platform/env.ts';
import { requirePlayer } from '../session/require-player.ts';
import { signedIn } from '../session/signed-in.ts';
import { blockPlayer, blocksOf, unblockPlayer } from './blocks.ts';
import { decodeCursor } from '../db/page-cursor.ts';
import { BLOCKS_ORDER } from '../db/blocks.ts';
import { playerPath } from './player-page.ts';

type App = { Bindings: Env };

const WHY = 'blocks are between named players';

/** `{"name": …}` and nothing else. */
const readBlockRequest = (body: unknown): Result<string, EngineError> => {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : null;
  const name = (body as { name?: unknown } | null)?.name;
  if (fields?.length !== 1 || typeof name !== 'string' || name.trim() === '')
    return failure('ERR_FIELD', 'the body is {"name": "the player to block"} and nothing else');
  return ok(name);
};

const view = (name: string) => ({ name, page: playerPath(name) });

/** Under /api/me. */
export const blockApi = new Hono<App>()
  .get('/blocks', async (c) => {
    const player = await requirePlayer(c, WHY);
    const text = c.req.query('cursor');
    const cursor = text === undefined ? null : unwrap(decodeCursor(text, BLOCKS_ORDER));
    const page = await blocksOf(c.env, player, cursor);
    return c.json({
      blocks: page.items.map((each) => ({ ...view(each.name), since: new Date(each.since).toISOString() })),
      next: page.next,
      previous: page.previous,
    });
  })
  .post('/blocks', notCrossSite, limitBody, jsonBody<string, { name: string }>(readBlockRequest), async (c) => {
    const player = await requirePlayer(c, WHY);
    const blocked = unwrap(await blockPlayer(c.env, player, c.req.valid('json'), Date.now()));
    return c.json({ blocked: view(blocked.name) }, 201);
  })
  .delete('/blocks/:name', notCrossSite, limitBody, noBodyButJson, async (c) => {
    const player = await requirePlayer(c, WHY);
    const unblocked = unwrap(await unblockPlayer(c.env, player, c.req.param('name')));
    return c.json({ unblocked: view(unblocked.name) });
  });

/** The form's `name`, and the page to go back to: the player's page, or /me. */
const formOf = async (c: Context<App>) => {
  const form = await c.req.parseBody();
  const name = typeof form.name === 'string' ? form.name : '';
  return { name, back: form.back === 'me' ? '/me' : playerPath(name) };
};

/** Under /me: the forms. A refusal (an unknown name, one's own) is answered as the API's are. */
export const blockPages = new Hono<App>()
  .post('/blocks', sameOrigin, limitBody, async (c) => {
    const who = await signedIn(c);
    const { name, back } = await formOf(c);
    if (!who?.player) return c.redirect('/me', 303);
    unwrap(await blockPlayer(c.env, who.player, name, Date.now()));
    return c.redirect(back, 303);
  })
  .post('/blocks/undo', sameOrigin, limitBody, async (c) => {
    const who = await signedIn(c);
    const { name, back } = await formOf(c);
    if (!who?.player) return c.redirect('/me', 303);
    unwrap(await unblockPlayer(c.env, who.player, name));
    return c.redirect(back, 303);
  });
