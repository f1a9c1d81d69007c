/** The board in game emails: the square picture with the last move, and the position in words in the text part. */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, call, play } from '../client.ts';
import { createConfirmedGame, deliver, lastEmailTo } from '../mail-helpers.ts';

const addresses = () => {
  const tag = crypto.randomUUID().slice(0, 8);
  return { ann: `ann-${tag}@example.com`, bob: `bob-${tag}@example.com` };
};

/** The address of the email's one picture, as a path on this Worker. */
const pictureOf = (html: string): string => {
  const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  expect(sources).toHaveLength(1);
  const url = new URL(sources[0]!);
  expect(url.origin).toBe('https://orrery.test');
  return `${url.pathname}${url.search}`;
};

/** Width and height from the IHDR chunk, which a PNG must put first. */
const pngSize = async (path: string) => {
  const response = await exports.default.fetch(new Request(`${BASE}${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  const view = new DataView(await response.arrayBuffer());
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('the board in emails', () => {
  it('shows Adomoc square and large, from the recipient’s side, with the last move, and lists the position in the text', async () => {
    const { ann, bob } = addresses();
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: bob } },
    });
    await deliver(created.id);
    const first = await lastEmailTo(ann);
    expect(pictureOf(first.html)).toBe(`/g/${created.id}/board.png?ply=0&size=square`);
    expect(first.html).toContain('width="600"');

    expect((await play(created, 'light', 'Fa3a6', 0)).status).toBe(200);
    await deliver(created.id);
    const email = await lastEmailTo(bob);
    // Bob plays Dark: his game page shows the board flipped, and so does his email.
    const picture = pictureOf(email.html);
    expect(picture).toBe(`/g/${created.id}/board.png?ply=1&size=square&flip=1`);
    expect(await pngSize(picture)).toEqual({ width: 1200, height: 1200 });
    // The same picture as vectors names the squares the last move marks.
    const svg = await call('GET', picture.replace('board.png', 'board.svg'));
    expect(svg.body).toContain('<title>a6: light foot; last move</title>');
    expect(svg.body).toMatch(/<title>a3: empty[^<]*; last move<\/title>/);

    expect(email.text).toContain(
      [
        'Light (Ann), 15 pieces:',
        '  prime sun: c1',
        '  suns: a1, b1, d1, e1',
        '  prime moon: c2',
        '  moons: a2, b2, d2, e2',
        '  prime foot: c3',
        '  feet: b3, d3, e3, a6',
        'Dark (Bob), 15 pieces:',
        '  prime sun: h1',
      ].join('\n'),
    );
    expect(email.text).toContain(`Picture: https://orrery.test${picture}`);
    expect(email.text).toContain(created.links.dark);
  });

  it('lists ADIX’s cubes with their top faces in the text, and the picture unflipped for White', async () => {
    const { ann, bob } = addresses();
    const created = await createConfirmedGame({
      game: 'adix',
      players: { white: { name: 'Ann', email: ann }, black: { name: 'Bob', email: bob } },
    });
    await deliver(created.id);
    const email = await lastEmailTo(ann);
    expect(pictureOf(email.html)).toBe(`/g/${created.id}/board.png?ply=0&size=square`);
    expect(email.text).toContain(
      [
        'White (Ann), 10 cubes:',
        '  captain: e1 (rock on top)',
        '  under shelter: c1, g1, b2, d2, f2, h2, c3, e3, g3',
        'Black (Bob), 10 cubes:',
        '  captain: e9 (rock on top)',
        '  under shelter: c7, e7, g7, b8, d8, f8, h8, c9, g9',
      ].join('\n'),
    );
  });
});
