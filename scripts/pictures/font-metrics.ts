/**
 * The little of a TrueType font that setting text by hand needs: which characters it has
 * (cmap formats 4 and 12) and how far each moves the pen (hmtx), in font units.
 */
export interface FontMetrics {
  readonly unitsPerEm: number;
  /** Advance in font units of each character the font maps, by code point. */
  readonly advances: ReadonlyMap<number, number>;
}

export const readFontMetrics = (file: Uint8Array): FontMetrics => {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(String.fromCharCode(...file.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const table = (tag: string): number => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`the font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metricCount = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number): number => view.getUint16(hmtx + 4 * Math.min(glyph, metricCount - 1));

  const glyphs = new Map<number, number>();
  const cmap = table('cmap');
  const subtables = Array.from({ length: view.getUint16(cmap + 2) }, (_, i) => ({
    platform: view.getUint16(cmap + 4 + i * 8),
    encoding: view.getUint16(cmap + 6 + i * 8),
    at: cmap + view.getUint32(cmap + 8 + i * 8),
  }));
  const unicode = subtables.filter(
    (s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)),
  );
  const full = unicode.find((s) => view.getUint16(s.at) === 12);
  if (full) {
    const groups = view.getUint32(full.at + 12);
    for (let g = 0; g < groups; g++) {
      const at = full.at + 16 + g * 12;
      const [start, end, first] = [view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8)];
      for (let c = start; c <= end; c++) glyphs.set(c, first + c - start);
    }
  } else {
    const basic = unicode.find((s) => view.getUint16(s.at) === 4);
    if (!basic) throw new Error('the font has no Unicode cmap of format 4 or 12');
    const segments = view.getUint16(basic.at + 6) / 2;
    const ends = basic.at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const [end, start] = [view.getUint16(ends + s * 2), view.getUint16(starts + s * 2)];
      const delta = view.getInt16(deltas + s * 2);
      const offset = view.getUint16(offsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph = offset ? view.getUint16(offsets + s * 2 + offset + (c - start) * 2) : (c + delta) & 0xffff;
        if (glyph) glyphs.set(c, offset && glyph ? (glyph + delta) & 0xffff : glyph);
      }
    }
  }
  const advances = new Map<number, number>();
  for (const [code, glyph] of glyphs) if (glyph !== 0) advances.set(code, advanceOf(glyph));
  return { unitsPerEm, advances };
};
