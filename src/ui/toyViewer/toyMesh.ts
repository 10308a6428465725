// Turns a toy model (a list of primitives, protocol/toyModel.ts) into one triangle mesh: positions, normals, and per
// triangle a colour and a part number (outlines are drawn where the part number changes). Pure maths, no DOM.
import type { ToyModel, ToyPart, Vec3 } from '../../../protocol/toyModel';

export interface ToyMesh {
  positions: Float32Array;
  normals: Float32Array;
  /** Vertex indices, three per triangle, counter-clockwise seen from outside. */
  triangles: Uint32Array;
  /** 0xRRGGBB per triangle. */
  colors: Uint32Array;
  /** 1-based part number per triangle (0 is the background). */
  parts: Uint16Array;
  /** By part number: 1 when the part is drawn without outlines. */
  plain: Uint8Array;
  centre: Vec3;
  /** Radius of the bounding sphere about `centre`: the view fits it, so turning never changes the size. */
  radius: number;
  /** Lowest y, where the toy stands. */
  floor: number;
}

type Mat3 = [number, number, number, number, number, number, number, number, number];

/** Rotation about x, then y, then z (degrees), as a row-major 3×3 matrix. */
export function rotation([ax, ay, az]: Vec3): Mat3 {
  const [a, b, c] = [ax, ay, az].map((d) => (d * Math.PI) / 180) as Vec3;
  const ca = Math.cos(a),
    sa = Math.sin(a),
    cb = Math.cos(b),
    sb = Math.sin(b),
    cc = Math.cos(c),
    sc = Math.sin(c);
  // Rz · Ry · Rx
  return [
    cc * cb,
    cc * sb * sa - sc * ca,
    cc * sb * ca + sc * sa,
    sc * cb,
    sc * sb * sa + cc * ca,
    sc * sb * ca - cc * sa,
    -sb,
    cb * sa,
    cb * ca,
  ];
}

const apply = (m: Mat3, x: number, y: number, z: number): Vec3 => [
  m[0] * x + m[1] * y + m[2] * z,
  m[3] * x + m[4] * y + m[5] * z,
  m[6] * x + m[7] * y + m[8] * z,
];
const parseColour = (c: string) => parseInt(c.slice(1), 16) & 0xffffff;
const norm = (v: Vec3): Vec3 => {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};

class MeshBuilder {
  positions: number[] = [];
  normals: number[] = [];
  triangles: number[] = [];
  colors: number[] = [];
  parts: number[] = [];

  vertex(p: Vec3, n: Vec3): number {
    this.positions.push(p[0], p[1], p[2]);
    this.normals.push(n[0], n[1], n[2]);
    return this.positions.length / 3 - 1;
  }

  /** Adds a triangle wound counter-clockwise around `outward` (defaults to its vertex normals); drops slivers. */
  triangle(i: number, j: number, k: number, color: number, part: number, outward?: Vec3) {
    const P = this.positions,
      N = this.normals;
    const e1: Vec3 = [P[j * 3]! - P[i * 3]!, P[j * 3 + 1]! - P[i * 3 + 1]!, P[j * 3 + 2]! - P[i * 3 + 2]!];
    const e2: Vec3 = [P[k * 3]! - P[i * 3]!, P[k * 3 + 1]! - P[i * 3 + 1]!, P[k * 3 + 2]! - P[i * 3 + 2]!];
    const cx = e1[1] * e2[2] - e1[2] * e2[1],
      cy = e1[2] * e2[0] - e1[0] * e2[2],
      cz = e1[0] * e2[1] - e1[1] * e2[0];
    if (Math.hypot(cx, cy, cz) < 1e-9) return;
    const o = outward ?? [
      N[i * 3]! + N[j * 3]! + N[k * 3]!,
      N[i * 3 + 1]! + N[j * 3 + 1]! + N[k * 3 + 1]!,
      N[i * 3 + 2]! + N[j * 3 + 2]! + N[k * 3 + 2]!,
    ];
    if (cx * o[0] + cy * o[1] + cz * o[2] < 0) this.triangles.push(i, k, j);
    else this.triangles.push(i, j, k);
    this.colors.push(color);
    this.parts.push(part);
  }
}

/** A part's placement: local (unit) coordinates → model coordinates, for points and for normals. */
function placement(part: ToyPart) {
  const r = rotation(part.turn ?? [0, 0, 0]);
  const [sx, sy, sz] = part.size;
  return {
    point: (x: number, y: number, z: number): Vec3 => {
      const [a, b, c] = apply(r, x * sx, y * sy, z * sz);
      return [a + part.at[0], b + part.at[1], c + part.at[2]];
    },
    // Normals scale by the inverse of the size (the inverse transpose of a scale is its inverse).
    normal: (x: number, y: number, z: number): Vec3 =>
      norm(apply(r, ...norm([x / (sx || 1e-6), y / (sy || 1e-6), z / (sz || 1e-6)]))),
  };
}

