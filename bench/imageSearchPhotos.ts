// The bench's pictures (bench/imageSearch.ts, issue 27): the demo's different toy drawings and a buyer's photo of
// one (cropped, resized, turned, brighter or darker, on a busy table, JPEG 60), every random value from one seeded
// stream so every run draws the same photos.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { toyImageSvg } from '../server/demo/toyImage';
import { seededRandom } from '../server/demo/random';

/** The bench's one random stream: photo plans first, then the 100,000 run's noise, in that order on every run. */
export const random = seededRandom(27).next;
const between = (a: number, b: number) => a + random() * (b - a);

export const render = (svg: string, side: number) => sharp(Buffer.from(svg)).resize(side, side).png().toBuffer();

/** Different drawings: every look's product view (the demo has ~450 looks), then packaging views of the first looks
 *  until there are `catalogue`; the last `absent` looks are left out of the catalogue altogether. */
export async function drawings(catalogue: number, absent: number) {
  const seen = new Set<string>();
  const looks: number[] = [];
  for (let seed = 1; seed < 30_000; seed++) {
    const look = createHash('md5')
      .update(toyImageSvg(seed, 0).replaceAll(`t${seed}_0`, 'x'))
      .digest('hex');
    if (seen.has(look)) continue;
    seen.add(look);
    looks.push(seed);
  }
  const kept = looks.slice(0, looks.length - absent);
  const views = [...kept.map((seed) => ({ seed, view: 0 })), ...kept.map((seed) => ({ seed, view: 3 }))];
  const product = new Map(kept.map((seed, i) => [seed, i]));
  return [...views.slice(0, catalogue), ...looks.slice(-absent).map((seed) => ({ seed, view: 0 }))].map((d) => ({
    ...d,
    product: product.get(d.seed) ?? -1,
    svg: toyImageSvg(d.seed, d.view),
  }));
}

/** 40 shapes of a busy table, as fractions of the picture's size (drawn before the size is known). */
function busyShapes() {
  const shapes = Array.from({ length: 40 }, () => ({
    colour: `hsl(${Math.floor(between(0, 360))} ${Math.floor(between(20, 90))}% ${Math.floor(between(20, 80))}%)`,
    x: random(),
    y: random(),
    s: random(),
    tall: between(0.2, 1.5),
    turn: between(0, 90),
  }));
  return { shapes, ground: Math.floor(between(0, 360)) };
}

