// The 3D model of a demo toy, from the same seed as its pictures: same kind, same three colours (and the doll's
// skin and hair, the blocks' letters), built from a few dozen primitives the browser tessellates and draws.
import { TOY_MODEL_VERSION, type ToyModel, type ToyPart, type Vec3 } from '../../protocol/toyModel';
import {
  darken,
  lighten,
  toyColours,
  toyDetailColours,
  toyLetters,
  TOY_DARK as DARK,
  TOY_METAL as METAL,
  type ToyKind,
} from './toyImage';

const WHITE = '#ffffff';
const GLASS = '#a9d8f2';
const TYRE = '#2d2d34';
const BLUSH = '#ff9fb2';

interface Colours {
  m: string;
  a: string;
  d: string;
  skin: string;
  hair: string;
  letters: string[];
}
type Extra = { taper?: number; turn?: Vec3; stripes?: string[]; half?: 'bottom'; apex?: number; plain?: boolean };

const v3 = (s: number | Vec3): Vec3 => (typeof s === 'number' ? [s, s, s] : s);
const sphere = (at: Vec3, size: number | Vec3, color: string, extra: Extra = {}): ToyPart =>
  ({ shape: 'sphere', at, size: v3(size), color, ...extra }) as ToyPart;
const box = (at: Vec3, size: number | Vec3, color: string, extra: Extra = {}): ToyPart =>
  ({ shape: 'box', at, size: v3(size), color, ...extra }) as ToyPart;
const cylinder = (at: Vec3, size: number | Vec3, color: string, extra: Extra = {}): ToyPart =>
  ({ shape: 'cylinder', at, size: v3(size), color, ...extra }) as ToyPart;
const wedge = (at: Vec3, size: Vec3, color: string, extra: Extra = {}): ToyPart =>
  ({ shape: 'wedge', at, size, color, ...extra }) as ToyPart;
const lathe = (at: Vec3, size: Vec3, color: string, profile: number[], extra: Extra = {}): ToyPart =>
  ({ shape: 'lathe', at, size, color, profile, ...extra }) as ToyPart;
/** The same part on both sides of a mirror plane (z for most toys, x for the faces of people). */
const mirrored = (make: (s: 1 | -1) => ToyPart | ToyPart[]): ToyPart[] => [make(1), make(-1)].flat();
/** Eyes with a white glint, looking along +z (people) or +x (animals). */
const eye = (at: Vec3, size: number, facing: 'z' | 'x'): ToyPart[] => {
  const glint: Vec3 =
    facing === 'z'
      ? [at[0] + size * 0.18, at[1] + size * 0.2, at[2] + size * 0.4]
      : [at[0] + size * 0.4, at[1] + size * 0.2, at[2] + size * 0.18 * Math.sign(at[2] || 1)];
  return [
    sphere(at, facing === 'z' ? [size, size, size * 0.6] : [size * 0.6, size, size], DARK),
    sphere(glint, size * 0.36, WHITE, { plain: true }),
  ];
};

/** Parts placed in a frame turned about y (child turns must not use z). */
function turnedAbout(at: Vec3, yaw: number, parts: ToyPart[]): ToyPart[] {
  const r = (yaw * Math.PI) / 180,
    c = Math.cos(r),
    s = Math.sin(r);
  return parts.map((p) => {
    const [x, y, z] = p.at;
    const t = p.turn ?? [0, 0, 0];
    return { ...p, at: [at[0] + x * c + z * s, at[1] + y, at[2] - x * s + z * c], turn: [t[0], t[1] + yaw, t[2]] };
  });
}

