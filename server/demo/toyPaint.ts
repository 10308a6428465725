// The demo's drawing kit (toyImage.ts, toyCreatures.ts, toyThings.ts, brandArt.ts): seeded random streams,
// the toys' colours and palettes, and short SVG builders.

export type Rng = () => number;

export function mulberry32(a: number): Rng {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rngFor(seed: number, salt: number): Rng {
  const r = mulberry32((Math.imul(Math.trunc(seed) | 0, 0x9e3779b1) ^ salt) >>> 0);
  r();
  return r;
}

export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

// ---------------------------------------------------------------- colours

export function rgb(c: string): number[] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return (
    '#' +
    x
      .map((v, i) =>
        Math.round(v + ((y[i] ?? 0) - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
export const lt = (c: string, t: number): string => mix(c, '#ffffff', t);
export const dk = (c: string, t: number): string => mix(c, '#000000', t);

/** Cheerful toy palettes: [main, accent, detail]. */
export const palettes: readonly (readonly [string, string, string])[] = [
  ['#ff5a5f', '#ffd23f', '#2ec4b6'],
  ['#3a86ff', '#ffbe0b', '#ff006e'],
  ['#06c98f', '#ffd166', '#ef476f'],
  ['#ff7aa2', '#ffe066', '#4cc9f0'],
  ['#9b5de5', '#fee440', '#00bbf9'],
  ['#ff9f1c', '#2ec4b6', '#e71d36'],
  ['#00a6e0', '#ffb703', '#fb5607'],
  ['#ef233c', '#8ecae6', '#ffb703'],
  ['#14b8a6', '#fde047', '#f472b6'],
  ['#7cc22e', '#ffca3a', '#1982c4'],
];
export const furs = ['#c8894f', '#e0a96d', '#a8693f', '#f4b6c8', '#e9cfa4', '#d99a5b'];
export const duckYellows = ['#ffd23f', '#ffd23f', '#ffdd4a', '#ffc93c', '#ff9ec0', '#7fd8f5'];
export const skins = ['#ffe0c7', '#f6cfa5', '#e0a878', '#b97a4f', '#8a5533'];
export const hairs = ['#5a3825', '#f2c14e', '#2b1d14', '#c0562b', '#8b5a2b', '#e8e0d0'];
export const pastels = ['#ffe1ea', '#dcefff', '#ddf7e4', '#fff1cc', '#ebe2ff', '#d9f5f2', '#ffe6d5'];
export const DARK = '#2b2230';
export const METAL = '#c9d1dc';

// ---------------------------------------------------------------- svg helpers

export const NS = ' stroke="none"';
export const hl = (op = 0.5): string => ` stroke="none" opacity="${op}"`;
export const rot = (a: number, x: number, y: number): string => ` transform="rotate(${a} ${x} ${y})"`;
export const num = (v: number): string => String(Math.round(v));
export const C = (cx: number, cy: number, r: number, f: string, x = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"${x}/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, f: string, x = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"${x}/>`;
export const R = (x: number, y: number, w: number, h: number, rx: number, f: string, more = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${f}"${more}/>`;
export const P = (d: string, f: string, x = ''): string => `<path d="${d}" fill="${f}"${x}/>`;

export function starPath(cx: number, cy: number, ro: number, ri: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? ri : ro;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    d += (i ? 'L' : 'M') + num(cx + r * Math.cos(a)) + ' ' + num(cy + r * Math.sin(a));
  }
  return d + 'Z';
}

export const eye = (x: number, y: number, r: number): string =>
  C(x, y, r, DARK) + C(Math.round(x + r * 0.35), Math.round(y - r * 0.38), Math.round(r * 0.4), '#fff', NS);
export const bow = (x: number, y: number, f: string): string =>
  P(`M${x} ${y}l-38-21v42zM${x} ${y}l38-21v42z`, f) + C(x, y, 10, f);

export function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );
}

export interface Ctx {
  id: string;
  m: string;
  a: string;
  d: string;
  M: string;
  A: string;
  D: string;
  W: string;
  r: Rng;
}

export const svgOpen = (w: number, h: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;
