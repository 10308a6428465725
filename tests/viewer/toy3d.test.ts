// The 3D toy view's maths: every toy kind makes a valid, small model with its pictures' colours; every primitive
// tessellates with outward-facing triangles; the renderer fits the toy in the frame, draws the front faces,
// outlines parts and really changes the picture when turned; drags, arrow keys and the teaser give the
// right angles; hostile model JSON is refused.
import { describe, expect, it } from 'vitest';
import { parseToyModel, type ToyModel, type ToyPart } from '../../protocol/toyModel';
import { toyModel } from '../../server/demo/toyModel';
import { toyColours, toyKindFor, toyKinds } from '../../server/demo/toyImage';
import { buildToyMesh, rotation } from '../../src/ui/toyViewer/toyMesh';
import { toyCamera, ToyRenderer } from '../../src/ui/toyViewer/toyRenderer';
import {
  clampPitch,
  dragAngles,
  keyAngles,
  PITCH_MAX,
  PITCH_MIN,
  teaserYaw,
  TEASER_MS,
  turnDegrees,
  wrapYaw,
} from '../../src/ui/toyViewer/turning';

const seedOf = (kind: string) => {
  let seed = 1000;
  while (toyKindFor(seed) !== kind) seed++;
  return seed;
};
const single = (part: ToyPart): ToyModel => ({
  version: 1,
  kind: 'test',
  outline: '#222222',
  view: { yaw: 0, pitch: 0 },
  parts: [part],
});
const style = { outlineColor: 0x222222, outlineWidth: 3 };

describe('toy models', () => {
  it.each(toyKinds)('%s: valid, deterministic, small, in the colours of its pictures', (kind) => {
    const seed = seedOf(kind);
    const model = toyModel(seed);
    expect(model.kind).toBe(kind);
    expect(parseToyModel(JSON.parse(JSON.stringify(model)))).not.toBeNull();
    expect(toyModel(seed)).toEqual(model);
    expect(JSON.stringify(model).length).toBeLessThan(8_000);
    expect(model.parts.map((p) => [p.color, ...(p.shape === 'sphere' ? (p.stripes ?? []) : [])]).flat()).toContain(
      toyColours(seed).m,
    );
    const mesh = buildToyMesh(model);
    expect(mesh.triangles.length / 3).toBeGreaterThan(100);
    expect(mesh.triangles.length / 3).toBeLessThan(12_000);
  });

  it('refuses what is not a toy model', () => {
    const good = toyModel(seedOf('car'));
    expect(parseToyModel(null)).toBeNull();
    expect(parseToyModel({ ...good, parts: [] })).toBeNull();
    expect(parseToyModel({ ...good, outline: 'red;background:url(x)' })).toBeNull();
    expect(parseToyModel({ ...good, parts: [{ ...good.parts[0], shape: 'teapot' }] })).toBeNull();
    expect(parseToyModel({ ...good, parts: [{ ...good.parts[0], at: [0, 0, 1e9] }] })).toBeNull();
    expect(parseToyModel({ ...good, parts: Array.from({ length: 401 }, () => good.parts[0]) })).toBeNull();
  });
});

