// Deterministic, dependency-free SVG artwork for the demo catalogue: toy "product photos",
// a supplier logo and promotional banners. Same seed → same toy kind and palette; the image
// index only changes the view (hero, rotated, pastel, packaging, close-up).

export type ToyKind =
  'teddy' | 'car' | 'robot' | 'rocket' | 'duck' | 'dinosaur' | 'train' | 'blocks' | 'ball' | 'doll' | 'plane' | 'boat';

export const toyKinds: readonly ToyKind[] = [
  'teddy',
  'car',
  'robot',
  'rocket',
  'duck',
  'dinosaur',
  'train',
  'blocks',
  'ball',
  'doll',
  'plane',
  'boat',
];

type Rng = () => number;

function mulberry32(a: number): Rng {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rngFor(seed: number, salt: number): Rng {
  const r = mulberry32((Math.imul(Math.trunc(seed) | 0, 0x9e3779b1) ^ salt) >>> 0);
  r();
  return r;
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/**
 * Kinds are dealt like cards: every aligned run of 12 consecutive seeds uses each kind once
 * (in a seed-dependent order), so sequentially seeded products show a varied catalogue.
 */
export function toyKindFor(seed: number): ToyKind {
  const n = toyKinds.length;
  const s = Math.trunc(seed);
  const block = Math.floor(s / n);
  const order = toyKinds.slice();
  const r = rngFor(block, 0x51ed27);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j] as ToyKind, order[i] as ToyKind];
  }
  return order[((s % n) + n) % n] as ToyKind;
}

// ---------------------------------------------------------------- colours

function rgb(c: string): number[] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a: string, b: string, t: number): string {
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
const lt = (c: string, t: number): string => mix(c, '#ffffff', t);
const dk = (c: string, t: number): string => mix(c, '#000000', t);

/** Cheerful toy palettes: [main, accent, detail]. */
const palettes: readonly (readonly [string, string, string])[] = [
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
const furs = ['#c8894f', '#e0a96d', '#a8693f', '#f4b6c8', '#e9cfa4', '#d99a5b'];
const duckYellows = ['#ffd23f', '#ffd23f', '#ffdd4a', '#ffc93c', '#ff9ec0', '#7fd8f5'];
const skins = ['#ffe0c7', '#f6cfa5', '#e0a878', '#b97a4f', '#8a5533'];
const hairs = ['#5a3825', '#f2c14e', '#2b1d14', '#c0562b', '#8b5a2b', '#e8e0d0'];
const pastels = ['#ffe1ea', '#dcefff', '#ddf7e4', '#fff1cc', '#ebe2ff', '#d9f5f2', '#ffe6d5'];
const DARK = '#2b2230';
const METAL = '#c9d1dc';

// ---------------------------------------------------------------- svg helpers

const NS = ' stroke="none"';
const hl = (op = 0.5): string => ` stroke="none" opacity="${op}"`;
const rot = (a: number, x: number, y: number): string => ` transform="rotate(${a} ${x} ${y})"`;
const num = (v: number): string => String(Math.round(v));
const C = (cx: number, cy: number, r: number, f: string, x = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"${x}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, f: string, x = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"${x}/>`;
const R = (x: number, y: number, w: number, h: number, rx: number, f: string, more = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${f}"${more}/>`;
const P = (d: string, f: string, x = ''): string => `<path d="${d}" fill="${f}"${x}/>`;

function starPath(cx: number, cy: number, ro: number, ri: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? ri : ro;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    d += (i ? 'L' : 'M') + num(cx + r * Math.cos(a)) + ' ' + num(cy + r * Math.sin(a));
  }
  return d + 'Z';
}

const eye = (x: number, y: number, r: number): string =>
  C(x, y, r, DARK) + C(Math.round(x + r * 0.35), Math.round(y - r * 0.38), Math.round(r * 0.4), '#fff', NS);
const bow = (x: number, y: number, f: string): string =>
  P(`M${x} ${y}l-38-21v42zM${x} ${y}l38-21v42z`, f) + C(x, y, 10, f);

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );
}

// ---------------------------------------------------------------- toys

