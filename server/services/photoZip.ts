// A .zip of product photos sent with a spreadsheet import (issue 23), read as it streams in with fflate: never held
// whole, and bounded against zip bombs before anything is inflated past the limits — at most PHOTO_ZIP_LIMITS.entries
// files, each at most a picture's size once inflated, all of them together at most totalBytes. Input is fed in small
// slices, so one slice inflates to at most ~16 MB (deflate's 1:1032) before the caps are looked at again.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { Readable } from 'node:stream';
import { PRODUCT_MEDIA_LIMITS } from '../../protocol/productMedia';
import { ShareError } from './messages';

export const PHOTO_ZIP_LIMITS = {
  zipBytes: 500_000_000,
  entries: 20_000,
  fileBytes: PRODUCT_MEDIA_LIMITS.pictureBytes,
  totalBytes: 2_000_000_000,
} as const;
const SLICE = 16 * 1024;
const PICTURE_NAME = /\.(jpe?g|png|webp|gif)$/i;
/** Photos in a format not taken (a phone's HEIC, a scanner's TIFF, a camera's raw …): refused where the clerk sees
 *  them (notAPicture), never skipped unseen like a file that is plainly no photo (docs/decisions.md). */
const OTHER_PICTURE_NAME = /\.(heic|heif|avif|jxl|jfif|tiff?|bmp|ico|svg|psd|dng|cr2|cr3|nef|arw|orf|rw2|raw)$/i;
/** What an operating system leaves in a folder it zips: never the clerk's files, ignored without a word. */
const SYSTEM_FILE = /^(thumbs\.db|desktop\.ini|ehthumbs\.db)$/i;

export type Refusal = 'tooLarge' | 'notAPicture' | 'unreadable';
export interface PhotoZipReport {
  entries: number;
  /** Files named like a picture, taken or not: a .zip without one is not a .zip of pictures. */
  pictures: number;
  /** The clerk's files that are plainly no photo by their name (notes.txt, a spreadsheet …): left out quietly. */
  skipped: number;
  refused: { fileName: string; reason: Refusal }[];
}

/** Calls `onPicture` with each picture file's base name and bytes, one at a time (the stream waits for it). */
export async function readPhotoZip(
  input: Readable,
  onPicture: (fileName: string, bytes: Buffer) => Promise<Refusal | null>,
): Promise<PhotoZipReport> {
  const report: PhotoZipReport = { entries: 0, pictures: 0, skipped: 0, refused: [] };
  const ready: { fileName: string; bytes: Buffer }[] = [];
  let total = 0;
  let broken: Error | null = null;
  const refuse = (fileName: string, reason: Refusal) => report.refused.push({ fileName, reason });
  const unzip = new Unzip((file: UnzipFile) => {
    const fileName = file.name.split('/').pop() ?? '';
    // Folders, macOS resource forks, hidden and system files are not photos, nor anyone's: ignored.
    if (file.name.endsWith('/') || file.name.includes('__MACOSX/') || fileName.startsWith('.')) return;
    if (SYSTEM_FILE.test(fileName)) return;
    if (++report.entries > PHOTO_ZIP_LIMITS.entries)
      throw new ShareError(400, `The .zip holds more than ${PHOTO_ZIP_LIMITS.entries} files.`, 'badSpreadsheet');
    if (!PICTURE_NAME.test(fileName) && !OTHER_PICTURE_NAME.test(fileName)) {
      report.skipped++;
      return;
    }
    report.pictures++;
    if (!PICTURE_NAME.test(fileName)) return refuse(fileName, 'notAPicture');
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = false;
    file.ondata = (error, data, final) => {
      if (over) return;
      if (error) return refuse(fileName, 'unreadable');
      size += data.length;
      total += data.length;
      if (total > PHOTO_ZIP_LIMITS.totalBytes)
        broken = new ShareError(413, 'The .zip unpacks to too much.', 'fileTooLarge');
      if (size > PHOTO_ZIP_LIMITS.fileBytes) {
        over = true;
        file.terminate();
        return refuse(fileName, 'tooLarge');
      }
      chunks.push(data);
      if (final) ready.push({ fileName, bytes: Buffer.concat(chunks) });
    };
    try {
      file.start();
    } catch {
      refuse(fileName, 'unreadable'); // a compression method other than store or deflate
    }
  });
  unzip.register(UnzipInflate);
  let received = 0;
  const drain = async () => {
    if (broken) throw broken;
    while (ready.length) {
      const { fileName, bytes } = ready.shift()!;
      const problem = await onPicture(fileName, bytes);
      if (problem) refuse(fileName, problem);
    }
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > PHOTO_ZIP_LIMITS.zipBytes) {
        input.resume();
        throw new ShareError(
          413,
          `The .zip is larger than ${PHOTO_ZIP_LIMITS.zipBytes / 1_000_000} MB.`,
          'fileTooLarge',
        );
      }
      for (let at = 0; at < chunk.length; at += SLICE) {
        unzip.push(chunk.subarray(at, at + SLICE));
        await drain();
      }
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ShareError) throw error;
    throw new ShareError(400, `The .zip could not be read (${(error as Error).message}).`, 'badSpreadsheet');
  }
  await drain();
  // Nothing named like a picture (no files, or only notes and documents): the wrong .zip was chosen.
  if (report.pictures === 0 && received > 0)
    throw new ShareError(400, 'The file is not a .zip of pictures.', 'badSpreadsheet');
  return report;
}

/** The product number and place a photo's name gives, among the numbers of the import: SB0001.jpg is the first,
 *  SB0001-2.jpg / SB0001_2.jpg the second…; a number that itself ends in -2 is taken whole first. */
export function photoTarget(
  fileName: string,
  numbers: ReadonlyMap<string, string>,
): { productNumber: string; order: number } | null {
  const stem = fileName.replace(PICTURE_NAME, '').toLowerCase();
  const exact = numbers.get(stem);
  if (exact) return { productNumber: exact, order: 0 };
  const suffixed = /^(.+?)[-_](\d{1,3})$/.exec(stem);
  const base = suffixed && numbers.get(suffixed[1]);
  return base ? { productNumber: base, order: Number(suffixed[2]) } : null;
}

/** The import's product numbers by their lower-case form (file names on Windows and macOS ignore case). */
export const numbersByName = (numbers: Iterable<string>) => new Map([...numbers].map((n) => [n.toLowerCase(), n]));
