// Cases for protocol/imageFile.ts (chat image uploads are judged by content, never by name):
// - sniffImageKind: each kind from its first bytes only; null for unknown or too-short heads.
// - checkImage, each kind (PNG, JPEG, GIF, BMP, ICO): a real 3×2 file is ok with width 3 / height 2 and its content type;
//   cut at half → 'truncated'; cut at EVERY shorter length → never ok.
// - empty → 'empty'; over maxBytes → 'tooLarge', exactly maxBytes is accepted; the default limit is 5,000,000 bytes.
// - not images, whatever name or type they were sent with: an "MZ" (PE) executable sent as photo.png, ELF, an SVG
//   with <script>, HTML → 'notAnImage'.
// - details: PNG of width 0 → notAnImage; PNG without IEND → truncated; JPEG with bytes after EOI → ok; JPEG with a
//   second table + scan (progressive layout) is walked to its EOI; BMP stored top-down (negative height); ICO width
//   byte 0 = 256; a Uint8Array view at a non-zero offset.
// - fast-check: random bytes (bare, or behind each signature) and valid files with random bytes changed never throw,
//   and any ok result has width ≥ 1 and height ≥ 1.
//
// The samples are real files, 3 wide and 2 high (so a width/height swap shows): PNG and JPEG from Chromium's canvas
// encoder (the JPEG's ICC segment removed), GIF, BMP and ICO (one 32-bit DIB) written by hand; Chromium decodes all
// five as 3×2.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHAT_IMAGE_MAX_BYTES,
  IMAGE_CONTENT_TYPES,
  checkImage,
  sniffImageKind,
  type ImageKind,
} from '../../protocol/imageFile';

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const fromText = (text: string) => new TextEncoder().encode(text);

const SAMPLES: Record<ImageKind, Uint8Array> = {
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAF0lEQVR4AWI6Y2z833jm//8gmokBCQAAAAD//8W/Z50AAAAGSURBVAMAikQHMV2KjtAAAAAASUVORK5CYII=',
  ),
  jpeg: fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
      '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QA' +
      'FQABAQAAAAAAAAAAAAAAAAAAAAT/xAAZEAEAAgMAAAAAAAAAAAAAAAAAAQMycrH/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBv/EABoRAAICAwAAAAAAAAAAAAAA' +
      'AAABAgMyM3H/2gAMAwEAAhEDEQA/AIrMo1jgA1mbKCrXHiP/2Q==',
  ),
  gif: fromBase64('R0lGODlhAwACAIAAAP8AAAAA/ywAAAAAAwACAAACBQRDMARTADs='),
  bmp: fromBase64(
    'Qk1OAAAAAAAAADYAAAAoAAAAAwAAAAIAAAABABgAAAAAABgAAAATCwAAEwsAAAAAAAAAAAAAAIAAIIAAQIAAAAAAAID/IID/QID/AAAA',
  ),
  ico: fromBase64(
    'AAABAAEAAwIAAAEAIABIAAAAFgAAACgAAAADAAAABAAAAAEAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AAD//wAA//8AAP//AAD//wAA//8AAP8AAAAAAAAAAA==',
  ),
};
const KINDS = Object.keys(SAMPLES) as ImageKind[];

