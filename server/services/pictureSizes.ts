// The sizes of a product picture made at upload (issue 23): WebP for the buyer's pages (cards, detail, zoom) and a
// small JPEG for the order spreadsheet (Excel embeds PNG or JPEG only). sharp decodes the bytes: a file that passed
// the signature check but does not decode, or decodes to more pixels than allowed, is refused here.
import sharp from 'sharp';
import { PICTURE_SIZES, PRODUCT_MEDIA_LIMITS, type PictureSize } from '../../protocol/productMedia';
import { SHEET_PICTURE } from './media';

export interface PictureSet {
  width: number;
  height: number;
  /** Suffix added to the picture's key stem ('-thumb.webp', …, '-sheet.jpg') → bytes. */
  files: [string, Buffer][];
}

// One upload at a time per process uses sharp's threads; 2 CPU cores are shared with everything else.
sharp.concurrency(1);

/** The picture's sizes, or null when sharp cannot decode it (not a picture after all, or too many pixels). */
export async function pictureSet(bytes: Buffer): Promise<PictureSet | null> {
  const open = () => sharp(bytes, { limitInputPixels: PRODUCT_MEDIA_LIMITS.picturePixels, failOn: 'error' }).rotate();
  try {
    const meta = await open().metadata();
    if (!meta.width || !meta.height) return null;
    // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const files: [string, Buffer][] = [];
    for (const [size, side] of Object.entries(PICTURE_SIZES) as [PictureSize, number][]) {
      const data = await open()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: size === 'thumb' ? 75 : 82 })
        .toBuffer();
      files.push([`-${size}.webp`, data]);
    }
    const sheet = await open()
      .resize({ width: SHEET_PICTURE.width, height: SHEET_PICTURE.width, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    files.push([SHEET_PICTURE.suffix, sheet]);
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, files };
  } catch {
    return null;
  }
}
