/**
 * The Worker's one-way relay between a hub and a page (src/worker/sockets/page-socket.ts),
 * in workerd with a stand-in hub: what the hub says reaches the page, nothing the page
 * says reaches the hub, the beat comes unasked, and either side's close ends both.
 */
import { describe, expect, it } from 'vitest';
import { BEAT, pageSocket } from '../../../src/worker/sockets/page-socket.ts';

/** A hub's accepted socket, as its fetch answers an upgrade, and the page's end of the relay. */
const relayed = (beatEveryMs = 60_000) => {
  const pair = new WebSocketPair();
  const hub = pair[1];
  const fromHub: (string | ArrayBuffer)[] = [];
  const hubClosed = new Promise<number>((resolve) => hub.addEventListener('close', (event) => resolve(event.code)));
  hub.addEventListener('message', (event) => fromHub.push(event.data));
  hub.accept();
  const answer = pageSocket(new Response(null, { status: 101, webSocket: pair[0] }), beatEveryMs);
  expect(answer.status).toBe(101);
  const page = answer.webSocket!;
  const toPage: string[] = [];
  const pageClosed = new Promise<number>((resolve) => page.addEventListener('close', (event) => resolve(event.code)));
  page.addEventListener('message', (event) => toPage.push(String(event.data)));
  page.accept();
  return { hub, fromHub, hubClosed, page, toPage, pageClosed };
};

describe('a page socket', () => {
  it("relays the hub's frames to the page, and none of the page's to the hub", async () => {
    const { hub, fromHub, page, toPage } = relayed();
    hub.send('{"type":"state"}');
    for (let i = 0; i < 1_000; i++) page.send(i % 2 ? 'sync' : 'x'.repeat(1024));
    hub.send('{"type":"update"}');
    await expect.poll(() => toPage).toEqual(['{"type":"state"}', '{"type":"update"}']);
    // The hub asks the page something after the flood: the answer would come behind it, and none does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fromHub).toEqual([]);
    page.close(1000, 'done');
  });

  it('beats on an idle socket', async () => {
    const { page, toPage } = relayed(50);
    await expect.poll(() => toPage.filter((frame) => frame === BEAT).length).toBeGreaterThanOrEqual(2);
    page.close(1000, 'done');
  });

  it("passes the page's close on to the hub, and the hub's to the page", async () => {
    const byPage = relayed();
    byPage.page.close(4000, 'silent too long');
    expect(await byPage.hubClosed).toBe(4000);
    const byHub = relayed();
    byHub.hub.close(1001, 'going away');
    expect(await byHub.pageClosed).toBe(1001);
  });

  it("copies the hub's refusal", async () => {
    const refusal = Response.json({ error: { code: 'ERR_TOO_MANY_SOCKETS' } }, { status: 429 });
    const answer = pageSocket(refusal);
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ error: { code: 'ERR_TOO_MANY_SOCKETS' } });
  });
});
