import { describe, expect, it } from 'vitest';
import { checkEmail, checkName } from '../../src/shared/player-fields.ts';

describe('player names and email addresses, checked alike by the home page and the server', () => {
  it('gives the reason as a clause about the value, which each caller heads with its own words', () => {
    const email = checkEmail('not-an-email');
    expect(email.ok ? null : email.error).toEqual({
      code: 'ERR_EMAIL',
      message: '"not-an-email" is not an email address like name@example.com',
    });
    expect(checkEmail(' ann@example.com ')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(checkEmail('')).toEqual({ ok: true, value: null });
    const name = checkName('x'.repeat(41));
    expect(name.ok ? null : name.error.message).toBe('a name may be at most 40 characters');
    expect(checkName('  Ann   Lee ')).toEqual({ ok: true, value: 'Ann Lee' });
  });
});