function teddy({ m, a, d }: Colours): ToyPart[] {
  return [
    sphere([0, -0.38, 0], [1.2, 1.12, 1.0], m),
    sphere([0, -0.34, 0.3], [0.74, 0.7, 0.48], a),
    ...mirrored((s) => [
      sphere([s * 0.64, -0.22, 0.12], [0.32, 0.62, 0.34], m, { turn: [0, 0, s * 38] }),
      sphere([s * 0.36, -0.88, 0.28], [0.42, 0.38, 0.56], m),
      sphere([s * 0.36, -0.88, 0.56], [0.26, 0.26, 0.05], a),
      sphere([s * 0.42, 0.98, -0.02], [0.4, 0.4, 0.22], m),
      sphere([s * 0.42, 0.98, 0.06], [0.24, 0.24, 0.12], a),
      ...eye([s * 0.2, 0.66, 0.4], 0.11, 'z'),
      sphere([s * 0.31, 0.46, 0.36], [0.15, 0.08, 0.05], BLUSH, { plain: true }),
    ]),
    sphere([0, 0.56, 0.02], [1.04, 0.96, 0.88], m),
    sphere([0, 0.42, 0.36], [0.46, 0.34, 0.34], a),
    sphere([0, 0.5, 0.54], [0.17, 0.11, 0.1], DARK),
    ...mirrored((s) => cylinder([s * 0.14, 0.06, 0.44], [0.2, 0.26, 0.12], d, { taper: 0, turn: [0, 0, s * 90] })),
    sphere([0, 0.06, 0.46], 0.12, d),
  ];
}

function car({ m, a, d }: Colours): ToyPart[] {
  return [
    box([0, -0.08, 0], [2.2, 0.46, 1.04], m),
    box([0, -0.04, 0], [2.22, 0.09, 1.06], a),
    box([-0.12, 0.36, 0], [1.14, 0.42, 0.92], GLASS, { taper: 0.78 }),
    box([-0.14, 0.59, 0], [0.86, 0.06, 0.74], m),
    box([-0.12, 0.36, 0], [0.08, 0.42, 0.93], m),
    box([0.62, 0.16, 0], [0.9, 0.06, 0.9], m, { taper: 1 }),
    ...mirrored((s) => [
      cylinder([0.68, -0.34, s * 0.5], [0.56, 0.22, 0.56], TYRE, { turn: [90, 0, 0] }),
      cylinder([-0.68, -0.34, s * 0.5], [0.56, 0.22, 0.56], TYRE, { turn: [90, 0, 0] }),
      cylinder([0.68, -0.34, s * 0.62], [0.3, 0.04, 0.3], d, { turn: [90, 0, 0] }),
      cylinder([-0.68, -0.34, s * 0.62], [0.3, 0.04, 0.3], d, { turn: [90, 0, 0] }),
      sphere([1.1, 0.02, s * 0.34], [0.06, 0.14, 0.2], '#fff6b0'),
      sphere([-1.1, 0.02, s * 0.34], [0.06, 0.12, 0.18], '#ff4d4d'),
    ]),
    box([1.13, -0.26, 0], [0.12, 0.13, 0.98], METAL),
    box([-1.13, -0.26, 0], [0.12, 0.13, 0.98], METAL),
  ];
}

function robot({ m, a, d }: Colours): ToyPart[] {
  return [
    ...mirrored((s) => [
      box([s * 0.22, -0.96, 0], [0.26, 0.42, 0.3], METAL),
      box([s * 0.22, -1.2, 0.06], [0.38, 0.16, 0.48], a),
      box([s * 0.64, -0.3, 0], [0.2, 0.62, 0.24], a, { turn: [0, 0, s * 12] }),
      sphere([s * 0.72, -0.66, 0], 0.24, METAL),
      cylinder([s * 0.5, 0.5, 0], [0.22, 0.12, 0.22], a, { turn: [0, 0, 90] }),
      sphere([s * 0.16, 0.52, 0.35], [0.15, 0.15, 0.06], '#7ff7ff'),
      sphere([s * 0.36, -0.62, 0.31], 0.07, METAL),
    ]),
    box([0, -0.36, 0], [1.0, 0.82, 0.62], m),
    box([0, -0.34, 0.31], [0.66, 0.46, 0.04], '#f4f6fb'),
    sphere([-0.18, -0.24, 0.33], 0.11, '#ff5a5f'),
    sphere([0, -0.24, 0.33], 0.11, a === '#ffd23f' ? '#7cc22e' : '#ffd23f'),
    sphere([0.18, -0.24, 0.33], 0.11, '#3bb8ff'),
    box([0, -0.44, 0.33], [0.5, 0.05, 0.02], '#9aa3b5'),
    cylinder([0, 0.12, 0], [0.24, 0.18, 0.24], METAL),
    box([0, 0.5, 0], [0.92, 0.64, 0.68], m),
    box([0, 0.5, 0.34], [0.7, 0.42, 0.04], '#27304a'),
    box([0, 0.36, 0.36], [0.22, 0.04, 0.02], '#7ff7ff'),
    cylinder([0, 0.93, 0], [0.05, 0.26, 0.05], DARK),
    sphere([0, 1.1, 0], 0.16, d),
  ];
}