function drawBackground({ shapes, ground }: ReturnType<typeof busyShapes>, width: number, height: number): string {
  let out = '';
  shapes.forEach((shape, i) => {
    const x = -50 + shape.x * (width + 50),
      y = -50 + shape.y * (height + 50),
      s = 10 + shape.s * (width / 3 - 10);
    out +=
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${shape.colour}"/>`
        : i % 3 === 1
          ? `<rect x="${x}" y="${y}" width="${s}" height="${s * shape.tall}" fill="${shape.colour}" transform="rotate(${shape.turn} ${x} ${y})"/>`
          : `<path d="M${x} ${y}l${s} ${s / 3}l${-s / 2} ${s}z" fill="${shape.colour}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${ground} 30% 60%)"/>${out}</svg>`;
}

/** The random choices of one buyer's photo, drawn at once (synchronously) so photos drawn one after another get the
 *  same values on every run, whatever order sharp finishes rendering them in. */
export function photoPlan() {
  const side = 600;
  const keep = 1 - between(0.1, 0.2);
  const w = Math.min(side, Math.round(side * Math.sqrt(keep) * between(0.95, 1.05)));
  const h = Math.min(side, Math.round((side * side * keep) / w));
  return {
    crop: { left: Math.floor(between(0, side - w)), top: Math.floor(between(0, side - h)), width: w, height: h },
    size: Math.round(between(220, 420)),
    brightness: between(0.8, 1.2),
    angle: between(-10, 10),
    grow: [between(1.2, 1.5), between(1.2, 1.5)] as const,
    at: [random(), random()] as const,
    shapes: busyShapes(),
  };
}

/** A buyer's photo of this picture: cropped, resized, turned, brighter or darker, on a busy table, JPEG 60. */
export async function transformedPhoto(picture: Buffer, plan = photoPlan()): Promise<Buffer> {
  const { crop, size } = plan;
  const turned = await sharp(picture)
    .extract(crop)
    .resize(size, Math.round((size * crop.height) / crop.width))
    .modulate({ brightness: plan.brightness })
    .rotate(plan.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const bw = Math.round(turned.info.width * plan.grow[0]),
    bh = Math.round(turned.info.height * plan.grow[1]);
  return sharp(Buffer.from(drawBackground(plan.shapes, bw, bh)))
    .composite([
      {
        input: turned.data,
        left: Math.floor(plan.at[0] * (bw - turned.info.width)),
        top: Math.floor(plan.at[1] * (bh - turned.info.height)),
      },
    ])
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** Things no catalogue toy looks like, for "nothing close": 3-5 outlined shapes in any colours on the demo pictures'
 *  backdrop, drawn from their own seeded stream (so the photos above keep their random values). */
export function otherThings(count: number, seed: number): string[] {
  const r = seededRandom(seed).next;
  const colour = () => `hsl(${Math.floor(r() * 360)} ${50 + Math.floor(r() * 40)}% ${45 + Math.floor(r() * 25)}%)`;
  return Array.from({ length: count }, () => {
    let shapes = '';
    for (let i = 0, n = 3 + Math.floor(r() * 3); i < n; i++) {
      const x = 180 + r() * 240,
        y = 180 + r() * 240,
        s = 60 + r() * 110,
        kind = Math.floor(r() * 4),
        turn = Math.floor(r() * 90),
        fill = colour();
      shapes +=
        kind === 0
          ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${fill}"/>`
          : kind === 1
            ? `<rect x="${x - s / 2}" y="${y - s / 3}" width="${s}" height="${(s * 2) / 3}" rx="${s / 8}" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`
            : kind === 2
              ? `<path d="M${x} ${y - s / 2}L${x + s / 2} ${y + s / 2}L${x - s / 2} ${y + s / 2}z" fill="${fill}"/>`
              : `<ellipse cx="${x}" cy="${y}" rx="${s / 2}" ry="${s / 4}" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`;
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e3e8f1"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><ellipse cx="300" cy="468" rx="178" ry="22" fill="#2b2230" opacity=".2"/><g stroke="#2b2230" stroke-width="5" stroke-linejoin="round">${shapes}</g></svg>`;
  });
}

/** How many photos the bench makes of each sort. */
export const CATALOGUE = 500;
export const ABSENT = 100;
export const CALIBRATION = 150;
/** Photos of things no catalogue toy looks like (otherThings): 50 to calibrate on, 100 measured. */
export const OTHER_CALIBRATION = 50;
export const OTHERS = 100;

/** The bench's catalogue pictures (as stored, 240 px) and every photo it measures, the same on every run. */
export async function benchPhotos() {
  const started = Date.now();
  const all = await drawings(CATALOGUE, ABSENT);
  const stored = await Promise.all(all.map((d) => render(d.svg, 240)));
  const large = await Promise.all(all.map((d) => render(d.svg, 600)));
  console.log(`${all.length} different drawings rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Every photo's random values are drawn here, in order, before any is rendered: the same photos on every run.
  const calPlans = Array.from({ length: CALIBRATION }, () => photoPlan());
  const queryPlans = Array.from({ length: CATALOGUE + ABSENT }, () => photoPlan());
  const cal = await Promise.all(
    calPlans.map((plan, i) => transformedPhoto(large[i < 100 ? i : CATALOGUE + (i % ABSENT)]!, plan)),
  );
  const queries = await Promise.all(queryPlans.map((plan, i) => transformedPhoto(large[i]!, plan)));
  // Drawn after the photos above, so adding them left those photos as they were.
  const otherPlans = Array.from({ length: OTHER_CALIBRATION + OTHERS }, () => photoPlan());
  const others = await Promise.all(
    otherThings(OTHER_CALIBRATION + OTHERS, 2727).map(async (svg, i) =>
      transformedPhoto(await render(svg, 600), otherPlans[i]),
    ),
  );
  return { all, stored, cal, queries, others };
}
