/** Writing HTML as text, on the server and in the browser alike. */

/** Text made safe for HTML content and for attribute values in double or single quotes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
