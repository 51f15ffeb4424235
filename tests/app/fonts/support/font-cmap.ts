/** The code points a TrueType font maps (its cmap, formats 4 and 12). */
export function mappedCodePoints(ttf: Buffer): Set<number> {
  const tables = new Map<string, number>();
  for (let i = 0; i < ttf.readUInt16BE(4); i++) {
    tables.set(ttf.toString("ascii", 12 + 16 * i, 16 + 16 * i), ttf.readUInt32BE(20 + 16 * i));
  }
  const cmap = tables.get("cmap") ?? 0;
  const mapped = new Set<number>();
  for (let i = 0; i < ttf.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + ttf.readUInt32BE(cmap + 8 + 8 * i);
    const format = ttf.readUInt16BE(sub);
    if (format === 4) {
      const segments = ttf.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const offsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const start = ttf.readUInt16BE(starts + 2 * s);
        const end = ttf.readUInt16BE(ends + 2 * s);
        const delta = ttf.readInt16BE(deltas + 2 * s);
        const offset = ttf.readUInt16BE(offsets + 2 * s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = offset
            ? ttf.readUInt16BE(offsets + 2 * s + offset + 2 * (c - start))
            : (c + delta) & 0xffff;
          if (glyph) mapped.add(c);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < ttf.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + 12 * g;
        for (let c = ttf.readUInt32BE(group); c <= ttf.readUInt32BE(group + 4); c++) mapped.add(c);
      }
    }
  }
  return mapped;
}
