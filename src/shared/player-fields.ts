/**
 * What a player's name and email address may be, checked the same way by the server (which
 * refuses a game created with a bad one) and by the home page (which says what to fix
 * before anything is sent). The reasons are clauses about the value; each caller says
 * which field they are about in its own words: the API by the field's path, the page by
 * the label the player sees.
 */
import { failure, ok, type EngineError, type Result } from '../engine/result.ts';

export const NAME_MAX = 40;
export const EMAIL_MAX = 254;

/**
 * What a name may not hold, by Unicode property: controls (Cc, line breaks and tabs
 * included), format characters (Cf: bidirectional marks, soft hyphens, tags, the
 * Mongolian vowel separator, hieroglyph and musical format controls), private use (Co),
 * unassigned code points (Cn), line and paragraph separators (Zl, Zp), and every
 * default-ignorable code point (which fonts draw as nothing: Hangul fillers, variation
 * selectors, …).
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** What draws nothing by itself: spaces, combining marks with nothing to sit on, the blank Braille cell. */
const BLANK = /[\p{White_Space}\p{M}\u2800]/gu;

/** A player name: plain text, one line, at most NAME_MAX characters, something visible; null when none is given. */
export const checkName = (value: unknown): Result<string | null, EngineError> => {
  if (value === undefined || value === null) return ok(null);
  if (typeof value !== 'string') return failure('ERR_NAME', 'a name must be a string');
  const refused = REFUSED.exec(value);
  if (refused)
    return failure(
      'ERR_NAME',
      `a name may not contain control, invisible or unassigned characters (U+${refused[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); use letters, digits, spaces and punctuation`,
    );
  const name = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name !== '' && name.replace(BLANK, '') === '')
    return failure('ERR_NAME', 'a name must show something: this one would look blank');
  if ([...name].length > NAME_MAX) return failure('ERR_NAME', `a name may be at most ${NAME_MAX} characters`);
  return ok(name === '' ? null : name);
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** An email address like name@example.com; null when none is given. */
export const checkEmail = (value: unknown): Result<string | null, EngineError> => {
  if (value === undefined || value === null || value === '') return ok(null);
  if (typeof value !== 'string') return failure('ERR_EMAIL', 'an email address must be a string');
  const email = value.trim();
  if (email.length > EMAIL_MAX || !EMAIL.test(email))
    return failure('ERR_EMAIL', `"${email.slice(0, 60)}" is not an email address like name@example.com`);
  return ok(email);
};
