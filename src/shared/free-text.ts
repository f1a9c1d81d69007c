/**
 * What free text (a message between the seats) may hold: the characters a person can see,
 * with tabs and line feeds. Refused, as for names (player-fields.ts) where it makes sense
 * for text of many lines:
 * - controls, C0 and C1 (U+0000–U+001F, U+007F–U+009F: U+0085 NEL, U+009B CSI…), except
 *   tab and line feed; the line and paragraph separators U+2028 and U+2029;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 *   can make text read in another order than it was written;
 * - every other default-ignorable code point, which fonts draw as nothing (U+200B zero
 *   width space, U+FEFF, U+2060 word joiner, U+00AD soft hyphen, U+200E/U+200F/U+061C
 *   direction marks, Hangul fillers, …), except where it has a visible job: the zero width
 *   joiner (U+200D) between two letters or pictographs (scripts that join, emoji
 *   sequences), the zero width non-joiner (U+200C) between two letters, a variation
 *   selector right after the character it selects (❤️, 1️⃣), and the tag characters of an
 *   emoji flag (🏴 and its tags up to U+E007F).
 */

/** A character refused, its code point written U+XXXX, and what kind of character it is. */
export interface RefusedCharacter {
  readonly codePoint: string;
  readonly kind: 'control' | 'bidirectional control' | 'invisible';
}

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const VARIATION = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const TAG = /[\u{E0020}-\u{E007E}]/u;
const CANCEL_TAG = '\u{E007F}';
const BLACK_FLAG = '\u{1F3F4}';
const LETTER = /[\p{L}\p{M}]/u;
const JOINS_BEFORE = /^(?:[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]|\uFE0F)$/u;
const JOINS_AFTER = /[\p{L}\p{M}\p{Extended_Pictographic}]/u;
const SELECTABLE = /[\p{L}\p{N}\p{S}\p{P}\p{M}\p{Extended_Pictographic}]/u;

const hex = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether a default-ignorable character has its visible job here, between `before` and `after`. */
const hasItsPlace = (char: string, before: string | undefined, after: string | undefined): boolean => {
  if (char === ZWJ)
    return before !== undefined && after !== undefined && JOINS_BEFORE.test(before) && JOINS_AFTER.test(after);
  if (char === ZWNJ) return before !== undefined && after !== undefined && LETTER.test(before) && LETTER.test(after);
  if (VARIATION.test(char)) return before !== undefined && SELECTABLE.test(before);
  if (TAG.test(char)) return before === BLACK_FLAG || (before !== undefined && TAG.test(before));
  if (char === CANCEL_TAG) return before !== undefined && TAG.test(before);
  return false;
};

/** The first character free text may not hold (see above), or null when it holds none. */
export const refusedInText = (text: string): RefusedCharacter | null => {
  const chars = Array.from(text);
  for (const [at, char] of chars.entries()) {
    if (char === '\t' || char === '\n') continue;
    if (CONTROL.test(char)) return { codePoint: hex(char), kind: 'control' };
    if (BIDI.test(char)) return { codePoint: hex(char), kind: 'bidirectional control' };
    if (IGNORABLE.test(char) && !hasItsPlace(char, chars[at - 1], chars[at + 1]))
      return { codePoint: hex(char), kind: 'invisible' };
  }
  return null;
};

/**
 * Text with every character free text may not hold taken out (a line or paragraph
 * separator becomes a line feed): for text stored before these rules, on its way into a
 * notification.
 */
export const withoutRefused = (text: string): string => {
  const chars = Array.from(text.replace(/[\u2028\u2029]/g, '\n'));
  return chars
    .filter((char, at) => {
      if (char === '\t' || char === '\n') return true;
      if (CONTROL.test(char) || BIDI.test(char)) return false;
      return !IGNORABLE.test(char) || hasItsPlace(char, chars[at - 1], chars[at + 1]);
    })
    .join('');
};
