/**
 * Lists a page at a time (src/worker/db/page-cursor.ts): a player's games (the page and its JSON),
 * /me and the site's games are walked with their cursors while new games arrive between
 * reads, and every game is met exactly once, in order; a cursor that is not the list's is
 * refused with ERR_CURSOR and changes nothing. The games are published to D1 as their
 * objects publish them (src/worker/db/history.ts), many more than a page.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, type Reply } from '../client.ts';
import { newPlayer, type TestPlayer } from '../player-helpers.ts';
import { publishHistory } from '../../../src/worker/db/history.ts';
import { playerOfEmail } from '../../../src/worker/db/player-records.ts';
import { encodeCursor } from '../../../src/worker/db/page-cursor.ts';
import { writeRatings } from '../../../src/worker/db/ratings.ts';

const BASE_TIME = Date.UTC(2026, 10, 1);

interface Published {
  readonly id: string;
  readonly updatedAt: number;
  readonly waiting: boolean;
}

/** Publishes a game of `player` (light) against an unnamed opponent, as its object would. */
const publishGame = async (
  player: TestPlayer & { id: string },
  game: { id: string; updatedAt: number; status: 'ongoing' | 'finished'; toMove: 'light' | 'dark' },
): Promise<Published> => {
  await publishHistory(
    env.DB,
    {
      id: game.id,
      game: 'adomoc',
      variant: 'standard',
      players: JSON.stringify({ light: player.name, dark: 'Opponent' }),
      status: game.status,
      ply: 10,
      toMove: game.status === 'ongoing' ? game.toMove : null,
      winner: game.status === 'finished' ? 'light' : null,
      reason: game.status === 'finished' ? 'resignation' : null,
      createdAt: BASE_TIME,
      updatedAt: game.updatedAt,
      version: 1,
      // Kept out of the records, statistics and explorer, which other files recount from D1.
      public: false,
      seats: [
        {
          gameId: game.id,
          side: 'light',
          name: player.name,
          email: player.email,
          notify: 'move',
          tokenSalt: null,
          playerId: player.id,
        },
        {
          gameId: game.id,
          side: 'dark',
          name: 'Opponent',
          email: null,
          notify: 'none',
          tokenSalt: null,
          playerId: null,
        },
      ],
    },
    [],
  );
  return { id: game.id, updatedAt: game.updatedAt, waiting: game.status === 'ongoing' && game.toMove === 'light' };
};

/** A player with `count` games: some waiting for them, some not, some finished; several share a time. */
const playerWithGames = async (count: number) => {
  const player = await newPlayer('Pager');
  const id = (await playerOfEmail(env.DB, player.email))!.id;
  const games: Published[] = [];
  for (let i = 0; i < count; i++)
    games.push(
      await publishGame(
        { ...player, id },
        {
          id: `paged-${crypto.randomUUID().slice(0, 8)}-${i}`,
          // Every third game shares its time with the one before: the id orders them.
          updatedAt: BASE_TIME + Math.floor(i / 3) * 60_000 + (i % 3 === 2 ? 0 : i % 3),
          status: i % 4 === 0 ? 'finished' : 'ongoing',
          toMove: i % 5 === 0 ? 'light' : 'dark',
        },
      ),
    );
  return { player: { ...player, id }, games };
};

const newestFirst = (a: Published, b: Published) =>
  b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** A newer game of the player's, published between two page reads. */
const newer = (player: TestPlayer & { id: string }, n: number) =>
  publishGame(player, {
    id: `late-${crypto.randomUUID().slice(0, 8)}-${n}`,
    updatedAt: BASE_TIME + 10_000_000 + n,
    status: 'ongoing',
    toMove: n % 2 ? 'light' : 'dark',
  });

describe("a player's games, a page at a time", () => {
  it('walks every game once, in order, with games arriving between pages, and back again', async () => {
    const { player, games } = await playerWithGames(130);
    const path = `/api/players/${encodeURIComponent(player.name)}`;
    const seen: string[] = [];
    const pages: { cursor: string | null; ids: string[]; previous: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const reply: Reply = await call('GET', cursor ? `${path}?cursor=${cursor}` : path);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const ids = [...reply.body.current, ...reply.body.finished]
        .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id < b.id ? 1 : -1))
        .map((game: { id: string }) => game.id);
      pages.push({ cursor, ids, previous: reply.body.previous });
      seen.push(...ids);
      cursor = reply.body.next;
      await newer(player, pages.length);
    } while (cursor);
    expect(pages.length).toBe(3);
    expect(pages.map((page) => page.ids.length)).toEqual([50, 50, 30]);
    expect(pages[0]!.previous).toBeNull();
    expect(seen).toEqual([...games].sort(newestFirst).map((game) => game.id));

    // "Newer" from the second page gives the first page again; games added since stay ahead of it.
    const back = await call('GET', `${path}?cursor=${pages[1]!.previous}`);
    const backIds = [...back.body.current, ...back.body.finished].map((game: { id: string }) => game.id).sort();
    expect(backIds).toEqual([...pages[0]!.ids].sort());
    expect(back.body.previous).not.toBeNull();
  });

  it('links the pages of /p/:name with "Older games" and "Newer games"', async () => {
    const { player, games } = await playerWithGames(60);
    const first = await call('GET', `/p/${encodeURIComponent(player.name)}`);
    expect(first.status).toBe(200);
    const older = /<a rel="next" href="([^"]+)">Older games →<\/a>/.exec(first.body)?.[1];
    expect(older).toBeDefined();
    expect(first.body).not.toContain('Newer games');
    const second = await call('GET', older!.replaceAll('&amp;', '&'));
    expect(second.status).toBe(200);
    expect(second.body).toContain('← Newer games');
    expect(second.body).not.toContain('Older games →');
    const oldest = [...games].sort(newestFirst).at(-1)!;
    expect(second.body).toContain(`/g/${oldest.id}`);
    expect(first.body).not.toContain(`/g/${oldest.id}`);
  });
});