interface Ctx {
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

function teddy(c: Ctx): string {
  const { M, A, D } = c;
  return (
    C(215, 160, 44, M) +
    C(385, 160, 44, M) +
    C(215, 160, 24, A) +
    C(385, 160, 24, A) +
    E(190, 345, 38, 62, M, rot(35, 190, 345)) +
    E(410, 345, 38, 62, M, rot(-35, 410, 345)) +
    E(300, 372, 106, 98, M) +
    E(300, 388, 62, 56, A) +
    P('M300 340v96', 'none', ' stroke-dasharray="7 8" stroke-width="3" opacity=".5"') +
    C(236, 438, 40, M) +
    C(364, 438, 40, M) +
    C(236, 442, 22, A) +
    C(364, 442, 22, A) +
    C(236, 442, 28, 'none', ' stroke-dasharray="5 6" stroke-width="2" opacity=".45"') +
    C(364, 442, 28, 'none', ' stroke-dasharray="5 6" stroke-width="2" opacity=".45"') +
    C(300, 222, 96, M) +
    E(300, 262, 46, 35, A) +
    E(300, 247, 17, 12, DARK) +
    P('M300 258v12m-15 2q15 11 30 0', 'none', ' stroke-width="4"') +
    eye(258, 210, 11) +
    eye(342, 210, 11) +
    E(240, 250, 14, 8, '#ff7f9a', hl(0.45)) +
    E(360, 250, 14, 8, '#ff7f9a', hl(0.45)) +
    bow(300, 318, D) +
    E(262, 165, 30, 15, '#fff', rot(-25, 262, 165) + hl(0.4)) +
    E(250, 335, 22, 11, '#fff', rot(-30, 250, 335) + hl(0.35))
  );
}

function car(c: Ctx): string {
  const { M, A, D, W } = c;
  const wheel = (x: number): string =>
    C(x, 405, 50, '#2d2d34') +
    C(x, 405, 27, D) +
    C(x, 405, 9, '#fff') +
    [0, 1, 2, 3]
      .map((i) =>
        C(
          Math.round(x + 16 * Math.cos(i * 1.571 + 0.78)),
          Math.round(405 + 16 * Math.sin(i * 1.571 + 0.78)),
          3,
          '#fff',
          NS,
        ),
      )
      .join('') +
    P(`M${x - 34} ${388}a38 38 0 0 1 30-26`, 'none', ' stroke="#fff" stroke-width="5" opacity=".35"');
  return (
    P('M118 398Q108 338 152 328L214 318Q250 250 302 248L372 248Q408 250 432 312L472 324Q498 334 492 398Z', M) +
    P('M232 316Q258 268 294 265V316Z', W) +
    P('M312 265H364Q392 268 410 316H312Z', W) +
    R(126, 350, 360, 20, 0, A, NS) +
    P('M303 318V398', 'none', ' stroke-width="3"') +
    R(318, 328, 24, 7, 3, DARK, NS) +
    E(483, 344, 8, 13, '#fff6b0') +
    R(112, 338, 13, 20, 5, '#ff4d4d') +
    R(458, 384, 42, 17, 8, METAL) +
    R(100, 384, 42, 17, 8, METAL) +
    wheel(205) +
    wheel(400) +
    P('M250 300Q262 272 290 268', 'none', ' stroke="#fff" stroke-width="7" opacity=".7"') +
    E(300, 338, 150, 6, '#fff', hl(0.45))
  );
}

function robot(c: Ctx): string {
  const { M, A, D } = c;
  const bolts = (pts: number[][]): string =>
    pts.map(([x, y]) => C(x as number, y as number, 5, METAL, ' stroke-width="2"')).join('');
  return (
    P('M300 128V88', 'none', ' stroke-width="6"') +
    C(300, 80, 14, D) +
    R(192, 162, 24, 54, 9, A) +
    R(384, 162, 24, 54, 9, A) +
    R(154, 286, 40, 100, 20, A, rot(14, 174, 286)) +
    R(406, 286, 40, 100, 20, A, rot(-14, 426, 286)) +
    C(150, 392, 22, METAL) +
    C(450, 392, 22, METAL) +
    R(238, 400, 44, 48, 10, METAL) +
    R(318, 400, 44, 48, 10, METAL) +
    R(222, 438, 76, 28, 14, A) +
    R(302, 438, 76, 28, 14, A) +
    R(280, 244, 40, 26, 6, METAL) +
    R(200, 262, 200, 150, 30, M) +
    R(236, 288, 128, 92, 16, '#f4f6fb', ' stroke-width="4"') +
    C(264, 316, 11, '#ff5a5f') +
    C(300, 316, 11, c.a === '#ffd23f' ? '#7cc22e' : '#ffd23f') +
    C(336, 316, 11, '#3bb8ff') +
    P('M256 346h88M256 360h88', 'none', ' stroke="#9aa3b5" stroke-width="5"') +
    R(210, 122, 180, 126, 36, M) +
    R(232, 146, 136, 82, 26, '#27304a', ' stroke-width="4"') +
    C(270, 182, 17, '#7ff7ff', NS) +
    C(330, 182, 17, '#7ff7ff', NS) +
    C(273, 185, 8, '#1b6b8a', NS) +
    C(333, 185, 8, '#1b6b8a', NS) +
    C(264, 176, 5, '#fff', NS) +
    C(324, 176, 5, '#fff', NS) +
    P('M282 208q18 12 36 0', 'none', ' stroke="#7ff7ff" stroke-width="4"') +
    bolts([
      [222, 276],
      [378, 276],
      [222, 398],
      [378, 398],
      [224, 136],
      [376, 136],
    ]) +
    E(258, 134, 28, 7, '#fff', hl(0.5)) +
    R(214, 272, 14, 90, 7, '#fff', hl(0.3))
  );
}

function rocket(c: Ctx): string {
  const { id, M, A, D, W } = c;
  const body = 'M300 70C375 130 392 250 368 392L232 392C208 250 225 130 300 70Z';
  return (
    P('M238 300L168 392L174 456L246 404Z', D) +
    P('M362 300L432 392L426 456L354 404Z', D) +
    P('M256 390H344L332 424H268Z', '#9aa3b5') +
    `<clipPath id="${id}c"><path d="${body}"/></clipPath>` +
    P(body, M) +
    `<g clip-path="url(#${id}c)" stroke="none">` +
    R(150, 40, 300, 112, 0, A) +
    R(150, 330, 300, 24, 0, A) +
    '</g>' +
    P(body, 'none') +
    P('M231 152H369M222 330H378M219 354H381', 'none', ' stroke-width="3"') +
    [256, 278, 300, 322, 344].map((x) => C(x, 342, 3, '#fff', NS)).join('') +
    C(300, 238, 46, METAL) +
    C(300, 238, 33, W) +
    P('M282 222a24 24 0 0 1 22-12', 'none', ' stroke="#fff" stroke-width="6"') +
    P('M293 362H307L305 458H295Z', D) +
    P('M262 126Q238 210 246 320', 'none', ' stroke="#fff" stroke-width="10" opacity=".4"')
  );
}

function duck(c: Ctx): string {
  // Wing, cap and bow wear the palette's accent and detail: the duck's own yellows repeat across palettes, so
  // without them two products of different palettes would show the very same picture.
  const { M, A, D } = c;
  return (
    P('M128 292Q168 330 205 322Q300 298 420 328Q484 360 456 420Q430 466 320 466H240Q136 460 128 292Z', M) +
    P('M232 362Q300 330 360 372Q332 420 262 412Q240 396 232 362Z', D) +
    P('M262 380q28 12 52 4M270 396q20 8 38 2', 'none', ' stroke-width="3" opacity=".6"') +
    C(350, 226, 88, M) +
    P('M276 176Q276 118 350 112Q424 118 424 176Q350 158 276 176Z', D) +
    P('M280 168Q350 150 420 168', 'none', ' stroke="#fff" stroke-width="8" opacity=".5"') +
    C(350, 108, 17, A) +
    P('M416 230Q484 220 490 248Q486 278 416 268Z', '#ff8a1f') +
    P('M428 252Q460 258 488 250', 'none', ' stroke-width="3"') +
    eye(376, 204, 13) +
    E(388, 246, 14, 8, '#ff6b8b', hl(0.45)) +
    bow(330, 318, A) +
    E(300, 134, 22, 10, '#fff', rot(-25, 300, 134) + hl(0.45)) +
    E(214, 348, 30, 10, '#fff', rot(-20, 214, 348) + hl(0.4))
  );
}

function dinosaur(c: Ctx): string {
  const { M, A, D, m } = c;
  const spikes: number[][] = [
    [150, 416, -70],
    [196, 392, -55],
    [236, 340, -35],
    [282, 308, -15],
    [330, 300, 0],
    [372, 292, 25],
    [392, 246, 30],
    [414, 204, 45],
  ];
  const sp = spikes
    .map(([x, y, ang]) => {
      const a = ((ang as number) * Math.PI) / 180;
      const tx = Math.cos(a),
        ty = Math.sin(a),
        nx = Math.sin(a),
        ny = -Math.cos(a),
        s = 22;
      const X = x as number,
        Y = y as number;
      return `M${num(X - tx * s * 0.8)} ${num(Y - ty * s * 0.8)}L${num(X + nx * s * 1.4)} ${num(Y + ny * s * 1.4)}L${num(X + tx * s * 0.8)} ${num(Y + ty * s * 0.8)}Z`;
    })
    .join('');
  const dm = dk(m, 0.18);
  return (
    P(sp, D) +
    R(262, 396, 40, 62, 16, dm) +
    R(362, 396, 40, 62, 16, dm) +
    P('M104 428Q190 430 228 375Q262 305 335 302Q410 305 415 370Q420 432 345 440H245Q170 450 104 428Z', M) +
    P('M352 330Q362 240 402 200Q424 166 462 166Q514 168 516 212Q518 252 476 256Q446 258 436 290Q428 330 410 348Z', M) +
    E(322, 418, 70, 22, A, NS) +
    R(228, 404, 46, 60, 18, M) +
    R(334, 404, 46, 60, 18, M) +
    [240, 252, 264, 346, 358, 370].map((x) => C(x, 458, 4, '#fff', NS)).join('') +
    E(446, 316, 10, 22, M, rot(-35, 446, 316)) +
    C(300, 338, 11, A, NS) +
    C(342, 356, 8, A, NS) +
    C(266, 372, 8, A, NS) +
    C(380, 332, 7, A, NS) +
    C(468, 198, 13, '#fff') +
    C(472, 199, 7, DARK, NS) +
    C(474, 196, 2.5, '#fff', NS) +
    C(506, 205, 3, DARK, NS) +
    P('M476 232Q494 242 510 228', 'none', ' stroke-width="4"') +
    E(486, 222, 9, 5, '#ff7f9a', hl(0.45)) +
    P('M420 190Q440 172 462 172', 'none', ' stroke="#fff" stroke-width="7" opacity=".5"') +
    P('M270 322Q300 306 340 308', 'none', ' stroke="#fff" stroke-width="8" opacity=".4"')
  );
}

function train(c: Ctx): string {
  const { M, A, D, W, m } = c;
  const wheel = (x: number, y: number, r: number): string =>
    C(x, y, r, D) +
    P(`M${x - r + 6} ${y}H${x + r - 6}M${x} ${y - r + 6}V${y + r - 6}`, 'none', ' stroke-width="3" opacity=".6"') +
    C(x, y, Math.round(r * 0.3), '#fff');
  return (
    C(392, 150, 20, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    C(364, 118, 26, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    C(326, 96, 32, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    R(268, 276, 180, 110, 22, M) +
    R(306, 276, 14, 110, 0, A) +
    R(404, 276, 14, 110, 0, A) +
    E(446, 331, 15, 55, dk(m, 0.12)) +
    C(447, 331, 8, A) +
    P('M318 276a22 22 0 0 1 44 0Z', D) +
    P('M372 276L378 222L366 206H428L416 222L422 276Z', '#3b3f4a') +
    R(360, 196, 74, 14, 7, '#3b3f4a') +
    C(452, 268, 11, '#fff3a0') +
    R(150, 214, 128, 172, 12, M) +
    R(138, 196, 154, 28, 12, A) +
    R(176, 240, 78, 62, 10, W) +
    P('M215 240v62', 'none', ' stroke-width="4"') +
    R(140, 380, 322, 24, 8, '#3b3f4a') +
    P('M458 382L502 420H456Z', D) +
    wheel(210, 414, 46) +
    wheel(334, 426, 34) +
    wheel(418, 426, 34) +
    R(208, 418, 214, 10, 5, METAL, ' stroke-width="3"') +
    R(290, 284, 130, 9, 4, '#fff', hl(0.45)) +
    R(158, 232, 10, 130, 5, '#fff', hl(0.35))
  );
}

function pickLetters(r: Rng): string[] {
  const letters = 'ABCDEFGHKLMNPRSTUXYZ';
  const picked: string[] = [];
  while (picked.length < 3) {
    const ch = pick(r, letters.split(''));
    if (!picked.includes(ch)) picked.push(ch);
  }
  return picked;
}

function blocks(c: Ctx): string {
  const picked = pickLetters(c.r);
  const cube = (x: number, y: number, col: string, grad: string, ch: string): string => {
    const s = 140,
      d = 34;
    return (
      P(`M${x} ${y}l${d} -${d}h${s}l-${d} ${d}z`, lt(col, 0.35)) +
      P(`M${x + s} ${y}l${d} -${d}v${s}l-${d} ${d}z`, dk(col, 0.2)) +
      R(x, y, s, s, 6, grad) +
      R(x + 16, y + 16, s - 32, s - 32, 14, lt(col, 0.82), ' stroke-width="3"') +
      `<text x="${x + s / 2}" y="${y + 101}" font-size="88" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" fill="${col}" stroke-width="3">${ch}</text>` +
      P(`M${x + 8} ${y + 4}l${d - 10} -${d - 10}h${s - 30}`, 'none', ' stroke="#fff" stroke-width="5" opacity=".5"')
    );
  };
  return (
    cube(116, 326, c.m, c.M, picked[0] ?? 'A') +
    cube(280, 326, c.a, c.A, picked[1] ?? 'B') +
    cube(215, 168, c.d, c.D, picked[2] ?? 'C')
  );
}

function ball(c: Ctx): string {
  const { id, M, A, D, r } = c;
  // Six gores meeting at a visible pole: meridians of a sphere, projected orthographically.
  const R0 = 160,
    cx = 300,
    cy = 300;
  const pl = Math.hypot(-0.3, -0.45, 0.84);
  const p = [-0.3 / pl, -0.45 / pl, 0.84 / pl] as const;
  const ul = Math.hypot(p[1], p[0]);
  const u = [p[1] / ul, -p[0] / ul, 0] as const;
  const v = [p[1] * u[2] - p[2] * u[1], p[2] * u[0] - p[0] * u[2], p[0] * u[1] - p[1] * u[0]] as const;
  const phase = r() * Math.PI;
  const pt = (x: number, y: number, k = 1): string => `${num(cx + R0 * x * k)} ${num(cy + R0 * y * k)}`;
  const meridians: string[][] = [];
  for (let i = 0; i <= 6; i++) {
    const f = phase + (i * Math.PI) / 3;
    const w = [Math.cos(f) * u[0] + Math.sin(f) * v[0], Math.cos(f) * u[1] + Math.sin(f) * v[1]];
    const tl = Math.atan2(p[2], -Math.sin(f) * v[2]);
    const pts: string[] = [];
    for (let k = 0; k <= 8; k++) {
      const t = (tl * k) / 8;
      pts.push(
        pt(
          Math.cos(t) * p[0] + Math.sin(t) * (w[0] as number),
          Math.cos(t) * p[1] + Math.sin(t) * (w[1] as number),
          k === 8 ? 1.02 : 1,
        ),
      );
    }
    const t = tl;
    pts.push(
      pt(Math.cos(t) * p[0] + Math.sin(t) * (w[0] as number), Math.cos(t) * p[1] + Math.sin(t) * (w[1] as number), 2.6),
    );
    meridians.push(pts);
  }
  const cols = [M, '#fff', A, '#fff', D, '#fff'];
  let wedges = '';
  for (let i = 0; i < 6; i++) {
    const a1 = meridians[i] as string[],
      a2 = (meridians[i + 1] as string[]).slice().reverse();
    wedges += P('M' + a1.join('L') + 'L' + a2.join('L') + 'Z', cols[i] as string);
  }
  const [ppx, ppy] = pt(p[0], p[1]).split(' ').map(Number) as [number, number];
  return (
    `<clipPath id="${id}c"><circle cx="300" cy="300" r="160"/></clipPath>` +
    `<radialGradient id="${id}v" cx=".42" cy=".36" r=".68"><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1b1030" stop-opacity=".28"/></radialGradient>` +
    `<g clip-path="url(#${id}c)" stroke-width="3">${wedges}</g>` +
    C(300, 300, 160, `url(#${id}v)`) +
    E(ppx, ppy, 20, 17, '#fff', ' stroke-width="3"') +
    E(228, 196, 40, 20, '#fff', rot(-38, 228, 196) + hl(0.6)) +
    E(372, 400, 26, 9, '#fff', rot(-40, 372, 400) + hl(0.3))
  );
}

function doll(c: Ctx): string {
  const { M, A, D, r } = c;
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  let frill = '';
  for (let x = 216; x <= 384; x += 28) frill += C(x, 414, 13, '#fff');
  let dots = '';
  for (const [x, y] of [
    [272, 356],
    [318, 344],
    [300, 386],
    [346, 392],
    [252, 394],
    [290, 354],
  ])
    dots += C(x as number, y as number, 5, '#fff', hl(0.8));
  return (
    P('M214 215Q208 106 300 102Q392 106 386 215L396 322Q300 342 204 322Z', hair) +
    R(272, 398, 22, 56, 10, skin) +
    R(306, 398, 22, 56, 10, skin) +
    E(281, 456, 19, 10, D) +
    E(317, 456, 19, 10, D) +
    R(228, 285, 20, 86, 10, skin, rot(18, 238, 285)) +
    R(352, 285, 20, 86, 10, skin, rot(-18, 362, 285)) +
    frill +
    P('M266 268H334L346 318Q396 388 392 412Q300 432 208 412Q204 388 254 318Z', M) +
    dots +
    R(252, 310, 96, 15, 7, A) +
    bow(300, 318, A) +
    P('M272 268Q300 298 328 268Z', '#fff') +
    R(290, 250, 20, 22, 0, skin) +
    C(300, 195, 72, skin) +
    P('M226 198Q230 116 300 114Q370 116 374 198Q344 148 300 160Q258 148 226 198Z', hair) +
    bow(354, 128, D) +
    E(274, 204, 10, 13, DARK) +
    E(326, 204, 10, 13, DARK) +
    C(278, 199, 4, '#fff', NS) +
    C(330, 199, 4, '#fff', NS) +
    P('M262 194l-7-6M338 194l7-6', 'none', ' stroke="' + DARK + '" stroke-width="3"') +
    E(256, 228, 11, 7, '#ff7f9a', hl(0.5)) +
    E(344, 228, 11, 7, '#ff7f9a', hl(0.5)) +
    P('M290 236Q300 244 310 236', 'none', ' stroke="#d0455a" stroke-width="4"') +
    P('M250 150Q270 128 300 126', 'none', ' stroke="#fff" stroke-width="7" opacity=".35"') +
    E(270, 168, 18, 9, '#fff', rot(-20, 270, 168) + hl(0.35))
  );
}

function plane(c: Ctx): string {
  const { M, A, W, a } = c;
  return (
    P('M300 300L262 214L296 211L356 298Z', dk(a, 0.15)) +
    P('M166 312L138 212L182 212L236 296Z', A) +
    P(starPath(170, 250, 13, 6), '#fff', NS) +
    P('M290 350L280 440M390 350L400 440', 'none', ' stroke="#6b7280" stroke-width="8"') +
    C(280, 448, 20, '#2d2d34') +
    C(400, 448, 20, '#2d2d34') +
    C(280, 448, 7, METAL, NS) +
    C(400, 448, 7, METAL, NS) +
    P('M144 318Q150 284 205 280L410 278Q482 280 500 318Q482 356 410 358L205 358Q150 354 144 318Z', M) +
    R(190, 330, 290, 10, 5, A, NS) +
    [232, 266, 300, 334, 368].map((x) => C(x, 306, 9, W, ' stroke-width="3"')).join('') +
    P('M410 286Q452 288 474 304L420 308Z', W) +
    P('M160 330L116 368L148 372L220 338Z', A) +
    P('M290 336L232 432L286 436L372 340Z', A) +
    P('M498 302q22 16 0 32z', METAL) +
    E(512, 318, 7, 54, '#8d94a3', hl(0.75)) +
    P('M214 290H400', 'none', ' stroke="#fff" stroke-width="7" opacity=".5"')
  );
}

function boat(c: Ctx): string {
  const { id, M, A, D } = c;
  const sail = 'M308 112Q396 212 432 346H308Z';
  return (
    P('M286 142L184 346H286Z', A) +
    `<clipPath id="${id}c"><path d="${sail}"/></clipPath>` +
    P(sail, '#fff') +
    `<g clip-path="url(#${id}c)" stroke="none">` +
    R(300, 196, 160, 30, 0, D) +
    R(300, 262, 160, 30, 0, D) +
    '</g>' +
    P(sail, 'none') +
    R(292, 90, 12, 266, 6, '#b07a46') +
    P('M304 70l42 13l-42 13z', D) +
    R(110, 334, 380, 15, 7, D) +
    P('M120 346H480Q470 420 410 456H190Q130 420 120 346Z', M) +
    P('M130 372H470L463 390H137Z', A, NS) +
    [222, 300, 378].map((x) => C(x, 418, 13, c.W, ' stroke-width="4"')).join('') +
    P('M330 140Q380 200 404 290', 'none', ' stroke="#dfe6ee" stroke-width="6"') +
    E(200, 360, 50, 5, '#fff', hl(0.4))
  );
}

const drawers: Record<ToyKind, (c: Ctx) => string> = {
  teddy,
  car,
  robot,
  rocket,
  duck,
  dinosaur,
  train,
  blocks,
  ball,
  doll,
  plane,
  boat,
};
const focus: Record<ToyKind, [number, number]> = {
  teddy: [300, 222],
  car: [420, 330],
  robot: [300, 200],
  rocket: [300, 210],
  duck: [380, 230],
  dinosaur: [425, 250],
  train: [370, 300],
  blocks: [285, 250],
  ball: [262, 240],
  doll: [300, 200],
  plane: [440, 315],
  boat: [300, 300],
};

interface ToyArt {
  kind: ToyKind;
  defs: string;
  art: string;
  m: string;
  a: string;
  d: string;
}

/** A toy's kind and its three colours (main, accent, detail): shared by the pictures and the 3D model. */
export function toyColours(seed: number): { kind: ToyKind; m: string; a: string; d: string } {
  const kind = toyKindFor(seed);
  const pr = rngFor(seed, 0xc0ffee);
  // Consecutive seeds walk the palettes with a stride coprime to their count, from a per-block offset.
  const s = Math.trunc(seed),
    n = palettes.length;
  const offset = Math.floor(rngFor(Math.floor(s / n), 0xab1e)() * n);
  const base = palettes[(((s * 7 + offset) % n) + n) % n] as (typeof palettes)[number];
  let [m, a, d] = base;
  if (kind === 'teddy') {
    m = pick(pr, furs);
    a = lt(m, 0.6);
    d = base[0];
  } else if (kind === 'duck') {
    m = pick(pr, duckYellows);
    a = base[1];
    d = base[0];
  }
  return { kind, m, a, d };
}

/** Extra per-toy colours drawn from the same streams the pictures use (doll skin and hair). */
export function toyDetailColours(seed: number): { skin: string; hair: string } {
  const r = rngFor(seed, 0xd011);
  return { skin: pick(r, skins), hair: pick(r, hairs) };
}

/** The three letters of an ABC-blocks toy, as its pictures print them. */
export const toyLetters = (seed: number): string[] => pickLetters(rngFor(seed, 0xd011));

export { lt as lighten, dk as darken, DARK as TOY_DARK, METAL as TOY_METAL };

function toyArt(seed: number, id: string): ToyArt {
  const { kind, m, a, d } = toyColours(seed);
  const grad = (k: string, col: string): string =>
    `<radialGradient id="${id}${k}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${lt(col, 0.5)}"/><stop offset=".55" stop-color="${col}"/><stop offset="1" stop-color="${dk(col, 0.22)}"/></radialGradient>`;
  const defs =
    grad('m', m) +
    grad('a', a) +
    grad('d', d) +
    `<linearGradient id="${id}w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f2fbff"/><stop offset="1" stop-color="#74bfe8"/></linearGradient>` +
    `<radialGradient id="${id}s"><stop offset="0" stop-color="${DARK}" stop-opacity=".34"/><stop offset="1" stop-color="${DARK}" stop-opacity="0"/></radialGradient>`;
  const ctx: Ctx = {
    id,
    m,
    a,
    d,
    M: `url(#${id}m)`,
    A: `url(#${id}a)`,
    D: `url(#${id}d)`,
    W: `url(#${id}w)`,
    r: rngFor(seed, 0xd011),
  };
  const art =
    E(300, 468, 178, 22, `url(#${id}s)`) +
    `<g stroke="${dk(m, 0.55)}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${drawers[kind](ctx)}</g>`;
  return { kind, defs, art, m, a, d };
}

const svgOpen = (w: number, h: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;

/** The version of the toys' drawings (here and demoMedia.ts's small files of them): raise it when a drawing changes.
 *  It is in the pictures' URLs, which browsers keep for a year, and in the names image search stores their vectors
 *  under (MediaUrls.drawing, services/pictureVectors.ts), so neither keeps an older drawing. */
export const TOY_DRAWING_VERSION = 1;

/** Where toy picture `index` of this seed is drawn (mediaRoutes.ts). */
export const toyPictureUrl = (seed: number, index: number) =>
  `/media/toys/${seed}/${index}.v${TOY_DRAWING_VERSION}.svg`;

/** A deterministic toy product photo. `index` 0..4 picks the view; same seed → same toy. */
export function toyImageSvg(seed: number, index: number): string {
  const view = ((Math.trunc(index) % 5) + 5) % 5;
  const id = `t${seed}_${index}`;
  const t = toyArt(seed, id);
  const vr = rngFor(seed * 7 + view, 0x7e11);
  let c0 = '#ffffff',
    c1 = '#e3e8f1';
  if (view === 2) {
    const p = pick(vr, pastels);
    c0 = lt(p, 0.55);
    c1 = p;
  } else if (view === 4) {
    c0 = lt(t.m, 0.9);
    c1 = lt(t.m, 0.72);
  } else if (view === 1) {
    c0 = '#fffdf8';
    c1 = '#ece6dc';
  }
  let extra = '';
  let body = t.art;
  if (view === 1) {
    const ang = vr() < 0.5 ? -8 : 7;
    body = `<g transform="translate(300 305) rotate(${ang}) scale(1.1) translate(-300 -300)">${t.art}</g>`;
  } else if (view === 2) {
    for (let i = 0; i < 7; i++) {
      const x = num(30 + vr() * 540),
        y = num(30 + vr() * 200),
        s = num(6 + vr() * 10);
      extra +=
        i % 2
          ? C(Number(x), Number(y), Number(s), '#fff', ' opacity=".7"')
          : P(starPath(Number(x), Number(y), Number(s) + 4, Number(s) / 2), '#fff', ' opacity=".7"');
    }
    extra += E(300, 560, 420, 120, '#fff', ' opacity=".35"');
    body = `<g transform="translate(300 470) scale(.94) translate(-300 -470)">${t.art}</g>`;
  } else if (view === 3) {
    const bx = t.d,
      bw = t.a;
    extra =
      E(320, 470, 230, 24, `url(#${id}s)`) +
      `<g stroke="${dk(bx, 0.45)}" stroke-width="4" stroke-linejoin="round">` +
      P('M476 92l36-26v372l-36 26z', dk(bx, 0.22)) +
      P('M250 80V54q0-16 16-16h68q16 0 16 16V80z', lt(bx, 0.3)) +
      E(300, 56, 18, 7, c1) +
      R(116, 80, 360, 385, 16, `url(#${id}d)`) +
      R(116, 80, 360, 54, 0, bw, ' stroke="none" opacity=".9"') +
      R(150, 152, 292, 276, 30, lt(bx, 0.75)) +
      P('M176 410L300 160H360L236 410Z', '#fff', hl(0.35)) +
      P(starPath(150, 107, 15, 7) + starPath(442, 107, 15, 7) + starPath(296, 107, 11, 5), '#fff', NS) +
      '</g>';
    body = `<g transform="translate(300 470) scale(.72) translate(-300 -470)">${t.art}</g>`;
  } else if (view === 4) {
    const [fx, fy] = focus[t.kind];
    body = `<g transform="translate(300 300) scale(1.65) translate(${-fx} ${-fy})">${t.art}</g>`;
  }
  return (
    svgOpen(600, 600) +
    `<defs>${t.defs}<radialGradient id="${id}g" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#${id}g)"/>` +
    extra +
    body +
    '</svg>'
  );
}

// ---------------------------------------------------------------- logo & banner

const FONT = "'Nunito','Baloo 2','Arial Rounded MT Bold','Segoe UI',Helvetica,Arial,sans-serif";

function textUnits(s: string): number {
  let u = 0;
  for (const ch of s)
    u += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/.test(ch)
      ? 1
      : /[A-Z0-9MW]/.test(ch)
        ? 0.7
        : 0.56;
  return u;
}

function fitText(s: string, width: number, max: number, min: number): { size: number; squeeze: string } {
  const units = Math.max(textUnits(s), 1);
  const size = Math.max(min, Math.min(max, Math.floor(width / units)));
  const squeeze = units * size > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return { size, squeeze };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function splitName(name: string): [string, string] | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  let best: [string, string] | null = null;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' '),
      b = words.slice(i).join(' ');
    const diff = Math.abs(textUnits(a) - textUnits(b));
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

/** A friendly toy-company logo: rounded badge, star + balloon mark, company name. */
export function logoSvg(companyName: string): string {
  const id = `lg${hashString(companyName).toString(36)}`;
  const one = fitText(companyName, 208, 30, 13);
  const split = one.size < 21 ? splitName(companyName) : null;
  let text: string;
  if (split) {
    const [l1, l2] = split;
    const f1 = fitText(l1, 208, 28, 12),
      f2 = fitText(l2, 208, 19, 11);
    text =
      `<text x="98" y="44" font-size="${f1.size}" fill="#3b2d4a"${f1.squeeze}>${escapeXml(l1)}</text>` +
      `<text x="99" y="${48 + f2.size}" font-size="${f2.size}" fill="#ff5c8a"${f2.squeeze}>${escapeXml(l2)}</text>`;
  } else {
    text = `<text x="98" y="${48 + Math.round(one.size * 0.35)}" font-size="${one.size}" fill="#3b2d4a"${one.squeeze}>${escapeXml(companyName)}</text>`;
  }
  return (
    svgOpen(320, 96) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb938"/><stop offset="1" stop-color="#ff5c8a"/></linearGradient></defs>` +
    `<rect x="3" y="3" width="314" height="90" rx="45" fill="#fff" stroke="url(#${id})" stroke-width="5"/>` +
    P('M76 36q6 18 2 30', 'none', ' stroke="#8aa0b8" stroke-width="2"') +
    C(48, 48, 34, `url(#${id})`) +
    P(starPath(48, 51, 21, 9), '#fff', ' stroke="#fff" stroke-width="3" stroke-linejoin="round"') +
    E(80, 24, 10, 12, '#4d96ff') +
    P('M77 35l3 4l3-4z', '#4d96ff') +
    E(77, 20, 3, 4, '#fff', ' opacity=".6"') +
    `<g font-family="${FONT}" font-weight="800">${text}</g>` +
    '</svg>'
  );
}

/** A 1440×480 promotional banner with a few composed toys and XML-escaped title/subtitle. */
export function bannerSvg(seed: number, title: string, subtitle: string): string {
  const id = `bn${seed}`;
  const r = rngFor(seed, 0xba22e2);
  const p1 = pick(r, palettes);
  const p2 = pick(r, palettes);
  const g0 = p1[0],
    g1 = p2[2] === g0 ? p2[0] : p2[2];
  // three toy seeds of distinct kinds
  const seeds: number[] = [];
  const kinds = new Set<ToyKind>();
  for (let s = Math.trunc(seed) * 13 + 1; seeds.length < 3 && s < Math.trunc(seed) * 13 + 400; s++) {
    const k = toyKindFor(s);
    if (!kinds.has(k)) {
      kinds.add(k);
      seeds.push(s);
    }
  }
  const place: [number, number][] = [
    [690, 0.56],
    [1110, 0.56],
    [850, 0.8],
  ];
  let defs = `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient>`;
  let toys = '';
  seeds.forEach((s, i) => {
    const [tx, sc] = place[i] as [number, number];
    const t = toyArt(s, `${id}_${i}`);
    defs += t.defs;
    toys += `<g transform="translate(${tx} ${num(452 - 470 * sc)}) scale(${sc})">${t.art}</g>`;
  });
  let deco = '';
  for (let i = 0; i < 14; i++) {
    const x = num(r() * 1440),
      y = num(r() * 480),
      s = 5 + Math.floor(r() * 12);
    deco +=
      i % 3
        ? C(Number(x), Number(y), s, '#fff', ' opacity=".22"')
        : P(starPath(Number(x), Number(y), s + 6, (s + 6) / 2.2), '#fff', ' opacity=".3"');
  }
  const tt = fitText(title, 640, 76, 30);
  const st = fitText(subtitle, 620, 32, 16);
  const ty = 200,
    sy = ty + 70;
  return (
    svgOpen(1440, 480) +
    `<defs>${defs}</defs>` +
    `<rect width="1440" height="480" fill="url(#${id}g)"/>` +
    C(1180, 90, 230, '#fff', ' opacity=".1"') +
    C(80, 470, 180, '#fff', ' opacity=".08"') +
    P('M0 400Q360 340 720 400T1440 392V480H0Z', '#fff', ' opacity=".16"') +
    deco +
    E(1060, 455, 390, 34, '#fff', ' opacity=".25"') +
    toys +
    // Without a title the page puts localised text over the banner itself, so the art carries no text at all.
    (title || subtitle
      ? `<g font-family="${FONT}">` +
        `<text x="84" y="${ty + 4}" font-size="${tt.size}" font-weight="900" fill="#000" opacity=".15"${tt.squeeze}>${escapeXml(title)}</text>` +
        `<text x="80" y="${ty}" font-size="${tt.size}" font-weight="900" fill="#fff"${tt.squeeze}>${escapeXml(title)}</text>` +
        `<text x="82" y="${sy}" font-size="${st.size}" font-weight="600" fill="#fff" opacity=".95"${st.squeeze}>${escapeXml(subtitle)}</text>` +
        '</g>' +
        R(82, sy + 34, 120, 8, 4, '#fff', ' opacity=".7"')
      : '') +
    '</svg>'
  );
}