const patched = (bytes: Uint8Array, at: number, values: number[]) => {
  const copy = bytes.slice();
  copy.set(values, at);
  return copy;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

describe('sniffImageKind', () => {
  it.each(KINDS)('knows %s from its first 16 bytes', (kind) => {
    expect(sniffImageKind(SAMPLES[kind].subarray(0, 16))).toBe(kind);
  });

  it('returns null for unknown or too-short heads', () => {
    expect(sniffImageKind(new Uint8Array())).toBeNull();
    expect(sniffImageKind(SAMPLES.png.subarray(0, 7))).toBeNull();
    expect(sniffImageKind(fromText('GIF88a'))).toBeNull();
    expect(sniffImageKind(fromText('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('checkImage: the five kinds', () => {
  it.each(KINDS)('accepts a real 3×2 %s', (kind) => {
    expect(checkImage(SAMPLES[kind])).toEqual({ ok: true, kind, width: 3, height: 2 });
  });

  it('maps each kind to its content type', () => {
    expect(IMAGE_CONTENT_TYPES).toEqual({
      png: 'image/png',
      jpeg: 'image/jpeg',
      gif: 'image/gif',
      bmp: 'image/bmp',
      ico: 'image/x-icon',
    });
  });

  it.each(KINDS)('calls a %s cut at half truncated', (kind) => {
    const bytes = SAMPLES[kind];
    expect(checkImage(bytes.subarray(0, bytes.length >> 1))).toEqual({ ok: false, problem: 'truncated' });
  });

  // The samples are a few hundred bytes at most, so every cut is checked rather than a random few.
  it.each(KINDS)('never accepts a %s cut at any shorter length', (kind) => {
    const bytes = SAMPLES[kind];
    for (let cut = 0; cut < bytes.length; cut++) {
      const result = checkImage(bytes.subarray(0, cut));
      if (result.ok) throw new Error(`${kind} cut at ${cut} of ${bytes.length} passed`);
    }
  });
});

describe('checkImage: refusals', () => {
  it('calls 0 bytes empty', () => {
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
  });

  it('applies maxBytes: over is tooLarge, exactly the limit is accepted', () => {
    const png = SAMPLES.png;
    expect(checkImage(png, png.length - 1)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkImage(png, png.length)).toMatchObject({ ok: true, kind: 'png' });
  });

  it('defaults to the spec limit of 5,000,000 bytes', () => {
    expect(CHAT_IMAGE_MAX_BYTES).toBe(5_000_000);
    // A PNG padded after IEND (decoders ignore what follows it) to exactly the limit, then one byte over.
    const atLimit = new Uint8Array(CHAT_IMAGE_MAX_BYTES);
    atLimit.set(SAMPLES.png);
    expect(checkImage(atLimit)).toMatchObject({ ok: true, kind: 'png' });
    const over = new Uint8Array(CHAT_IMAGE_MAX_BYTES + 1);
    over.set(SAMPLES.png);
    expect(checkImage(over)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('refuses a Windows executable sent as photo.png with type image/png (the name and type are never read)', () => {
    const upload = { name: 'photo.png', type: 'image/png', bytes: concat(fromText('MZ'), new Uint8Array(62)) };
    expect(checkImage(upload.bytes)).toEqual({ ok: false, problem: 'notAnImage' });
  });

  it('refuses an ELF executable', () => {
    expect(checkImage(concat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), new Uint8Array(57)))).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
  });

  it('refuses SVG (it can run script), with or without an XML declaration', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><script>alert(document.cookie)</script></svg>';
    expect(checkImage(fromText(svg))).toEqual({ ok: false, problem: 'notAnImage' });
    expect(checkImage(fromText(`<?xml version="1.0"?>\n${svg}`))).toEqual({ ok: false, problem: 'notAnImage' });
  });

  it('refuses HTML and plain text', () => {
    expect(checkImage(fromText('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'))).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    expect(checkImage(fromText('hello'))).toEqual({ ok: false, problem: 'notAnImage' });
  });
});

describe('checkImage: format details', () => {
  it('refuses a PNG of width 0', () => {
    expect(checkImage(patched(SAMPLES.png, 16, [0, 0, 0, 0]))).toEqual({ ok: false, problem: 'notAnImage' });
  });

  it('calls a PNG whose last chunk is not IEND truncated', () => {
    expect(checkImage(SAMPLES.png.subarray(0, SAMPLES.png.length - 12))).toEqual({ ok: false, problem: 'truncated' });
  });

  it('accepts bytes after a JPEG EOI', () => {
    expect(checkImage(concat(SAMPLES.jpeg, new Uint8Array([0, 0, 0, 0])))).toMatchObject({
      ok: true,
      width: 3,
      height: 2,
    });
  });

  it('walks a JPEG with a table and a second scan after the first (the progressive layout) to its EOI', () => {
    const jpeg = SAMPLES.jpeg;
    const sos = jpeg.findLastIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xda);
    const secondScan = jpeg.subarray(sos, jpeg.length - 2); // SOS segment and its data, without EOI
    const dht = new Uint8Array([0xff, 0xc4, 0x00, 0x02]);
    const twoScans = concat(jpeg.subarray(0, jpeg.length - 2), dht, secondScan, new Uint8Array([0xff, 0xd9]));
    expect(checkImage(twoScans)).toMatchObject({ ok: true, kind: 'jpeg', width: 3, height: 2 });
    expect(checkImage(twoScans.subarray(0, twoScans.length - 1))).toEqual({ ok: false, problem: 'truncated' });
  });

  it('reads a top-down BMP (negative height) as positive', () => {
    expect(checkImage(patched(SAMPLES.bmp, 22, [0xfe, 0xff, 0xff, 0xff]))).toEqual({
      ok: true,
      kind: 'bmp',
      width: 3,
      height: 2,
    });
  });

  it('reads an ICO width or height byte of 0 as 256', () => {
    expect(checkImage(patched(SAMPLES.ico, 6, [0, 0]))).toEqual({ ok: true, kind: 'ico', width: 256, height: 256 });
  });

  it('reads a Uint8Array that views a larger buffer at an offset', () => {
    const big = concat(new Uint8Array(7), SAMPLES.gif, new Uint8Array(5));
    expect(checkImage(big.subarray(7, 7 + SAMPLES.gif.length))).toEqual({ ok: true, kind: 'gif', width: 3, height: 2 });
  });
});

describe('checkImage: properties', () => {
  const sane = (bytes: Uint8Array) => {
    const result = checkImage(bytes);
    if (result.ok) return result.width >= 1 && result.height >= 1;
    return ['empty', 'notAnImage', 'truncated', 'tooLarge'].includes(result.problem);
  };

  it('never throws on random bytes, and an ok result has a real size', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 512 }), sane), { numRuns: 2000 });
  });

  it('never throws on random bytes behind each signature', () => {
    const heads = KINDS.map((kind) => SAMPLES[kind].subarray(0, kind === 'png' ? 8 : 4));
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 512 }), (head, tail) =>
        sane(concat(head, tail)),
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on valid files with random bytes changed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        (kind, changes) => {
          const bytes = SAMPLES[kind].slice();
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          return sane(bytes);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
