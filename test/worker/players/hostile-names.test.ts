/**
 * Hostile: names that hide things. Every code point of the Unicode categories Cc, Cf, Co,
 * Cn, Zl and Zp, and every default-ignorable one, is refused, with the code point named;
 * so is a name that would render as nothing. Real names in any script pass.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';

const create = (name: string) => call('POST', '/api/games', { body: { game: 'adomoc', players: { light: { name } } } });

describe('a player name', () => {
  it.each([
    ['U+061C Arabic letter mark', 'Ann\u061cBob'],
    ['U+00AD soft hyphen', 'Ann\u00adBob'],
    ['U+180E Mongolian vowel separator', 'Ann\u180eBob'],
    ['U+E0041 tag A', 'Ann\u{e0041}Bob'],
    ['U+1D173 musical begin beam', 'Ann\u{1d173}Bob'],
    ['U+13430 Egyptian hieroglyph joiner', 'Ann\u{13430}Bob'],
    ['three U+3164 Hangul fillers', '\u3164\u3164\u3164'],
    ['U+FFA0 halfwidth Hangul filler', 'Ann\uffa0'],
    ['U+200D zero-width joiner', 'Ann\u200dBob'],
    ['U+FEFF byte order mark', '\ufeffAnn'],
    ['U+FE0F variation selector', 'Ann\ufe0f'],
    ['U+E000 private use', 'Ann\ue000'],
    ['U+0378 unassigned', 'Ann\u0378'],
    ['U+2028 line separator', 'Ann\u2028Bob'],
    ['U+2029 paragraph separator', 'Ann\u2029Bob'],
    ['a line break', 'Ann\nBob'],
    ['a tab', 'Ann\tBob'],
    ['U+202E right-to-left override', 'Ann\u202eevil'],
    ['combining marks alone', '\u0301\u0301\u0301'],
    ['blank Braille cells', '\u2800\u2800\u2800'],
  ])('refuses %s', async (_what, name) => {
    const reply = await create(name);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('ERR_NAME');
    expect(reply.body.error.message).toMatch(/players\.light\.name/);
  });

  it('names the code point it refuses', async () => {
    expect((await create('Ann\u{e0041}')).body.error.message).toContain('U+E0041');
  });

  it.each(['José', 'Zoë', '李小龍', 'Ann-Marie O’Neil', 'سارة', 'अनु', 'Ωmega 3', 'ÅSA 🙂'])(
    'keeps %s',
    async (name) => {
      const reply = await create(name);
      expect(reply.status).toBe(201);
      expect(reply.body.state.players.light.name).toBe(name.normalize('NFC'));
    },
  );
});