function rocket({ m, a, d }: Colours): ToyPart[] {
  const fins = [45, 135, 225, 315].flatMap((deg) => {
    const r = (deg * Math.PI) / 180;
    return [
      wedge([Math.cos(r) * 0.52, -0.62, -Math.sin(r) * 0.52], [0.42, 0.62, 0.07], d, { apex: -0.5, turn: [0, deg, 0] }),
    ];
  });
  return [
    lathe([0, -0.16, 0], [0.8, 1.4, 0.8], m, [0.74, 0.88, 0.97, 1, 0.99, 0.95, 0.86]),
    lathe([0, 0.94, 0], [0.69, 0.8, 0.69], a, [1, 0.93, 0.8, 0.6, 0.34, 0]),
    cylinder([0, -0.84, 0], [0.6, 0.1, 0.6], a),
    cylinder([0, -0.98, 0], [0.42, 0.18, 0.42], '#9aa3b5', { taper: 1.3 }),
    cylinder([0, 0.12, 0.38], [0.38, 0.08, 0.38], METAL, { turn: [90, 0, 0] }),
    cylinder([0, 0.12, 0.42], [0.27, 0.02, 0.27], GLASS, { turn: [90, 0, 0] }),
    ...fins,
  ];
}

function duck({ m }: Colours): ToyPart[] {
  return [
    sphere([-0.05, -0.32, 0], [1.6, 0.95, 1.08], m),
    sphere([-0.72, -0.08, 0], [0.42, 0.56, 0.5], m, { turn: [0, 0, 35] }),
    ...mirrored((s) => [
      sphere([-0.1, -0.22, s * 0.5], [0.82, 0.46, 0.16], m, { turn: [0, 0, 12] }),
      ...eye([0.77, 0.6, s * 0.27], 0.13, 'x'),
      sphere([0.82, 0.4, s * 0.3], [0.06, 0.08, 0.14], BLUSH, { plain: true }),
    ]),
    sphere([0.48, 0.45, 0], 0.86, m),
    sphere([0.98, 0.37, 0], [0.44, 0.15, 0.36], '#ff8a1f'),
    cylinder([0.42, 0.9, 0], [0.12, 0.22, 0.12], m, { taper: 0, turn: [0, 0, 25] }),
  ];
}

function dinosaur({ m, a, d }: Colours): ToyPart[] {
  const dm = darken(m, 0.18);
  const spikes: [number, number, number][] = [
    [-1.2, -0.2, 60],
    [-0.85, 0.0, 40],
    [-0.45, 0.28, 15],
    [-0.05, 0.32, 0],
    [0.32, 0.26, -20],
    [0.55, 0.52, -35],
    [0.72, 0.86, -45],
  ];
  return [
    sphere([-0.1, -0.2, 0], [1.45, 0.92, 0.86], m),
    sphere([0, -0.4, 0], [1.1, 0.5, 0.9], a),
    cylinder([0.52, 0.3, 0], [0.44, 0.9, 0.42], m, { taper: 0.75, turn: [0, 0, -32] }),
    sphere([0.88, 0.82, 0], [0.78, 0.5, 0.52], m),
    cylinder([-1.12, -0.32, 0], [0.5, 1.1, 0.46], m, { taper: 0.05, turn: [0, 0, 104] }),
    ...mirrored((s) => [
      cylinder([0.32, -0.68, s * 0.26], [0.3, 0.5, 0.3], dm),
      cylinder([-0.48, -0.68, s * 0.26], [0.32, 0.5, 0.32], dm),
      sphere([1.0, 0.94, s * 0.2], [0.14, 0.16, 0.14], WHITE),
      sphere([1.05, 0.94, s * 0.25], [0.06, 0.09, 0.06], DARK, { plain: true }),
      sphere([-0.2, -0.05, s * 0.42], [0.16, 0.14, 0.04], a, { plain: true }),
      sphere([0.15, -0.2, s * 0.41], [0.12, 0.1, 0.04], a, { plain: true }),
      sphere([-0.5, -0.25, s * 0.38], [0.12, 0.1, 0.04], a, { plain: true }),
    ]),
    ...spikes.map(([x, y, tilt]) => cylinder([x, y + 0.16, 0], [0.2, 0.24, 0.08], d, { taper: 0, turn: [0, 0, tilt] })),
  ];
}