describe("a player's ratings, bounded by what the page shows", () => {
  it("charts a rating's latest 100 changes, counts them all, and rates the games on every page", async () => {
    const { player, games } = await playerWithGames(130);
    const oldestFirst = [...games].sort(newestFirst).reverse();
    for (const [i, game] of oldestFirst.entries())
      await writeRatings(env.DB, [
        {
          playerId: player.id,
          game: 'adomoc',
          variant: 'standard',
          seq: i + 1,
          gameId: game.id,
          opponentId: 'someone',
          score: 1,
          ratingBefore: 1500 + i,
          rating: 1501 + i,
          deviation: 60,
          volatility: 0.06,
          ratedAt: game.updatedAt,
        },
      ]);
    const path = `/api/players/${encodeURIComponent(player.name)}`;
    const first = (await call('GET', path)).body;
    expect(first.ratings).toHaveLength(1);
    expect(first.ratings[0]).toMatchObject({ games: 130, rating: 1630, start: 1530 });
    expect(first.ratings[0].history).toHaveLength(100);
    expect(first.ratings[0].history.at(-1).gameId).toBe(oldestFirst.at(-1)!.id);
    const last = (await call('GET', `${path}?cursor=${(await call('GET', `${path}?cursor=${first.next}`)).body.next}`))
      .body;
    const oldest = [...last.current, ...last.finished].find((game: { id: string }) => game.id === oldestFirst[0]!.id);
    expect(oldest.rating).toEqual({ before: 1500, after: 1501 });
  });
});

describe('/me, a page at a time', () => {
  it('lists games waiting for the address first, every game once across the pages', async () => {
    const { player, games } = await playerWithGames(75);
    const expected = [...games]
      .sort((a, b) => Number(b.waiting) - Number(a.waiting) || newestFirst(a, b))
      .map((game) => game.id);
    const seen: string[] = [];
    let path: string | undefined = '/me';
    let pages = 0;
    while (path) {
      const reply: Reply<string> = await call('GET', path, { headers: { Cookie: player.cookie } });
      expect(reply.status).toBe(200);
      pages++;
      if (pages === 1)
        expect(reply.body).toContain(`${games.filter((game) => game.waiting).length} wait for your move`);
      seen.push(...[...reply.body.matchAll(/\/g\/((?:paged|late)-[\w-]+)/g)].map((match) => match[1]!));
      await newer(player, 100 + pages);
      path = /<a rel="next" href="([^"]+)">Older games →<\/a>/.exec(reply.body)?.[1]?.replaceAll('&amp;', '&');
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(expected);
  });
});

describe("the site's games, a page at a time", () => {
  it('walks GET /api/games with next cursors', async () => {
    const { games } = await playerWithGames(25);
    const mine = new Set(games.map((game) => game.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: { status: number; body: { games: { id: string }[]; next: string | null } } = await call(
        'GET',
        `/api/games?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.games.length).toBeLessThanOrEqual(7);
      seen.push(...reply.body.games.map((game) => game.id).filter((id) => mine.has(id)));
      cursor = reply.body.next;
    } while (cursor);
    expect(seen).toEqual([...games].sort(newestFirst).map((game) => game.id));
  });
});

describe('cursors that are not the list’s', () => {
  const bad = [
    'not a cursor',
    'eyJ4Ijo',
    encodeCursor({ toward: 'on', key: [1, 1, 'x'] }),
    encodeCursor({ toward: 'on', key: ['x', 1] }),
    btoa(JSON.stringify(['sideways', 1, 'x'])).replaceAll('=', ''),
    'A'.repeat(400),
  ];

  it('refuses them in the API with 400 ERR_CURSOR', async () => {
    const { player } = await playerWithGames(1);
    for (const cursor of bad) {
      for (const path of [`/api/players/${encodeURIComponent(player.name)}`, '/api/games']) {
        const reply = await call('GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
        expect(reply.status, `${path} ${cursor}`).toBe(400);
        expect(reply.body.error.code).toBe('ERR_CURSOR');
        expect(reply.body.error.message).toContain('cursor');
      }
    }
  });

  it('answers the pages with a 400 page that leads back to the first', async () => {
    const { player } = await playerWithGames(1);
    const pagePath = `/p/${encodeURIComponent(player.name)}`;
    for (const [path, headers] of [
      [pagePath, {}],
      ['/me', { Cookie: player.cookie }],
    ] as const) {
      const reply = await call('GET', `${path}?cursor=${encodeURIComponent(bad[3]!)}`, { headers });
      expect(reply.status).toBe(400);
      expect(reply.body).toContain('That page of the list cannot be read');
      expect(reply.body).toContain(`href="${path}"`);
    }
  });
});
