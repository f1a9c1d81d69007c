/** /play's list patched by the lobby's live changes, with no read of the server. */
import { describe, expect, it } from 'vitest';
import { patchList, type ListReader } from '../../src/web/lobby/lobby-list.ts';
import type { ChallengeView } from '../../src/shared/challenge-words.ts';

const challenge = (id: string, by: string, extra: Partial<ChallengeView> = {}): ChallengeView => ({
  id,
  game: 'adomoc',
  variant: 'standard',
  clock: null,
  side: 'random',
  rated: true,
  range: null,
  to: null,
  by: { name: by, rating: null },
  createdAt: 1,
  expiresAt: 2,
  ...extra,
});

const reader: ListReader = {
  you: 'Ann',
  tag: 'ann-tag',
  apart: new Set(['eve-tag']),
  filter: { game: null, variant: null, rated: null, clock: null },
  paged: false,
};

const ids = (list: readonly ChallengeView[]) => list.map((item) => item.id);

describe('patching the list of open challenges', () => {
  const list = [challenge('a1', 'Ann'), challenge('b1', 'Bob'), challenge('c1', 'Cy')];

  it('draws a new challenge after the reader’s own, and one of their own first', () => {
    const theirs = patchList(list, [{ type: 'added', challenge: challenge('d1', 'Dee'), by: 'dee-tag' }], reader);
    expect(ids(theirs.challenges)).toEqual(['a1', 'd1', 'b1', 'c1']);
    const mine = patchList(list, [{ type: 'added', challenge: challenge('a2', 'Ann'), by: 'ann-tag' }], reader);
    expect(ids(mine.challenges)).toEqual(['a2', 'a1', 'b1', 'c1']);
    expect(theirs.reread || mine.reread).toBe(false);
  });

  it('takes a removed one out, and draws one added twice once', () => {
    const added = { type: 'added', challenge: challenge('d1', 'Dee'), by: 'dee-tag' } as const;
    const patched = patchList(list, [added, added, { type: 'removed', id: 'b1', game: 'g1' }], reader);
    expect(ids(patched.challenges)).toEqual(['a1', 'd1', 'c1']);
  });

  it('leaves out what the reader should not see here: a blocked player’s, another filter’s, a later page', () => {
    const eve = { type: 'added', challenge: challenge('e1', 'Eve'), by: 'eve-tag' } as const;
    expect(ids(patchList(list, [eve], reader).challenges)).toEqual(ids(list));
    const casual = { type: 'added', challenge: challenge('d1', 'Dee', { rated: false }), by: 'dee-tag' } as const;
    const ratedOnly = { ...reader, filter: { ...reader.filter, rated: true } };
    expect(ids(patchList(list, [casual], ratedOnly).challenges)).toEqual(ids(list));
    const onPageTwo = patchList(list, [{ ...casual }, { type: 'removed', id: 'c1' }], { ...reader, paged: true });
    expect(ids(onPageTwo.challenges)).toEqual(['a1', 'b1']);
  });

  it('reads again only when a named challenge’s change carries the reader’s tag', () => {
    expect(patchList(list, [{ type: 'named', tags: ['bob-tag', 'cy-tag'] }], reader).reread).toBe(false);
    expect(patchList(list, [{ type: 'named', tags: ['bob-tag', 'ann-tag'] }], reader).reread).toBe(true);
    expect(patchList(list, [{ type: 'named', tags: ['x'] }], { ...reader, tag: null }).reread).toBe(false);
  });
});