/** Finer tessellation for bigger parts: round things stay round, buttons stay cheap. */
const segmentsFor = (part: ToyPart) => {
  const s = Math.max(...part.size);
  return s >= 1.5 ? 36 : s >= 0.6 ? 24 : s >= 0.25 ? 16 : 10;
};

/** A flat polygon (convex, in order) facing away from `inside`. */
function flatPolygon(b: MeshBuilder, points: Vec3[], inside: Vec3, color: number, part: number) {
  const c = points.reduce<Vec3>(
    (acc, p) => [acc[0] + p[0] / points.length, acc[1] + p[1] / points.length, acc[2] + p[2] / points.length],
    [0, 0, 0],
  );
  const [p0, p1] = [points[0]!, points[1]!];
  const e1: Vec3 = [p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]];
  let best: Vec3 = [0, 0, 0];
  // The largest cross product among the fan gives a stable normal even when some corners coincide (cones).
  for (let k = 2; k < points.length; k++) {
    const q = points[k]!;
    const e2: Vec3 = [q[0] - p0[0], q[1] - p0[1], q[2] - p0[2]];
    const n: Vec3 = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]];
    if (Math.hypot(...n) > Math.hypot(...best)) best = n;
  }
  if (Math.hypot(...best) < 1e-12) return;
  let n = norm(best);
  if ((c[0] - inside[0]) * n[0] + (c[1] - inside[1]) * n[1] + (c[2] - inside[2]) * n[2] < 0) n = [-n[0], -n[1], -n[2]];
  const ids = points.map((p) => b.vertex(p, n));
  for (let k = 1; k + 1 < ids.length; k++) b.triangle(ids[0]!, ids[k]!, ids[k + 1]!, color, part, n);
}

function sphere(b: MeshBuilder, part: ToyPart & { shape: 'sphere' }, id: number) {
  const place = placement(part);
  const base = parseColour(part.color);
  const stripes = part.stripes?.map(parseColour);
  const n = segmentsFor(part);
  const cols = stripes ? stripes.length * Math.ceil(n / stripes.length) : n;
  const rows = Math.max(6, 2 * Math.round(n / 3.5)); // even, so a half sphere ends exactly on its equator
  const rowStart = part.half === 'bottom' ? rows / 2 : 0;
  const grid: number[][] = [];
  for (let j = rowStart; j <= rows; j++) {
    const theta = (j / rows) * Math.PI; // 0 at the top pole
    const row: number[] = [];
    for (let i = 0; i <= cols; i++) {
      const phi = (i / cols) * Math.PI * 2;
      const x = Math.sin(theta) * Math.cos(phi),
        y = Math.cos(theta),
        z = Math.sin(theta) * Math.sin(phi);
      row.push(b.vertex(place.point(x / 2, y / 2, z / 2), place.normal(x, y, z)));
    }
    grid.push(row);
  }
  for (let j = 0; j + 1 < grid.length; j++) {
    for (let i = 0; i < cols; i++) {
      const color = stripes ? stripes[Math.floor((i * stripes.length) / cols)]! : base;
      const [a, c, d, e] = [grid[j]![i]!, grid[j]![i + 1]!, grid[j + 1]![i]!, grid[j + 1]![i + 1]!];
      b.triangle(a, c, e, color, id);
      b.triangle(a, e, d, color, id);
    }
  }
  if (part.half === 'bottom') {
    const rim = Array.from({ length: cols }, (_, i) => {
      const phi = (i / cols) * Math.PI * 2;
      return place.point(Math.cos(phi) / 2, 0, Math.sin(phi) / 2);
    });
    flatPolygon(b, rim, place.point(0, -0.5, 0), base, id);
  }
}

function box(b: MeshBuilder, part: ToyPart & { shape: 'box' }, id: number) {
  const place = placement(part);
  const t = part.taper ?? 1;
  const corner = (x: number, y: number, z: number) => place.point(y > 0 ? x * t : x, y, y > 0 ? z * t : z);
  const h = 0.5;
  const c = parseColour(part.color);
  const inside = place.point(0, 0, 0);
  const faces: Vec3[][] = [
    [
      [-h, -h, h],
      [h, -h, h],
      [h, h, h],
      [-h, h, h],
    ],
    [
      [h, -h, -h],
      [-h, -h, -h],
      [-h, h, -h],
      [h, h, -h],
    ],
    [
      [h, -h, h],
      [h, -h, -h],
      [h, h, -h],
      [h, h, h],
    ],
    [
      [-h, -h, -h],
      [-h, -h, h],
      [-h, h, h],
      [-h, h, -h],
    ],
    [
      [-h, h, h],
      [h, h, h],
      [h, h, -h],
      [-h, h, -h],
    ],
    [
      [-h, -h, -h],
      [h, -h, -h],
      [h, -h, h],
      [-h, -h, h],
    ],
  ];
  for (const face of faces)
    flatPolygon(
      b,
      face.map(([x, y, z]) => corner(x, y, z)),
      inside,
      c,
      id,
    );
}

