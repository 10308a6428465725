// The demo's picture files. Excel embeds PNG or JPEG, never the SVG the site shows, so files get a small flat drawing
// of the same toy: its kind and colours (toyColours), a few shapes each (thumbnailToys.ts), anti-aliased through
// signed distances and encoded as PNG (png.ts). No image library: nothing to install for a demo.
import { darken, lighten, TOY_DARK } from './toyImage';
import type { PictureFile } from '../services/media';
import { encodePng } from './png';
import { E, rgbOf, soft, THUMB, type Rgb } from './thumbnailShapes';
import { toyLook, toyShapes, type ToyLook } from './thumbnailToys';

/** RGB pixels, rows top to bottom: a flat background (it deflates to almost nothing), the toy's shadow, then
 *  each shape over what is there, with its outline. */
function drawToy(look: ToyLook, index: number): Uint8Array {
  const shapes = toyShapes(look);
  const background = rgbOf(index === 0 ? '#f4f6fa' : lighten(look.m, 0.85));
  const m = look.m;
  const line = rgbOf(darken(m, 0.55));
  const px = new Float32Array(THUMB * THUMB * 3);
  px.set(background);
  for (let filled = 3; filled < px.length; filled *= 2) px.copyWithin(filled, 0, filled);
  const blend = (i: number, colour: Rgb, alpha: number) => {
    const a = alpha > 1 ? 1 : alpha;
    px[i] += (colour[0] - px[i]) * a;
    px[i + 1] += (colour[1] - px[i + 1]) * a;
    px[i + 2] += (colour[2] - px[i + 2]) * a;
  };
  for (const s of [soft(E(300, 468, 178, 22, TOY_DARK), 0.15), ...shapes]) {
    const [x0, y0, x1, y1] = s.box.map((v, i) => Math.max(0, Math.min(THUMB - 1, Math.floor(v) + (i < 2 ? -2 : 2))));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = s.distance(x + 0.5, y + 0.5);
        if (d >= 1) continue;
        const i = (y * THUMB + x) * 3;
        if (!s.outline) blend(i, s.fill, (0.5 - d) * s.alpha);
        else {
          blend(i, line, 1 - d); // a line about one pixel wide on the edge, as the SVG's stroke at this size
          if (d < 0) blend(i, s.fill, -d);
        }
      }
    }
  }
  return new Uint8Array(new Uint8ClampedArray(px).buffer); // clamped: rounds, where Uint8Array would truncate
}

// Cached by what the drawing depends on (kind, colours, view), not by seed: 5,000 products look like some 450
// drawings, so an order's spreadsheet draws each once and shares its bytes (the workbook stores shared bytes once).
// Bounded by the palettes: at most a few thousand looks, a few MB.
const thumbnails = new Map<string, PictureFile>();
export function demoPictureFile(seed: number, index: number): PictureFile {
  const look = toyLook(seed);
  const key = `${look.kind} ${look.m} ${look.a} ${look.d} ${look.kind === 'doll' ? look.skin + look.hair : ''} ${index === 0}`;
  let file = thumbnails.get(key);
  if (!file) thumbnails.set(key, (file = { bytes: encodePng(THUMB, THUMB, drawToy(look, index)), extension: 'png' }));
  return file;
}
