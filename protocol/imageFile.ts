// Chat image uploads (spec: PNG, JPG, JPEG, BMP, ICO, GIF, at most 5,000,000 bytes) are judged by their bytes, never
// by the file name or the Content-Type the client claims: a renamed executable or an SVG (which can run script)
// must not pass. The server's check is the authoritative one; the browser runs the same code for an early message.
// Shared byte for byte by browser and server: plain Uint8Array/DataView, no Node APIs.
import { UPLOAD_LIMIT_BYTES } from './constants';

export const CHAT_IMAGE_MAX_BYTES: number = UPLOAD_LIMIT_BYTES.chatImage;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'ico';

/** The Content-Type to store and serve each kind with (chosen from the content, not taken from the upload). */
export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
};

export type ImageProblem = 'empty' | 'notAnImage' | 'truncated' | 'tooLarge';

export type ImageCheck =
  { ok: true; kind: ImageKind; width: number; height: number } | { ok: false; problem: ImageProblem };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SIGNATURES: [ImageKind, number[]][] = [
  ['png', PNG_SIGNATURE],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [...'GIF87a'].map((c) => c.charCodeAt(0))],
  ['gif', [...'GIF89a'].map((c) => c.charCodeAt(0))],
  ['bmp', [0x42, 0x4d]],
  ['ico', [0x00, 0x00, 0x01, 0x00]],
];

/** Only the first bytes (for a quick browser check before reading everything): kind or null. */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((b, i) => head[i] === b)) return kind;
  }
  return null;
}

const fail = (problem: ImageProblem): ImageCheck => ({ ok: false, problem });
// Shared answers, frozen so that a caller changing one cannot change the next caller's.
const TRUNCATED = Object.freeze(fail('truncated'));
const NOT_AN_IMAGE = Object.freeze(fail('notAnImage'));

/** Looks at the whole file's bytes. */
export function checkImage(bytes: Uint8Array, maxBytes = CHAT_IMAGE_MAX_BYTES): ImageCheck {
  if (bytes.length === 0) return fail('empty');
  if (bytes.length > maxBytes) return fail('tooLarge');
  const kind = sniffImageKind(bytes);
  if (kind === null) return NOT_AN_IMAGE;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = READERS[kind](bytes, view);
  if (!('width' in size)) return size;
  // A zero-sized picture is nothing to show: refuse it rather than store an invisible file.
  if (!(size.width >= 1 && size.height >= 1)) return NOT_AN_IMAGE;
  return { ok: true, kind, width: size.width, height: size.height };
}

type Size = { width: number; height: number };
type Reader = (b: Uint8Array, v: DataView) => Size | ImageCheck;

