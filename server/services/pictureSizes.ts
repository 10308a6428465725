// The sizes of a product picture (issue 23): WebP for the buyer's pages (cards, detail, zoom) and a small JPEG for
// the order spreadsheet (Excel embeds PNG or JPEG only). sharp decodes the bytes: a file that passed the signature
// check but does not decode, or decodes to more pixels than allowed, is refused here.
// An upload in the editor makes every size at once. An import's photos (thousands in one go) are only proved to
// decode and kept as source bytes; the card's thumb, the sheet's JPEG and the detail's and zoom's sizes are made from
// them afterwards (laterSizes.ts), each at once for the first request that needs it.
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

export const webpRecipe = (size: PictureSize, effort?: number): PictureRecipe => ({
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

/** What an import leaves for later (laterSizes.ts), each made from the source: the card's thumb first (every list
 *  shows it; effort 2 of 6: half the encoding time of the default for a file 4 % larger), then the sheet's JPEG (an
 *  order export or an image-search vector may be waiting for it: services/media.ts pictureFileOf), then the detail's
 *  and the zoom's WebP. */
export const LATER_FILES: { suffix: string; recipe: PictureRecipe }[] = [
  { suffix: sizeSuffix('thumb'), recipe: webpRecipe('thumb', 2) },
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

/** The whole file decodes: read at the smallest size its decoder offers (a JPEG at an eighth of its size, which still
 *  reads every byte of it), to raw pixels, nothing encoded. */
const decodes = (bytes: Buffer) =>
  open(bytes).resize({ width: 64, height: 64, fit: 'inside', withoutEnlargement: true }).raw().toBuffer();

/** An imported picture's files: only its source, once proved to decode; every size is made afterwards, the card's
 *  thumb first (laterSizes.ts: in the background, or at once for the first request of one). The thumb made here cost
 *  more than half of an import's ~13 ms of CPU a photo (10,000 photos: over a minute of the supplier's wait). */
export async function importedPictureSet(bytes: Buffer): Promise<PictureSet | null> {
  try {
    // The header's size is read alongside: one wait on sharp's threads, not two.
    const [size] = await Promise.all([uprightSize(bytes), decodes(bytes)]);
    if (!size) return null;
    return { ...size, files: [[SOURCE_SUFFIX, bytes]] };
  } catch {
    return null;
  }
}
