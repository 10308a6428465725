// The 3D toy model format the server sends (/media/toys/<seed>/model.json) and the browser's viewer draws:
// a handful of coloured primitives, so a whole toy is ~2 KB and the browser does the tessellation.
// Units: the toy stands about 2 units tall, y up, its front facing +z (people) or +x (vehicles, animals).

/** Bump when the generator changes: model URLs carry it, so year-long caching never serves an old shape. */
export const TOY_MODEL_VERSION = 1;

export type Vec3 = [number, number, number];

interface PartBase {
  /** Centre of the primitive. */
  at: Vec3;
  /** Full extents along the primitive's own x, y, z (a sphere of size [1,1,1] has radius 0.5). */
  size: Vec3;
  /** Euler angles in degrees, applied about x, then y, then z. */
  turn?: Vec3;
  /** #rrggbb */
  color: string;
  /** Drawn without an outline (glints, blush), as the pictures draw highlights without a stroke. */
  plain?: boolean;
}

export type ToyPart =
  /** An ellipsoid; `stripes` paints gores around the y axis in turn; `half: 'bottom'` keeps the lower half, capped flat. */
  | (PartBase & { shape: 'sphere'; stripes?: string[]; half?: 'bottom' })
  /** `taper` scales the top face (x and z) relative to the bottom one. */
  | (PartBase & { shape: 'box'; taper?: number })
  /** Axis along y; `taper` is the top radius over the bottom radius (0 makes a cone). */
  | (PartBase & { shape: 'cylinder'; taper?: number })
  /** A triangular prism: the triangle (-½,-½) (½,-½) (apex,½) in x-y, extruded along z. */
  | (PartBase & { shape: 'wedge'; apex?: number })
  /** A surface of revolution about y: radii (as fractions of size/2) at evenly spaced heights, bottom to top. */
  | (PartBase & { shape: 'lathe'; profile: number[] });

export type ToyShape = ToyPart['shape'];

export interface ToyModel {
  version: number;
  kind: string;
  /** Colour of the drawn outlines, like the stroke of the pictures. */
  outline: string;
  /** Resting view: degrees about y (turn) and about x (tilt, positive shows the top); zoom 1 fits the toy's bounding sphere. */
  view: { yaw: number; pitch: number; zoom?: number };
  parts: ToyPart[];
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const SHAPES = new Set<string>(['sphere', 'box', 'cylinder', 'wedge', 'lathe']);
const isVec3 = (v: unknown, limit = 100): v is Vec3 =>
  Array.isArray(v) &&
  v.length === 3 &&
  v.every((n) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit);

/** Checks a fetched model before anything is drawn from it; returns null when it is not a toy model. */
export function parseToyModel(value: unknown): ToyModel | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (
    typeof m.outline !== 'string' ||
    !COLOUR.test(m.outline) ||
    typeof m.kind !== 'string' ||
    typeof m.version !== 'number'
  )
    return null;
  const view = m.view as Record<string, unknown> | undefined;
  if (!view || typeof view.yaw !== 'number' || typeof view.pitch !== 'number') return null;
  if (view.zoom !== undefined && !(typeof view.zoom === 'number' && view.zoom >= 0.25 && view.zoom <= 4)) return null;
  if (!Array.isArray(m.parts) || m.parts.length === 0 || m.parts.length > 400) return null;
  for (const part of m.parts as Record<string, unknown>[]) {
    if (!part || typeof part !== 'object' || !SHAPES.has(part.shape as string)) return null;
    if (!isVec3(part.at) || !isVec3(part.size) || (part.turn !== undefined && !isVec3(part.turn, 720))) return null;
    if (typeof part.color !== 'string' || !COLOUR.test(part.color)) return null;
    if (
      part.stripes !== undefined &&
      !(
        Array.isArray(part.stripes) &&
        part.stripes.length <= 16 &&
        part.stripes.every((c) => typeof c === 'string' && COLOUR.test(c))
      )
    )
      return null;
    if (
      part.shape === 'lathe' &&
      !(
        Array.isArray(part.profile) &&
        part.profile.length >= 2 &&
        part.profile.length <= 64 &&
        part.profile.every((r) => typeof r === 'number' && r >= 0 && r <= 4)
      )
    )
      return null;
    if (part.plain !== undefined && typeof part.plain !== 'boolean') return null;
    for (const key of ['taper', 'apex'] as const)
      if (part[key] !== undefined && (typeof part[key] !== 'number' || !Number.isFinite(part[key]))) return null;
  }
  return value as ToyModel;
}
