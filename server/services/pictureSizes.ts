// The sizes of a product picture (issue 23): WebP for the buyer's pages (cards, detail, zoom) and a small JPEG for
// the order spreadsheet (Excel embeds PNG or JPEG only). sharp decodes the bytes: a file that passed the signature
// check but does not decode, or decodes to more pixels than allowed, is refused here.
// An upload in the editor makes every size at once. An import's photos (thousands in one go) make only what a list
// needs at once — the card's thumb, from one decode at card size that also proves the whole file decodes — and keep
// the source bytes; the sheet's JPEG and the detail's and zoom's sizes are made from it afterwards (laterSizes.ts).
import sharp from 'sharp';
import { PICTURE_SIZES, PRODUCT_MEDIA_LIMITS, type PictureSize } from '../../protocol/productMedia';
import { SHEET_PICTURE } from './media';

export interface PictureSet {
  width: number;
  height: number;
  /** Suffix added to the picture's key stem ('-thumb.webp', …, '-sheet.jpg') → bytes. */
  files: [string, Buffer][];
}

/** Where an imported picture's bytes wait until its later sizes are made (never served: not a media route key). */
export const SOURCE_SUFFIX = '-source.img';
export const sizeSuffix = (size: PictureSize) => `-${size}.webp`;

// Each sharp call uses one of sharp's threads; 2 CPU cores are shared with everything else (an import keeps three
// pictures in hand, see importPhotos.ts).
sharp.concurrency(1);

const open = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: PRODUCT_MEDIA_LIMITS.picturePixels, failOn: 'error' }).rotate();
const quality = (size: PictureSize) => (size === 'thumb' ? 75 : 82);

/** The upright width and height, or null when the header names none. */
async function uprightSize(bytes: Buffer) {
  const meta = await open(bytes).metadata();
  if (!meta.width || !meta.height) return null;
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/** One WebP size of the picture. */
export const webpSize = (bytes: Buffer, size: PictureSize) =>
  open(bytes)
    .resize({ width: PICTURE_SIZES[size], height: PICTURE_SIZES[size], fit: 'inside', withoutEnlargement: true })
    .webp({ quality: quality(size) })
    .toBuffer();

/** The order sheet's JPEG (Excel embeds PNG or JPEG only), on white. */
const sheetJpeg = (bytes: Buffer) =>
  open(bytes)
    .resize({ width: SHEET_PICTURE.width, height: SHEET_PICTURE.width, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();

/** What an import leaves for later (laterSizes.ts), each made from the source: the sheet's JPEG first (an order
 *  export or an image-search vector may be waiting for it: services/media.ts pictureFileOf), then the detail's and
 *  the zoom's WebP. */
export const LATER_FILES: { suffix: string; make: (bytes: Buffer) => Promise<Buffer> }[] = [
  { suffix: SHEET_PICTURE.suffix, make: sheetJpeg },
  ...(['medium', 'large'] as const).map((size) => ({
    suffix: sizeSuffix(size),
    make: (b: Buffer) => webpSize(b, size),
  })),
];

/** The picture's sizes, or null when sharp cannot decode it (not a picture after all, or too many pixels). */
export async function pictureSet(bytes: Buffer): Promise<PictureSet | null> {
  try {
    const size = await uprightSize(bytes);
    if (!size) return null;
    const files: [string, Buffer][] = [];
    for (const name of Object.keys(PICTURE_SIZES) as PictureSize[])
      files.push([sizeSuffix(name), await webpSize(bytes, name)]);
    files.push([SHEET_PICTURE.suffix, await sheetJpeg(bytes)]);
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
    const side = PICTURE_SIZES.thumb;
    // The header's size is read alongside: one wait on sharp's threads, not two.
    const [size, thumb] = await Promise.all([
      uprightSize(bytes),
      open(bytes)
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        // Effort 2 of 6: half the encoding time of the default for a file 4 % larger (a 400 px card picture).
        .webp({ quality: quality('thumb'), effort: 2 })
        .toBuffer(),
    ]);
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