describe('tessellation', () => {
  it('turns about x, then y, then z', () => {
    const apply = (m: number[], v: number[]) =>
      [0, 1, 2]
        .map((r) => m[r * 3]! * v[0]! + m[r * 3 + 1]! * v[1]! + m[r * 3 + 2]! * v[2]!)
        .map((n) => Math.round(n * 1e6) / 1e6 + 0);
    expect(apply(rotation([0, 0, 90]), [0, 1, 0])).toEqual([-1, 0, 0]);
    expect(apply(rotation([90, 0, 0]), [0, 1, 0])).toEqual([0, 0, 1]);
    expect(apply(rotation([0, 90, 0]), [1, 0, 0])).toEqual([0, 0, -1]);
    // x first, then y: the y axis goes to +z, then to +x
    expect(apply(rotation([90, 90, 0]), [0, 1, 0])).toEqual([1, 0, 0]);
  });

  const shapes: ToyPart[] = [
    { shape: 'sphere', at: [0.2, 0, 0], size: [1, 0.6, 0.8], turn: [10, 20, 30], color: '#ff0000' },
    {
      shape: 'sphere',
      at: [0, 0, 0],
      size: [1, 1, 1],
      color: '#ff0000',
      half: 'bottom',
      stripes: ['#ff0000', '#00ff00', '#0000ff'],
    },
    { shape: 'box', at: [0, 0, 0], size: [1, 0.5, 0.7], turn: [0, 45, 0], color: '#00ff00', taper: 0.6 },
    { shape: 'cylinder', at: [0, 0, 0], size: [0.6, 1, 0.6], turn: [90, 0, 0], color: '#0000ff' },
    { shape: 'cylinder', at: [0, 0, 0], size: [0.6, 1, 0.6], color: '#0000ff', taper: 0 },
    { shape: 'wedge', at: [0, 0, 0], size: [1, 1, 0.2], color: '#00ffff', apex: 0.2 },
    {
      shape: 'lathe',
      at: [0, 0, 0],
      size: [0.8, 2, 0.8],
      turn: [0, 0, -90],
      color: '#ffff00',
      profile: [0.3, 1, 0.8, 0],
    },
  ];
  it.each(shapes.map((p) => [p.shape + (p.turn ? ' turned' : ''), p] as const))(
    '%s: triangles face outwards',
    (_name, part) => {
      const mesh = buildToyMesh(single(part));
      const P = mesh.positions,
        T = mesh.triangles;
      let outward = 0;
      for (let t = 0; t < T.length / 3; t++) {
        const [a, b, c] = [T[t * 3]!, T[t * 3 + 1]!, T[t * 3 + 2]!].map((i) => [
          P[i * 3]!,
          P[i * 3 + 1]!,
          P[i * 3 + 2]!,
        ]) as [number[], number[], number[]];
        const e1 = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!],
          e2 = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
        const n = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ];
        // From the middle of a convex part, every face points away from it.
        const away = [0, 1, 2].map((k) => (a[k]! + b[k]! + c[k]!) / 3 - mesh.centre[k]!);
        if (n[0]! * away[0]! + n[1]! * away[1]! + n[2]! * away[2]! > 0) outward++;
      }
      expect(outward).toBe(T.length / 3);
    },
  );
});

describe('renderer', () => {
  const ball = buildToyMesh(
    single({ shape: 'sphere', at: [0, 0, 0], size: [2, 2, 2], color: '#ff0000', stripes: ['#ff0000', '#0000ff'] }),
  );

  it('fits the bounding sphere inside the frame from every side', () => {
    for (const yaw of [0, 90, 180, 270]) {
      for (const pitch of [PITCH_MIN, 0, PITCH_MAX]) {
        const camera = toyCamera(ball, { yaw, pitch }, 200, 200);
        for (const p of [
          [1, 0, 0],
          [-1, 0, 0],
          [0, 1, 0],
          [0, -1, 0],
          [0, 0, 1],
          [0, 0, -1],
        ]) {
          const [x, y] = camera.project(p[0]!, p[1]!, p[2]!);
          expect(x).toBeGreaterThan(0);
          expect(x).toBeLessThan(200);
          expect(y).toBeGreaterThan(0);
          expect(y).toBeLessThan(200);
        }
      }
    }
  });

  it('draws the toy in the middle, keeps the corners clear and strokes its outline', () => {
    const r = new ToyRenderer(ball, 120, 120);
    r.render({ yaw: 0, pitch: 0 }, style);
    expect(r.partAt(60, 60)).toBe(1);
    expect(r.partAt(2, 2)).toBe(0);
    const alpha = (x: number, y: number) => r.pixels[(y * 120 + x) * 4 + 3];
    expect(alpha(60, 60)).toBe(255);
    expect(alpha(2, 2)).toBe(0);
    // Along the middle row, the first opaque pixel is the outline colour.
    let x = 0;
    while (alpha(x, 60) === 0) x++;
    expect([...r.pixels.slice((60 * 120 + x) * 4, (60 * 120 + x) * 4 + 3)]).toEqual([0x22, 0x22, 0x22]);
  });

  it('shows the front: a lit front face is brighter than the unlit back would be', () => {
    // The camera looks at +z; a half-red, half-blue ball turned half way shows the other colour in the middle.
    const r = new ToyRenderer(ball, 100, 100);
    const centre = () => [...r.pixels.slice((50 * 100 + 50) * 4, (50 * 100 + 50) * 4 + 3)];
    r.render({ yaw: 0, pitch: 0 }, style);
    const before = centre();
    r.render({ yaw: 180, pitch: 0 }, style);
    const after = centre();
    expect(before).not.toEqual(after);
    // Colours are the stripe colours, lit: one is mostly red, the other mostly blue.
    expect(Math.sign(before[0]! - before[2]!)).toBe(-Math.sign(after[0]! - after[2]!));
  });

  it('turning a real toy changes the picture', () => {
    const mesh = buildToyMesh(toyModel(seedOf('car')));
    const r = new ToyRenderer(mesh, 160, 160);
    r.render({ yaw: -35, pitch: 20 }, { ...style, shadow: true });
    const a = r.pixels.slice();
    r.render({ yaw: 55, pitch: 20 }, { ...style, shadow: true });
    let changed = 0;
    for (let i = 0; i < a.length; i += 4) if (a[i] !== r.pixels[i] || a[i + 3] !== r.pixels[i + 3]) changed++;
    expect(changed).toBeGreaterThan(160 * 160 * 0.1);
  });
});

