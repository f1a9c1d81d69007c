/**
 * Just enough XML reading for tests of the board pictures: a well-formedness check (every
 * element closed in order, attributes quoted, no raw `<` or stray `&` in text) and the
 * squares a picture names with their titles.
 */

const NAME = '[A-Za-z][\\w:.-]*';
const ATTRIBUTE = `\\s+${NAME}="[^"<]*"`;
const START_TAG = new RegExp(`^<(${NAME})((?:${ATTRIBUTE})*)\\s*(/?)>$`);
const END_TAG = new RegExp(`^</(${NAME})\\s*>$`);
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;

/** Throws with the first problem found; returns the number of elements. */
export const checkWellFormed = (xml: string): number => {
  const open: string[] = [];
  let elements = 0;
  let rest = xml;
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text.replace(ENTITY, '').includes('&')) throw new Error(`a bare & in text: ${text.slice(0, 80)}`);
    if (text.includes('>')) throw new Error(`a bare > in text: ${text.slice(0, 80)}`);
    if (lt < 0) break;
    if (text.trim() && open.length === 0) throw new Error(`text outside the root: ${text.slice(0, 80)}`);
    const gt = rest.indexOf('>', lt);
    if (gt < 0) throw new Error('a tag is never closed');
    const tag = rest.slice(lt, gt + 1);
    const start = START_TAG.exec(tag);
    const end = END_TAG.exec(tag);
    if (start) {
      if (start[2]!.replace(ENTITY, '').includes('&')) throw new Error(`a bare & in an attribute: ${tag.slice(0, 80)}`);
      const names = [...start[2]!.matchAll(new RegExp(`\\s+(${NAME})=`, 'g'))].map((m) => m[1]);
      if (new Set(names).size !== names.length) throw new Error(`an attribute twice: ${tag.slice(0, 80)}`);
      if (open.length === 0 && elements > 0) throw new Error('a second root element');
      elements++;
      if (start[3] !== '/') open.push(start[1]!);
    } else if (end) {
      const expected = open.pop();
      if (expected !== end[1]) throw new Error(`</${end[1]}> closes <${expected}>`);
    } else {
      throw new Error(`not a tag: ${tag.slice(0, 80)}`);
    }
    rest = rest.slice(gt + 1);
  }
  if (open.length) throw new Error(`<${open.at(-1)}> is never closed`);
  return elements;
};

const unescape = (text: string): string =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/** Each `data-square` group's name and the text of its title. */
export const squareTitles = (svg: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const match of svg.matchAll(/<g data-square="([^"]+)"[^>]*><title>([^<]*)<\/title>/g))
    out.set(match[1]!, unescape(match[2]!));
  return out;
};
