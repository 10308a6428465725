// The little of opentype.js 2.0 (which ships no types) that server/services/digitFont.ts reads.
declare module 'opentype.js' {
  interface GlyphPoint {
    x: number;
    y: number;
    onCurve: boolean;
    lastPointOfContour: boolean;
  }
  interface Glyph {
    advanceWidth?: number;
    path: unknown;
    points?: GlyphPoint[];
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse(buffer: ArrayBuffer): Font } | undefined;
  export default opentype;
}