function train({ m, a, d }: Colours): ToyPart[] {
  const wheel = (x: number, size: number, s: number) => [
    cylinder([x, -0.72 + size / 2, s * 0.44], [size, 0.1, size], d, { turn: [90, 0, 0] }),
    cylinder([x, -0.72 + size / 2, s * 0.5], [size * 0.3, 0.04, size * 0.3], WHITE, { turn: [90, 0, 0] }),
  ];
  return [
    box([-0.55, 0.08, 0], [0.76, 1.0, 0.84], m),
    box([-0.55, 0.64, 0], [0.96, 0.14, 1.0], a),
    cylinder([0.36, -0.06, 0], [0.76, 1.1, 0.76], m, { turn: [0, 0, 90] }),
    cylinder([0.1, -0.06, 0], [0.8, 0.08, 0.8], a, { turn: [0, 0, 90] }),
    cylinder([0.62, -0.06, 0], [0.8, 0.08, 0.8], a, { turn: [0, 0, 90] }),
    cylinder([0.93, -0.06, 0], [0.7, 0.06, 0.7], darken(m, 0.12), { turn: [0, 0, 90] }),
    sphere([0.97, 0.2, 0], 0.16, '#fff3a0'),
    cylinder([0.64, 0.5, 0], [0.22, 0.46, 0.22], '#3b3f4a', { taper: 1.5 }),
    sphere([0.24, 0.34, 0], 0.3, d),
    box([0, -0.52, 0], [2.0, 0.14, 0.78], '#3b3f4a'),
    wedge([1.12, -0.56, 0], [0.3, 0.26, 0.72], d, { apex: -0.5 }),
    sphere([0.8, 0.98, 0], 0.28, '#f2f4f8'),
    sphere([1.0, 1.2, 0], 0.36, '#f2f4f8'),
    ...mirrored((s) => [
      box([-0.55, 0.22, s * 0.42], [0.46, 0.36, 0.02], GLASS),
      ...wheel(-0.55, 0.72, s),
      ...wheel(0.28, 0.5, s),
      ...wheel(0.74, 0.5, s),
      box([0.1, -0.5, s * 0.5], [1.3, 0.06, 0.03], METAL),
    ]),
  ];
}

/** 3×5 pixel letters for the ABC blocks, rows top to bottom. */
const FONT: Record<string, string> = {
  A: '010101111101101',
  B: '110101110101110',
  C: '011100100100011',
  D: '110101101101110',
  E: '111100110100111',
  F: '111100110100100',
  G: '011100101101011',
  H: '101101111101101',
  K: '101101110101101',
  L: '100100100100111',
  M: '101111111101101',
  N: '111101101101101',
  P: '110101110100100',
  R: '110101110101101',
  S: '011100010001110',
  T: '111010010010010',
  U: '101101101101111',
  X: '101101010101101',
  Y: '101101010010010',
  Z: '111001010100111',
};

function letterParts(letter: string, color: string, z: number, side: 1 | -1): ToyPart[] {
  const bits = FONT[letter] ?? FONT.A!;
  const cell = 0.12,
    parts: ToyPart[] = [];
  for (let row = 0; row < 5; row++) {
    // Runs of lit pixels become one bar, so a letter is a few boxes, not fifteen.
    for (let col = 0; col < 3;) {
      if (bits[row * 3 + col] !== '1') {
        col++;
        continue;
      }
      let end = col;
      while (end + 1 < 3 && bits[row * 3 + end + 1] === '1') end++;
      const x = ((col + end) / 2 - 1) * cell * side;
      // Plain: one letter reads as one shape, not as outlined pixels.
      parts.push(box([x, (2 - row) * cell, z], [(end - col + 1) * cell, cell, 0.05], color, { plain: true }));
      col = end + 1;
    }
  }
  return parts;
}

