// Scrambled price and size digits (spec section 3, issue 26; docs/decisions.md "Scrambled digits"): per session,
// each digit 0-9 becomes a random Private Use Area character, and a tiny TrueType font draws those characters as
// the right digits. The outlines come from Roboto (OFL-1.1, @fontsource/roboto) read once with opentype.js; the
// per-session font is written here by hand because opentype.js writes CFF fonts too slowly (p95 ≈ 35 ms) and too
// large (3.7 KB) for the 5 ms / 3 KB budget. Every point moves by a session-random unit or two so that hashing a
// glyph's outline cannot tell which digit it draws.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHmac } from 'node:crypto';
import * as opentype from 'opentype.js';

// Node loads opentype.js's UMD build (parse on the default export), Vite's runner its ES module (parse named).
const parseFont = opentype.parse ?? opentype.default!.parse;

const UNITS_PER_EM = 1000;
const JITTER = 2;
/** The Private Use Area (U+E000–U+F8FF): no other font draws these, so copied text is meaningless without ours. */
const PUA_FIRST = 0xe000;
const PUA_SIZE = 0x1900;
// Below typical text fonts' ascent and descent, so the digits never make a line taller than its neighbours.
const ASCENT = 800;
const DESCENT = 200;

interface Point {
  x: number;
  y: number;
  on: boolean;
}
interface Outline {
  advance: number;
  contours: Point[][];
}

