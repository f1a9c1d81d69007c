import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/shared/name-key.ts';
import { checkPlayerName } from '../../src/shared/player-name.ts';

const latinName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,15}$/);

describe('look-alike keys of player names', () => {
  it('ignore case, spaces and joining punctuation', () => {
    fc.assert(
      fc.property(latinName, fc.constantFrom(' ', '_', '-', '.', "'"), fc.nat(), (name, separator, at) => {
        const cut = at % name.length;
        const spaced = `${name.slice(0, cut)}${separator}${name.slice(cut)}`;
        expect(nameKey(spaced)).toBe(nameKey(name));
        expect(nameKey(name.toUpperCase())).toBe(nameKey(name.toLowerCase()));
      }),
    );
  });

  it('are keys of themselves (a key is its own look-alike)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }), (name) => {
        expect(nameKey(nameKey(name))).toBe(nameKey(name));
      }),
    );
  });

  it('fold other scripts’ look-alikes, compatibility forms and accents onto Latin', () => {
    expect(nameKey('Аnnа')).toBe(nameKey('Anna')); // Cyrillic А and а
    expect(nameKey('Ρaul')).toBe(nameKey('Paul')); // Greek Ρ
    expect(nameKey('Ｐａｕｌ')).toBe(nameKey('Paul'));
    expect(nameKey('Zoë')).toBe(nameKey('Zoe'));
    expect(nameKey('Wi11')).toBe(nameKey('Will'));
    expect(nameKey('B0b')).toBe(nameKey('Bob'));
    expect(nameKey('rnary')).toBe(nameKey('mary'));
    expect(nameKey('vvill')).toBe(nameKey('will'));
    // Found by the property above: a sign between the letters of a pair.
    expect(nameKey(nameKey('R!N '))).toBe(nameKey('R!N '));
    expect(nameKey('Ann')).not.toBe(nameKey('Anne'));
    expect(nameKey('李雷')).toBe('李雷');
  });

  it('come with every accepted name, never empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const checked = checkPlayerName(value);
        if (checked.ok) expect(checked.value.key).not.toBe('');
      }),
    );
  });

  it('keep the name of erased accounts for them alone', () => {
    for (const name of ['erased player', 'Erased Player', 'ERASED  PLAYER', 'erased p1ayer'])
      expect(checkPlayerName(name).ok, name).toBe(false);
    expect(checkPlayerName('erased players').ok).toBe(true);
  });
});