describe('turning', () => {
  const rest = { yaw: -20, pitch: 10 };

  it('a drag across the whole view turns 270°, downwards shows more of the top, within limits', () => {
    expect(dragAngles(rest, 400, 0, 400)).toEqual({ yaw: wrapYaw(-20 + 270), pitch: 10 });
    expect(dragAngles(rest, -100, 0, 400).yaw).toBeCloseTo(-87.5);
    expect(dragAngles(rest, 0, 40, 400).pitch).toBeGreaterThan(10);
    expect(dragAngles(rest, 0, 4000, 400).pitch).toBe(PITCH_MAX);
    expect(dragAngles(rest, 0, -4000, 400).pitch).toBe(PITCH_MIN);
    expect(dragAngles(rest, 5, 0, 0).yaw).toBeCloseTo(-20 + (5 * 270) / 200); // a view with no size yet turns like a small one
  });

  it('arrow keys turn and tilt in steps, shift takes bigger steps, Home goes back, other keys are not ours', () => {
    expect(keyAngles(rest, 'ArrowRight', rest)).toEqual({ yaw: -5, pitch: 10 });
    expect(keyAngles(rest, 'ArrowLeft', rest, true)).toEqual({ yaw: -65, pitch: 10 });
    expect(keyAngles(rest, 'ArrowUp', rest)!.pitch).toBeLessThan(10);
    expect(keyAngles(rest, 'ArrowDown', rest)!.pitch).toBeGreaterThan(10);
    expect(keyAngles({ yaw: 100, pitch: 60 }, 'Home', rest)).toEqual(rest);
    expect(keyAngles(rest, 'Enter', rest)).toBeNull();
  });

  it('wraps and clamps', () => {
    expect(wrapYaw(190)).toBe(-170);
    expect(wrapYaw(-180)).toBe(180);
    expect(wrapYaw(720)).toBe(0);
    expect(clampPitch(200)).toBe(PITCH_MAX);
    expect(turnDegrees(-20, -20)).toBe(0);
    expect(turnDegrees(-30, -20)).toBe(350);
  });

  it('the teaser turns once and ends exactly at rest', () => {
    expect(teaserYaw(0)).toBe(0);
    expect(teaserYaw(TEASER_MS / 2)).toBeCloseTo(180);
    expect(teaserYaw(TEASER_MS * 0.25)).toBeLessThan(90); // eases in
    expect(teaserYaw(TEASER_MS)).toBe(0);
    expect(TEASER_MS).toBeLessThan(5000);
  });
});
