// The drawn toys the image search tests photograph (issue 27): figures no demo drawing looks like, on a white
// backdrop as a catalogue picture, and what a buyer's phone makes of one (cropped, resized, darker, turned, on a
// table, JPEG 60) — not the stored file, so a test finds a product by its look.
import sharp from 'sharp';

/** An 800 x 800 catalogue picture (JPEG) of these SVG shapes on white. */
export const drawnToy = (shapes: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#fff"/>${shapes}</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A striped green-and-magenta figure; its near-twins move the lower stripe (`stripe`, 400 as drawn) or recolour the
 *  head. */
export const stripedFigure = (stripe = 400, head = '#f4c20d') =>
  drawnToy(`
      <rect x="260" y="160" width="280" height="460" rx="60" fill="#1a9c3c"/>
      <rect x="260" y="260" width="280" height="50" fill="#d0208f"/><rect x="260" y="${stripe}" width="280" height="50" fill="#d0208f"/>
      <circle cx="400" cy="130" r="90" fill="${head}" stroke="#222" stroke-width="10"/>
      <rect x="180" y="620" width="440" height="40" rx="20" fill="#222"/>`);

interface Shot {
  crop: { left: number; top: number; width: number; height: number };
  width: number;
  degrees: number;
  table: string;
  canvas: { width: number; height: number };
  at: { left: number; top: number };
}

/** An 800-px drawn toy as photographed by default: cropped, turned 7°, on a grey table. */
const GREY_TABLE: Shot = {
  crop: { left: 60, top: 40, width: 700, height: 720 },
  width: 420,
  degrees: 7,
  table: '#8a8f96',
  canvas: { width: 640, height: 560 },
  at: { left: 90, top: 40 },
};

/** A 600-px demo toy picture (server/demo/toyImage.ts) on the same grey table: cropped, turned 6°. */
export const DEMO_TOY_ON_GREY_TABLE: Shot = {
  crop: { left: 60, top: 40, width: 480, height: 500 },
  width: 380,
  degrees: 6,
  table: GREY_TABLE.table,
  canvas: { width: 600, height: 540 },
  at: { left: 90, top: 20 },
};

/** A buyer's phone photo of a picture: cropped, resized, 15 % darker, turned, on a plain table, JPEG 60. */
export async function phonePhoto(picture: Buffer, shot: Shot = GREY_TABLE) {
  const turned = await sharp(picture)
    .extract(shot.crop)
    .resize(shot.width)
    .modulate({ brightness: 0.85 })
    .rotate(shot.degrees, { background: shot.table })
    .toBuffer();
  return sharp({ create: { ...shot.canvas, channels: 3, background: shot.table } })
    .composite([{ input: turned, ...shot.at }])
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** A ball of six gores in three colours meeting at its centre, the gores turned by `phase` degrees; its near-twins
 *  turn them a little further (as the demo's balls of one palette differ). */
export function goredBall(phase: number) {
  const colours = ['#e63946', '#ffd23f', '#1d4fd6'];
  const gores = Array.from({ length: 6 }, (_, i) => {
    const a = ((phase + i * 60) * Math.PI) / 180,
      b = ((phase + (i + 1) * 60) * Math.PI) / 180;
    const at = (t: number) => `${(400 + 250 * Math.cos(t)).toFixed(1)} ${(400 + 250 * Math.sin(t)).toFixed(1)}`;
    return `<path d="M400 400L${at(a)}A250 250 0 0 1 ${at(b)}Z" fill="${colours[i % 3]}"/>`;
  });
  return drawnToy(`${gores.join('')}<circle cx="400" cy="400" r="250" fill="none" stroke="#222" stroke-width="8"/>`);
}
