/**
 * A name's look-alike key: two names with the same key would pass for each other on a
 * page, so a player's display name is refused when its key is taken. After Unicode's
 * skeletons (UTS #39), kept small: compatibility forms folded (NFKD: fullwidth and
 * mathematical letters, ligatures), accents dropped, case folded, the Cyrillic and Greek
 * letters that draw like Latin ones mapped to them, the digits and letters that pass for
 * each other (0 and o; 1, l, i and |) made one, `rn` read as `m` and `vv` as `w`, and
 * spaces and joining punctuation (`. _ - '`) left out, so "Ann Lee", "ann_lee" and
 * "Αnn Lее" (with Greek and Cyrillic letters) share one key.
 */

/** Letters of other scripts that draw as a Latin letter, after case folding. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  // Latin letters and signs that pass for others
  ı: 'l',
  ȷ: 'j',
  ǀ: 'l',
  '|': 'l',
  '1': 'l',
  i: 'l',
  '0': 'o',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ħ: 'h',
  ł: 'l',
};

/** Spaces and the punctuation that joins words: "Ann Lee", "Ann_Lee" and "Ann-Lee" look alike. */
const SEPARATORS = /[\s._\-'’‘`·‧・]/gu;

/** The look-alike key of a name already checked by `checkName`; empty when nothing in it is a letter or digit. */
export const nameKey = (name: string): string => {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let key = '';
  for (const char of folded) key += LOOK_ALIKES[char] ?? char;
  // Everything but letters and digits goes before the pairs are read, so that a key is
  // its own key: "r!n" left "rn" behind, which a second reading made "m".
  return key
    .replace(SEPARATORS, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
};