function cube(color: string, letter: string): ToyPart[] {
  const panel = lighten(color, 0.82),
    h = 0.45;
  return [
    box([0, 0, 0], 0.9, color),
    box([0, h, 0], [0.72, 0.02, 0.72], panel),
    ...[1, -1].flatMap((s) => [
      box([0, 0, s * h], [0.72, 0.72, 0.02], panel),
      ...letterParts(letter, color, s * (h + 0.03), s as 1 | -1),
      box([s * h, 0, 0], [0.02, 0.72, 0.72], panel),
      cylinder([s * (h + 0.02), 0, 0], [0.36, 0.04, 0.36], color, { turn: [0, 0, 90] }),
    ]),
  ];
}

function blocks({ m, a, d, letters }: Colours): ToyPart[] {
  return [
    ...turnedAbout([-0.5, -0.5, 0], 8, cube(m, letters[0] ?? 'A')),
    ...turnedAbout([0.5, -0.5, 0.06], -6, cube(a, letters[1] ?? 'B')),
    ...turnedAbout([0, 0.41, 0], 14, cube(d, letters[2] ?? 'C')),
  ];
}

function ball({ m, a, d }: Colours): ToyPart[] {
  // Tilted like the pictures' ball, its pole towards the viewer's upper left: turning it makes it roll.
  const turn: Vec3 = [55, 0, 25];
  const pole = (s: 1 | -1): Vec3 => [s * -0.243 * 0.885, s * 0.52 * 0.885, s * 0.819 * 0.885];
  return [
    sphere([0, 0, 0], 1.8, m, { stripes: [m, WHITE, a, WHITE, d, WHITE], turn }),
    ...mirrored((s) => sphere(pole(s), [0.36, 0.07, 0.36], WHITE, { turn })),
  ];
}

function doll({ m, a, d, skin, hair }: Colours): ToyPart[] {
  return [
    ...mirrored((s) => [
      cylinder([s * 0.13, -0.98, 0], [0.16, 0.46, 0.16], skin),
      sphere([s * 0.13, -1.2, 0.05], [0.2, 0.12, 0.3], d),
      cylinder([s * 0.32, -0.14, 0], [0.13, 0.56, 0.13], skin, { turn: [0, 0, s * 18] }),
      sphere([s * 0.41, -0.4, 0], 0.14, skin),
      sphere([s * 0.13, 0.6, 0.33], [0.1, 0.13, 0.05], DARK),
      sphere([s * 0.15, 0.63, 0.36], 0.035, WHITE, { plain: true }),
      sphere([s * 0.23, 0.5, 0.3], [0.1, 0.06, 0.04], BLUSH, { plain: true }),
      cylinder([s * 0.13, 1.02, -0.05], [0.16, 0.2, 0.1], d, { taper: 0, turn: [0, 0, s * 90] }),
    ]),
    cylinder([0, -0.46, 0], [0.96, 0.76, 0.96], m, { taper: 0.42 }),
    cylinder([0, -0.86, 0], [1.0, 0.08, 1.0], WHITE),
    cylinder([0, -0.1, 0], [0.46, 0.09, 0.46], a),
    cylinder([0, 0.06, 0], [0.38, 0.26, 0.36], m, { taper: 0.86 }),
    cylinder([0, 0.24, 0], [0.14, 0.14, 0.14], skin),
    sphere([0, 0.62, 0], [0.7, 0.72, 0.68], skin),
    sphere([0, 0.67, -0.09], [0.8, 0.8, 0.74], hair),
    sphere([0, 0.88, 0.12], [0.66, 0.3, 0.5], hair),
    cylinder([0, 0.3, -0.18], [0.74, 0.66, 0.4], hair, { taper: 1.1 }),
    sphere([0, 0.44, 0.33], [0.1, 0.04, 0.04], '#d0455a'),
    sphere([0, 1.02, -0.05], 0.1, d),
  ];
}