let outlines: Outline[] | undefined;
function digitOutlines(): Outline[] {
  if (outlines) return outlines;
  const path = fileURLToPath(
    new URL('../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff', import.meta.url),
  );
  const file = readFileSync(path);
  const font = parseFont(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  const scale = UNITS_PER_EM / font.unitsPerEm;
  outlines = Array.from({ length: 10 }, (_, digit) => {
    const glyph = font.charToGlyph(String(digit));
    void glyph.path; // opentype.js reads a glyph's points when its path is first asked for
    const contours: Point[][] = [];
    let contour: Point[] = [];
    for (const p of glyph.points ?? []) {
      contour.push({ x: Math.round(p.x * scale), y: Math.round(p.y * scale), on: p.onCurve });
      if (p.lastPointOfContour) {
        contours.push(contour);
        contour = [];
      }
    }
    return { advance: Math.round((glyph.advanceWidth ?? 0) * scale), contours };
  });
  return outlines;
}

/** A session's digits: `chars[d]` is the character sent for digit d; `seed` drives the font's variations. */
export interface DigitKey {
  chars: string[];
  seed: Buffer;
}

/** The session's key, from the server secret and the bearer token: stable for the session, unguessable without both. */
export function digitKey(secret: string, token: string): DigitKey {
  const seed = createHmac('sha256', secret).update(token).digest();
  const random = randomFrom(seed);
  const codes = new Set<number>();
  while (codes.size < 10) codes.add(PUA_FIRST + Math.floor(random() * PUA_SIZE));
  return { chars: [...codes].map((c) => String.fromCharCode(c)), seed };
}

/** A number as the session's characters: fixed decimals, '.' and '-' kept, every digit replaced. */
export function scrambleNumber(value: number, decimals: number, key: DigitKey): string {
  return value.toFixed(decimals).replace(/\d/g, (d) => key.chars[Number(d)]!);
}

/** sfc32 seeded from the session seed: the same session always gets the same characters and outlines. */
function randomFrom(seed: Buffer) {
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A byte writer over one growing buffer (a number[] per table made the garbage collector the p95). */
class Bytes {
  private data = new Uint8Array(256);
  private size = 0;
  get length() {
    return this.size;
  }
  u8(v: number) {
    if (this.size === this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.size++] = v & 0xff;
    return this;
  }
  u16(v: number) {
    return this.u8(v >> 8).u8(v);
  }
  u32(v: number) {
    return this.u16(v >>> 16).u16(v & 0xffff);
  }
  bytes(b: ArrayLike<number>) {
    for (let i = 0; i < b.length; i++) this.u8(b[i]!);
    return this;
  }
  pad4() {
    while (this.size % 4) this.u8(0);
    return this;
  }
  done() {
    return this.data.slice(0, this.size);
  }
}

interface GlyphBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function glyphData(contours: Point[][]): { data: Uint8Array; box: GlyphBox; points: number } {
  const points = contours.flat();
  const box = {
    xMin: Math.min(...points.map((p) => p.x)),
    yMin: Math.min(...points.map((p) => p.y)),
    xMax: Math.max(...points.map((p) => p.x)),
    yMax: Math.max(...points.map((p) => p.y)),
  };
  const out = new Bytes().u16(contours.length).u16(box.xMin).u16(box.yMin).u16(box.xMax).u16(box.yMax);
  let end = -1;
  for (const contour of contours) out.u16((end += contour.length));
  out.u16(0); // no hinting instructions
  const flags: number[] = [];
  const xs = new Bytes();
  const ys = new Bytes();
  let x = 0;
  let y = 0;
  for (const p of points) {
    let flag = p.on ? 1 : 0;
    const dx = p.x - x;
    const dy = p.y - y;
    // Short vectors: one byte and a sign bit; zero: no byte at all ("same"); otherwise a signed 16-bit delta.
    if (dx === 0) flag |= 0x10;
    else if (Math.abs(dx) < 256) {
      flag |= 0x02 | (dx > 0 ? 0x10 : 0);
      xs.u8(Math.abs(dx));
    } else xs.u16(dx);
    if (dy === 0) flag |= 0x20;
    else if (Math.abs(dy) < 256) {
      flag |= 0x04 | (dy > 0 ? 0x20 : 0);
      ys.u8(Math.abs(dy));
    } else ys.u16(dy);
    flags.push(flag);
    x = p.x;
    y = p.y;
  }
  out.bytes(flags).bytes(xs.done()).bytes(ys.done()).pad4();
  return { data: out.done(), box, points: points.length };
}

const utf16 = (text: string) => {
  const b = new Bytes();
  for (const ch of text) b.u16(ch.charCodeAt(0));
  return b.done();
};

function nameTable(): Uint8Array {
  // OFL-1.1 asks a modified font to carry the copyright and licence, and not to use the original's name.
  const names: [number, string][] = [
    [0, 'Copyright 2011 The Roboto Project Authors'],
    [1, 'Digits'],
    [2, 'Regular'],
    [4, 'Digits'],
    [6, 'Digits'],
    [13, 'SIL Open Font License 1.1'],
  ];
  const strings = names.map(([, text]) => utf16(text));
  const out = new Bytes()
    .u16(0)
    .u16(names.length)
    .u16(6 + names.length * 12);
  let offset = 0;
  names.forEach(([id], i) => {
    out.u16(3).u16(1).u16(0x409).u16(id).u16(strings[i]!.length).u16(offset);
    offset += strings[i]!.length;
  });
  for (const s of strings) out.bytes(s);
  return out.done();
}

function cmapTable(codeToGlyph: [number, number][]): Uint8Array {
  const segments = [...codeToGlyph.sort((a, b) => a[0] - b[0]), [0xffff, 0] as [number, number]];
  const segCount = segments.length;
  const log = Math.floor(Math.log2(segCount));
  const searchRange = 2 * 2 ** log;
  const sub = new Bytes()
    .u16(4)
    .u16(16 + segCount * 8)
    .u16(0)
    .u16(segCount * 2)
    .u16(searchRange)
    .u16(log)
    .u16(segCount * 2 - searchRange);
  for (const [code] of segments) sub.u16(code);
  sub.u16(0);
  for (const [code] of segments) sub.u16(code);
  for (const [code, glyph] of segments) sub.u16(code === 0xffff ? 1 : (glyph - code) & 0xffff);
  for (const _ of segments) sub.u16(0);
  return new Bytes().u16(0).u16(1).u16(3).u16(1).u32(12).bytes(sub.done()).done();
}

/** The session's font (TrueType): glyph 0 is empty, then the ten digits in a session-random order. */
export function digitFont(key: DigitKey): Uint8Array {
  const random = randomFrom(key.seed.subarray(16));
  const source = digitOutlines();
  const order = [...Array(10).keys()].sort(() => random() - 0.5);
  const glyphs = order.map((digit) => {
    const jitter = () => Math.round((random() * 2 - 1) * JITTER);
    const contours = source[digit]!.contours.map((c) =>
      c.map((p) => ({ x: p.x + jitter(), y: p.y + jitter(), on: p.on })),
    );
    return { digit, advance: source[digit]!.advance, ...glyphData(contours) };
  });
  const numGlyphs = glyphs.length + 1;
  const all = {
    xMin: Math.min(...glyphs.map((g) => g.box.xMin)),
    yMin: Math.min(...glyphs.map((g) => g.box.yMin)),
    xMax: Math.max(...glyphs.map((g) => g.box.xMax)),
    yMax: Math.max(...glyphs.map((g) => g.box.yMax)),
  };
  const advanceMax = Math.max(...glyphs.map((g) => g.advance));
  const glyf = new Bytes();
  const loca = new Bytes().u32(0).u32(0); // glyph 0 (.notdef) has no outline
  for (const g of glyphs) loca.u32(glyf.bytes(g.data).length);
  const hmtx = new Bytes().u16(advanceMax).u16(0);
  for (const g of glyphs) hmtx.u16(g.advance).u16(g.box.xMin);
  const codes = key.chars.map((c) => c.charCodeAt(0));
  const tables: Record<string, Uint8Array> = {
    'OS/2': new Bytes()
      .u16(4)
      .u16(advanceMax)
      .u16(400)
      .u16(5)
      .u16(0)
      .bytes([650, 600, 0, 75, 650, 600, 0, 350, 50, 250].flatMap((v) => [v >> 8, v & 0xff]))
      .u16(0)
      .bytes(new Array(10).fill(0))
      .u32(0)
      .u32(0x10000000) // bit 60: Private Use Area
      .u32(0)
      .u32(0)
      .bytes([0x4e, 0x4f, 0x4e, 0x45]) // vendor "NONE"
      .u16(0x40)
      .u16(Math.min(...codes))
      .u16(Math.max(...codes))
      .u16(ASCENT)
      .u16(-DESCENT)
      .u16(0)
      .u16(ASCENT)
      .u16(DESCENT)
      .u32(1)
      .u32(0)
      .u16(540)
      .u16(711)
      .u16(0)
      .u16(0x20)
      .u16(0)
      .done(),
    cmap: cmapTable(order.map((digit, i) => [codes[digit]!, i + 1])),
    glyf: glyf.done(),
    head: new Bytes()
      .u32(0x10000)
      .u32(0x10000)
      .u32(0) // checkSumAdjustment, filled in below
      .u32(0x5f0f3cf5)
      .u16(0x000b)
      .u16(UNITS_PER_EM)
      .bytes(new Array(16).fill(0))
      .u16(all.xMin)
      .u16(all.yMin)
      .u16(all.xMax)
      .u16(all.yMax)
      .u16(0)
      .u16(8)
      .u16(2)
      .u16(1)
      .u16(0)
      .done(),
    hhea: new Bytes()
      .u32(0x10000)
      .u16(ASCENT)
      .u16(-DESCENT)
      .u16(0)
      .u16(advanceMax)
      .u16(0)
      .u16(0)
      .u16(all.xMax)
      .u16(1)
      .u16(0)
      .u16(0)
      .bytes(new Array(10).fill(0))
      .u16(numGlyphs)
      .done(),
    hmtx: hmtx.done(),
    loca: loca.done(),
    maxp: new Bytes()
      .u32(0x10000)
      .u16(numGlyphs)
      .u16(Math.max(...glyphs.map((g) => g.points)))
      .u16(Math.max(...glyphs.map((g) => source[g.digit]!.contours.length)))
      .u16(0)
      .u16(0)
      .u16(2)
      .bytes(new Array(18).fill(0))
      .done(),
    name: nameTable(),
    post: new Bytes().u32(0x30000).u32(0).u16(-100).u16(50).bytes(new Array(20).fill(0)).done(),
  };
  return sfnt(tables);
}

function checksum(data: Uint8Array) {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum =
      (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>>
      0;
  return sum;
}

function sfnt(tables: Record<string, Uint8Array>): Uint8Array {
  const tags = Object.keys(tables).sort();
  const log = Math.floor(Math.log2(tags.length));
  const out = new Bytes()
    .u32(0x10000)
    .u16(tags.length)
    .u16(16 * 2 ** log)
    .u16(log)
    .u16(tags.length * 16 - 16 * 2 ** log);
  let offset = 12 + tags.length * 16;
  let headOffset = 0;
  for (const tag of tags) {
    const data = tables[tag]!;
    if (tag === 'head') headOffset = offset;
    out
      .bytes([...tag].map((c) => c.charCodeAt(0)))
      .u32(checksum(data))
      .u32(offset)
      .u32(data.length);
    offset += Math.ceil(data.length / 4) * 4;
  }
  for (const tag of tags) out.bytes(tables[tag]!).pad4();
  const font = out.done();
  const adjustment = (0xb1b0afba - checksum(font)) >>> 0;
  new DataView(font.buffer).setUint32(headOffset + 8, adjustment);
  return font;
}
