/**
 * Every header Orrery writes is built from checked values: a message id only in the form
 * RFC 5322 gives it (section 3.6.4), anything else dropped; and, before any email leaves,
 * every header name and value, the subject and the addresses are checked once more for
 * line breaks and control characters, so nothing a sender wrote can start a header of its
 * own (`\r\nBcc: …`), whatever path it took.
 */

/** atext (RFC 5322 3.2.3). */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOT_ATOM = `${ATOM}(?:\\.${ATOM})*`;
/** `<id-left@id-right>`, id-right a dot-atom or a no-fold-literal `[…]`. */
const MESSAGE_ID = new RegExp(`^<${DOT_ATOM}@(?:${DOT_ATOM}|\\[[\\x21-\\x5a\\x5e-\\x7e]*\\])>$`);
/** Far under the 998-character line limit, far over any real message id. */
const MESSAGE_ID_MAX = 250;

/** The message id when it has RFC 5322's form (angle brackets added when missing), else null. */
export const checkedMessageId = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const bracketed = trimmed.startsWith('<') ? trimmed : `<${trimmed}>`;
  return bracketed.length <= MESSAGE_ID_MAX && MESSAGE_ID.test(bracketed) ? bracketed : null;
};

/** A header field name (RFC 5322 ftext): printable ASCII but the colon. */
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]+$/;
/** Control characters (line breaks included) and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a value is safe on one header line. */
export const isHeaderSafe = (value: string): boolean => !CONTROL.test(value);

/** The headers whose name and value are safe; any other is dropped (and logged: it is a bug). */
export const safeHeaders = (headers: Readonly<Record<string, string>>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (FIELD_NAME.test(name) && typeof value === 'string' && isHeaderSafe(value) && value.length <= 998)
      kept[name] = value;
    else console.error(`mail: dropped the header ${JSON.stringify(name).slice(0, 60)}: not a safe header`);
  return kept;
};
