// Deterministic, dependency-free SVG artwork for the demo catalogue: toy "product photos". Same seed → same toy
// kind and palette; the image index only changes the view (hero, rotated, pastel, packaging, close-up). The toys
// themselves are drawn in toyCreatures.ts and toyThings.ts with toyPaint.ts's kit; the logo and banners in
// brandArt.ts.
import type { PictureSize } from '../../protocol/productMedia';
import {
  C,
  type Ctx,
  DARK,
  dk,
  duckYellows,
  E,
  furs,
  hairs,
  hl,
  lt,
  METAL,
  NS,
  num,
  P,
  palettes,
  pastels,
  pick,
  R,
  rngFor,
  skins,
  starPath,
  svgOpen,
} from './toyPaint';
import { dinosaur, doll, duck, robot, teddy } from './toyCreatures';
import { ball, blocks, boat, car, pickLetters, plane, rocket, train } from './toyThings';

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

/** A toy drawn at the hero view with its gradients (`id` keeps them apart in one page): the pictures and banners. */
export function toyArt(seed: number, id: string): ToyArt {
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

/** The version of the toys' drawings (here and demoMedia.ts's small files of them): raise it when a drawing changes.
 *  It is in the pictures' URLs, which browsers keep for a year, and in the names image search stores their vectors
 *  under (MediaUrls.drawing, services/pictureVectors.ts), so neither keeps an older drawing. */
export const TOY_DRAWING_VERSION = 1;

/** Where toy picture `index` of this seed is drawn (mediaRoutes.ts): as WebP in one of the sizes an upload is made in,
 *  named as an upload's are (`…-thumb.webp`), so pages offer the other sizes as for an upload (pictureSrcSet).
 *  `<index>.v<version>.svg`, the drawing itself, is still served for links that name it. */
export const toyPictureUrl = (seed: number, index: number, size: PictureSize = 'thumb') =>
  `/media/toys/${seed}/${index}.v${TOY_DRAWING_VERSION}-${size}.webp`;

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