/** Cylinders and lathes: rings of radii at heights, smooth sides, flat caps. */
function revolve(b: MeshBuilder, part: ToyPart, id: number, radii: number[]) {
  const place = placement(part);
  const c = parseColour(part.color);
  const cols = segmentsFor(part);
  const ys = radii.map((_, k) => -0.5 + k / (radii.length - 1));
  const grid = radii.map((r, k) => {
    // Slope of the profile by central differences gives the side normal (cos φ, -dr/dy, sin φ).
    const prev = Math.max(0, k - 1),
      next = Math.min(radii.length - 1, k + 1);
    const slope = (0.5 * (radii[next]! - radii[prev]!)) / (ys[next]! - ys[prev]!);
    return Array.from({ length: cols + 1 }, (_, i) => {
      const phi = (i / cols) * Math.PI * 2;
      const x = Math.cos(phi),
        z = Math.sin(phi);
      return b.vertex(place.point((x * r) / 2, ys[k]!, (z * r) / 2), place.normal(x, -slope, z));
    });
  });
  for (let k = 0; k + 1 < grid.length; k++) {
    for (let i = 0; i < cols; i++) {
      const [a, e, d, f] = [grid[k]![i]!, grid[k]![i + 1]!, grid[k + 1]![i]!, grid[k + 1]![i + 1]!];
      b.triangle(a, e, f, c, id);
      b.triangle(a, f, d, c, id);
    }
  }
  const inside = place.point(0, 0, 0);
  for (const k of [0, radii.length - 1]) {
    const r = radii[k]!;
    if (r <= 0.001) continue;
    const ring = Array.from({ length: cols }, (_, i) => {
      const phi = (i / cols) * Math.PI * 2;
      return place.point((Math.cos(phi) * r) / 2, ys[k]!, (Math.sin(phi) * r) / 2);
    });
    flatPolygon(b, ring, inside, c, id);
  }
}

function wedge(b: MeshBuilder, part: ToyPart & { shape: 'wedge' }, id: number) {
  const place = placement(part);
  const apex = part.apex ?? 0;
  const c = parseColour(part.color);
  const tri: [number, number][] = [
    [-0.5, -0.5],
    [0.5, -0.5],
    [apex, 0.5],
  ];
  const front = tri.map(([x, y]) => place.point(x, y, 0.5));
  const back = tri.map(([x, y]) => place.point(x, y, -0.5));
  // The centroid of the triangle is inside even when the apex sits over a corner.
  const inside = place.point(apex / 3, -1 / 6, 0);
  flatPolygon(b, front, inside, c, id);
  flatPolygon(b, back, inside, c, id);
  for (let k = 0; k < 3; k++) {
    const n = (k + 1) % 3;
    flatPolygon(b, [front[k]!, front[n]!, back[n]!, back[k]!], inside, c, id);
  }
}

/** Tessellates every part of the model into one mesh. */
export function buildToyMesh(model: ToyModel): ToyMesh {
  const b = new MeshBuilder();
  model.parts.forEach((part, index) => {
    const id = index + 1;
    if (part.shape === 'sphere') sphere(b, part, id);
    else if (part.shape === 'box') box(b, part, id);
    else if (part.shape === 'cylinder') revolve(b, part, id, [1, part.taper ?? 1]);
    else if (part.shape === 'lathe') revolve(b, part, id, part.profile);
    else if (part.shape === 'wedge') wedge(b, part, id);
  });
  const positions = new Float32Array(b.positions);
  const lo: Vec3 = [Infinity, Infinity, Infinity],
    hi: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let a = 0; a < 3; a++) {
      lo[a] = Math.min(lo[a]!, positions[i + a]!);
      hi[a] = Math.max(hi[a]!, positions[i + a]!);
    }
  }
  const centre: Vec3 = [(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2];
  let radius = 0;
  for (let i = 0; i < positions.length; i += 3)
    radius = Math.max(
      radius,
      Math.hypot(positions[i]! - centre[0], positions[i + 1]! - centre[1], positions[i + 2]! - centre[2]),
    );
  return {
    positions,
    normals: new Float32Array(b.normals),
    triangles: new Uint32Array(b.triangles),
    colors: new Uint32Array(b.colors),
    parts: new Uint16Array(b.parts),
    plain: Uint8Array.from([0, ...model.parts.map((p) => (p.plain ? 1 : 0))]),
    centre,
    radius: radius || 1,
    floor: lo[1],
  };
}