function plane({ m, a }: Colours): ToyPart[] {
  return [
    lathe([0, 0, 0], [0.62, 2.0, 0.62], m, [0.22, 0.5, 0.76, 0.92, 1, 1, 0.98, 0.9, 0.72], { turn: [0, 0, -90] }),
    cylinder([1.06, 0, 0], [0.24, 0.18, 0.24], METAL, { taper: 0, turn: [0, 0, -90] }),
    box([1.12, 0, 0], [0.04, 0.96, 0.12], '#8d94a3', { turn: [20, 0, 0] }),
    sphere([0.5, 0.2, 0], [0.5, 0.28, 0.34], GLASS),
    box([0.12, -0.08, 0], [0.56, 0.06, 2.3], a),
    wedge([-0.82, 0.32, 0], [0.42, 0.46, 0.05], a, { apex: -0.5 }),
    box([-0.84, 0.04, 0], [0.3, 0.04, 0.86], a),
    ...mirrored((s) => [
      ...[-0.3, -0.05, 0.2].map((x) => sphere([x, 0.08, s * 0.28], [0.12, 0.12, 0.06], GLASS)),
      cylinder([0.3, -0.42, s * 0.28], [0.05, 0.3, 0.05], '#6b7280'),
      cylinder([0.3, -0.58, s * 0.28], [0.22, 0.08, 0.22], TYRE, { turn: [90, 0, 0] }),
      sphere([0.12, -0.04, s * 0.9], [0.28, 0.02, 0.2], WHITE),
    ]),
  ];
}

function boat({ m, a, d }: Colours): ToyPart[] {
  return [
    sphere([0, -0.2, 0], [2.2, 0.96, 1.0], m, { half: 'bottom' }),
    cylinder([0, -0.19, 0], [1.96, 0.04, 0.84], lighten(a, 0.35)),
    sphere([0, -0.34, 0], [2.16, 0.1, 0.98], a),
    box([-0.55, 0.0, 0], [0.56, 0.36, 0.56], WHITE),
    box([-0.55, 0.2, 0], [0.66, 0.05, 0.64], d),
    cylinder([0.05, 0.5, 0], [0.06, 1.4, 0.06], '#b07a46'),
    wedge([-0.22, 0.74, 0], [0.5, 0.9, 0.03], WHITE, { apex: 0.5 }),
    wedge([0.34, 0.5, 0], [0.56, 0.86, 0.03], a, { apex: -0.5 }),
    wedge([0.17, 1.1, 0], [0.16, 0.24, 0.02], d, { turn: [0, 0, -90] }),
    ...mirrored((s) => [-0.7, -0.4].map((x) => sphere([x, 0.02, s * 0.29], [0.1, 0.1, 0.04], GLASS))),
  ];
}

const builders: Record<ToyKind, (c: Colours) => ToyPart[]> = {
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
/** Vehicles and animals are built side-on (front to +x), so their resting view turns them three-quarters. */
const views: Record<ToyKind, ToyModel['view']> = {
  teddy: { yaw: -20, pitch: 10 },
  car: { yaw: -35, pitch: 20 },
  robot: { yaw: -25, pitch: 12 },
  rocket: { yaw: -20, pitch: 10 },
  duck: { yaw: -30, pitch: 16 },
  dinosaur: { yaw: -28, pitch: 14 },
  train: { yaw: -35, pitch: 18 },
  blocks: { yaw: -22, pitch: 20 },
  ball: { yaw: 0, pitch: 10, zoom: 0.78 },
  doll: { yaw: -18, pitch: 8 },
  plane: { yaw: -35, pitch: 22 },
  boat: { yaw: -32, pitch: 18 },
};

const round = (parts: ToyPart[]): ToyPart[] =>
  parts.map((p) => ({
    ...p,
    at: p.at.map((n) => Math.round(n * 1000) / 1000) as Vec3,
    ...(p.turn ? { turn: p.turn.map((n) => Math.round(n * 10) / 10) as Vec3 } : {}),
  }));

/** The toy of this seed as a 3D model (same kind and colours as /media/toys/<seed>/<n>.svg). */
export function toyModel(seed: number): ToyModel {
  const { kind, m, a, d } = toyColours(seed);
  const { skin, hair } = toyDetailColours(seed);
  const parts = builders[kind]({ m, a, d, skin, hair, letters: toyLetters(seed) });
  return { version: TOY_MODEL_VERSION, kind, outline: darken(m, 0.55), view: views[kind], parts: round(parts) };
}

export const toyModelUrl = (seed: number) => `/media/toys/${seed}/model.json?v=${TOY_MODEL_VERSION}`;
