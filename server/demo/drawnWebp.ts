// The demo's drawn pictures as the files a supplier's own become: WebP, at the widths the catalogue room makes of an
// upload (protocol/productMedia.ts PICTURE_SIZES) or a banner's own width. A browser draws an SVG picture on the
// page's main thread (its document parsed, laid out and painted there), where a WebP only decodes off it: on a phone
// the demo's SVG cards and banners cost a signed-in home page 130-250 ms of main-thread work a real supplier's
// catalogue does not (docs/decisions.md, "The demo's pictures as a supplier's files", issue 29).
// Drawn once a machine: cached in memory and in the system's temporary folder, by the drawing's own text, so a
// changed drawing is drawn again and test servers share what another one drew.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PictureRecipe } from '../services/pictureRender.mjs';

const CACHE_DIR = join(tmpdir(), 'vitrine-drawn-pictures');
const MEMORY_ENTRIES = 400;
/** Files one server writes at most (a crawler walking every product's every size would otherwise fill the folder):
 *  some 50 MB of thumbs and details; past it, pictures are drawn again when memory has let them go. */
const DISK_FILES = 2000;
let written = 0;
const memory = new Map<string, Promise<Buffer>>();

/** The WebP of this SVG drawing `recipe.side` pixels wide (the demo's drawings are square or wider than tall), drawn
 *  at that size rather than enlarged from a small one, at the recipe's quality and effort. */
export function drawnWebp(svg: string, recipe: PictureRecipe): Promise<Buffer> {
  const key = createHash('sha256').update(`${recipe.side} ${recipe.quality} ${recipe.effort}\n${svg}`).digest('hex');
  const known = memory.get(key);
  if (known) {
    memory.delete(key); // the most recently used last: the first is the one to drop
    memory.set(key, known);
    return known;
  }
  const made = fromDiskOrDrawn(key, svg, recipe);
  made.catch(() => memory.delete(key));
  memory.set(key, made);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  return made;
}

async function fromDiskOrDrawn(key: string, svg: string, recipe: PictureRecipe) {
  const file = join(CACHE_DIR, `${key}.webp`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const intrinsic = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? recipe.side);
  const bytes = await sharp(Buffer.from(svg), { density: (72 * recipe.side) / intrinsic })
    .webp({ quality: recipe.quality, ...(recipe.effort === undefined ? {} : { effort: recipe.effort }) })
    .toBuffer();
  // Written beside and renamed: another server reading the folder meanwhile sees the whole file or none.
  if (written >= DISK_FILES) return bytes;
  written++;
  const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(CACHE_DIR, { recursive: true })
    .then(() => writeFile(part, bytes))
    .then(() => rename(part, file))
    .catch(() => undefined); // a read-only or full folder: drawn again next time, nothing lost
  return bytes;
}
