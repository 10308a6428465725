// The sizes of a product picture (issue 23): WebP for the buyer's pages (cards, detail, zoom) and a small JPEG for
// the order spreadsheet (Excel embeds PNG or JPEG only). sharp decodes the bytes: a file that passed the signature
// check but does not decode, or decodes to more pixels than allowed, is refused here.
// An upload in the editor makes every size at once. An import's photos (thousands in one go) make only what a list
// needs at once — the card's thumb, from one decode at card size that also proves the whole file decodes — and keep
// the source bytes; the sheet's JPEG and the detail's and zoom's sizes are made from it afterwards (laterSizes.ts).
import { PICTURE_SIZES, PRODUCT_MEDIA_LIMITS, type PictureSize } from '../../protocol/productMedia';
import { SHEET_PICTURE } from './media';
import { openPicture, renderPicture, type PictureRecipe } from './pictureRender.mjs';

export interface PictureSet {
  width: number;
  height: number;
  /** Suffix added to the picture's key stem ('-thumb.webp', …, '-sheet.jpg') → bytes. */
  files: [string, Buffer][];
}

/** Where an imported picture's bytes wait until its later sizes are made (never served: not a media route key). */
export const SOURCE_SUFFIX = '-source.img';
export const sizeSuffix = (size: PictureSize) => `-${size}.webp`;

const open = (bytes: Buffer) => openPicture(bytes, PRODUCT_MEDIA_LIMITS.picturePixels);

/** The upright width and height, or null when the header names none. */
async function uprightSize(bytes: Buffer) {
  const meta = await open(bytes).metadata();
  if (!meta.width || !meta.height) return null;
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

const webpRecipe = (size: PictureSize, effort?: number): PictureRecipe => ({
  side: PICTURE_SIZES[size],
  format: 'webp',
  quality: size === 'thumb' ? 75 : 82,
  ...(effort === undefined ? {} : { effort }),
  maxPixels: PRODUCT_MEDIA_LIMITS.picturePixels,
});

/** The order sheet's JPEG (Excel embeds PNG or JPEG only), on white. */
const SHEET_RECIPE: PictureRecipe = {
  side: SHEET_PICTURE.width,
  format: 'jpeg',
  quality: 80,
  background: '#ffffff',
  maxPixels: PRODUCT_MEDIA_LIMITS.picturePixels,
};

/** What an import leaves for later (laterSizes.ts), each made from the source: the sheet's JPEG first (an order
 *  export or an image-search vector may be waiting for it: services/media.ts pictureFileOf), then the detail's and
 *  the zoom's WebP. */
export const LATER_FILES: { suffix: string; recipe: PictureRecipe }[] = [
  { suffix: SHEET_PICTURE.suffix, recipe: SHEET_RECIPE },
  ...(['medium', 'large'] as const).map((size) => ({ suffix: sizeSuffix(size), recipe: webpRecipe(size) })),
];

/** The picture's sizes, or null when sharp cannot decode it (not a picture after all, or too many pixels). */
export async function pictureSet(bytes: Buffer): Promise<PictureSet | null> {
  try {
    const size = await uprightSize(bytes);
    if (!size) return null;
    const files: [string, Buffer][] = [];
    for (const name of Object.keys(PICTURE_SIZES) as PictureSize[])
      files.push([sizeSuffix(name), await renderPicture(bytes, webpRecipe(name))]);
    files.push([SHEET_PICTURE.suffix, await renderPicture(bytes, SHEET_RECIPE)]);
    return { ...size, files };
  } catch {
    return null;
  }
}

/** An imported picture's files: the thumb, from one sharp call that decodes the file at card size (the JPEG decoder
 *  then reads it at a quarter or an eighth of its size, and still reads all of it) — each call costs the thread too
 *  (~1 ms to set up: one call, not a decode to raw and two encodes from it) — and the source for the later files. */
export async function importedPictureSet(bytes: Buffer): Promise<PictureSet | null> {
  try {
    // The header's size is read alongside: one wait on sharp's threads, not two. Effort 2 of 6: half the encoding
    // time of the default for a file 4 % larger (a 400 px card picture).
    const [size, thumb] = await Promise.all([uprightSize(bytes), renderPicture(bytes, webpRecipe('thumb', 2))]);
    if (!size) return null;
    return {
      ...size,
      files: [
        [sizeSuffix('thumb'), thumb],
        [SOURCE_SUFFIX, bytes],
      ],
    };
  } catch {
    return null;
  }
}