// Each reader walks the file's own structure to its declared end, so a cut-off upload (a dropped connection) is
// caught here instead of showing as a broken picture in the chat.
const READERS: Record<ImageKind, Reader> = {
  png(b, v) {
    // Chunks: length (4), type (4), data, CRC (4). The CRC is not checked: a bad one is damage, not danger.
    let size: Size | null = null;
    for (let p = 8; ;) {
      if (p + 8 > b.length) return TRUNCATED;
      const length = v.getUint32(p);
      const type = String.fromCharCode(b[p + 4], b[p + 5], b[p + 6], b[p + 7]);
      const end = p + 12 + length;
      if (size === null && (type !== 'IHDR' || length !== 13)) return NOT_AN_IMAGE; // IHDR must come first
      if (end > b.length) return TRUNCATED;
      size ??= { width: v.getUint32(16), height: v.getUint32(20) };
      if (type === 'IEND') return size;
      p = end;
    }
  },

  jpeg(b, v) {
    let size: Size | null = null;
    let p = 2;
    for (;;) {
      if (p + 2 > b.length) return TRUNCATED;
      if (b[p] !== 0xff) return NOT_AN_IMAGE;
      const marker = b[p + 1];
      if (marker === 0xff) {
        p += 1;
        continue;
      } // fill byte before a marker
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        p += 2;
        continue;
      } // standalone, no length
      if (marker === 0xd9 || marker === 0xd8 || marker === 0x00) return NOT_AN_IMAGE; // end before any scan, or junk
      if (p + 4 > b.length) return TRUNCATED;
      const length = v.getUint16(p + 2);
      if (length < 2) return NOT_AN_IMAGE;
      const end = p + 2 + length;
      if (end > b.length) return TRUNCATED;
      // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but are not frames.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (length < 8) return NOT_AN_IMAGE;
        size = { height: v.getUint16(p + 5), width: v.getUint16(p + 7) };
      }
      p = end;
      if (marker !== 0xda) continue;
      if (size === null) return NOT_AN_IMAGE; // a scan with no frame header cannot be drawn
      // Entropy-coded data: FF 00 is a stuffed byte and FF D0–D7 a restart, both part of the scan. Any other marker
      // ends it: EOI closes the file (what follows is ignored); another (a progressive file's next table or scan)
      // goes back to the segment walk.
      for (;;) {
        while (p < b.length && b[p] !== 0xff) p++;
        if (p + 1 >= b.length) return TRUNCATED;
        const next = b[p + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
          p += next === 0xff ? 1 : 2;
          continue;
        }
        if (next === 0xd9) return size;
        break;
      }
    }
  },

  gif(b, v) {
    // Header (6) + logical screen descriptor (7), then an optional global colour table, then blocks up to the
    // trailer 3B. Walking the blocks (rather than looking at the last byte) keeps a 3B inside the data from passing.
    if (b.length < 13) return TRUNCATED;
    const size = { width: v.getUint16(6, true), height: v.getUint16(8, true) };
    const colourTable = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
    let p = 13 + colourTable(b[10]);
    let frames = 0;
    const skipSubBlocks = (): boolean => {
      for (;;) {
        if (p >= b.length) return false;
        const n = b[p];
        p += 1 + n;
        if (n === 0) return true;
      }
    };
    for (;;) {
      if (p >= b.length) return TRUNCATED;
      const block = b[p];
      if (block === 0x3b) return frames > 0 ? size : NOT_AN_IMAGE;
      if (block === 0x21) {
        p += 2; // introducer, label
      } else if (block === 0x2c) {
        if (p + 10 > b.length) return TRUNCATED;
        p += 10 + colourTable(b[p + 9]) + 1; // descriptor, local colour table, LZW minimum code size
        frames++;
      } else {
        return NOT_AN_IMAGE;
      }
      if (!skipSubBlocks()) return TRUNCATED;
    }
  },

  bmp(b, v) {
    if (b.length < 18) return TRUNCATED;
    const dibSize = v.getUint32(14, true);
    // Known DIB headers: 12 (OS/2 core), 40 (Windows), 52/56 (with masks), 64 (OS/2 2), 108 (v4), 124 (v5).
    if (![12, 40, 52, 56, 64, 108, 124].includes(dibSize)) return NOT_AN_IMAGE;
    if (v.getUint32(2, true) > b.length || b.length < 14 + dibSize) return TRUNCATED;
    const pixels = v.getUint32(10, true);
    if (pixels < 14 + dibSize) return NOT_AN_IMAGE;
    if (pixels >= b.length) return TRUNCATED;
    if (dibSize === 12) return { width: v.getUint16(18, true), height: v.getUint16(20, true) };
    const width = v.getInt32(18, true);
    const height = Math.abs(v.getInt32(22, true)); // negative: rows stored top-down
    // Uncompressed rows have a known size: this catches a cut file even when the file size field says 0.
    const bitsPerPixel = v.getUint16(28, true);
    if (
      v.getUint32(30, true) === 0 &&
      width > 0 &&
      pixels + Math.ceil((width * bitsPerPixel) / 32) * 4 * height > b.length
    ) {
      return TRUNCATED;
    }
    return { width, height };
  },

  ico(b, v) {
    if (b.length < 6) return TRUNCATED;
    const count = v.getUint16(4, true);
    if (count < 1 || count > 256) return NOT_AN_IMAGE;
    const directoryEnd = 6 + 16 * count;
    if (directoryEnd > b.length) return TRUNCATED;
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = v.getUint32(entry + 8, true);
      const offset = v.getUint32(entry + 12, true);
      if (size === 0 || offset < directoryEnd) return NOT_AN_IMAGE;
      if (offset + size > b.length) return TRUNCATED;
      // Each entry holds a PNG or a bare DIB (whose header begins with its own size, 40): nothing else is an icon.
      const isPng = size >= 8 && PNG_SIGNATURE.every((x, j) => b[offset + j] === x);
      if (!isPng && (size < 40 || v.getUint32(offset, true) !== 40)) return NOT_AN_IMAGE;
    }
    return { width: b[6] || 256, height: b[7] || 256 }; // a 0 byte means 256
  },
};
