// A product's pictures and video as the supplier uploads them (issue 23). Shared by browser (an early message before
// the bytes travel) and server (the authoritative check): limits, the sizes made at upload, and the video sniffer.
// Videos are judged by their bytes like pictures (protocol/imageFile.ts), never by name or declared type.

/** At most this many bytes per upload: a phone photo is 3-12 MB; a short product clip fits in 50 MB. */
export const PRODUCT_MEDIA_LIMITS = {
  pictureBytes: 20_000_000,
  videoBytes: 50_000_000,
  /** Decoded size guard: a small file that decodes to a gigapixel would exhaust memory. */
  picturePixels: 50_000_000,
  picturesPerProduct: 30,
} as const;

/** The WebP sizes made at upload: the longest side in pixels (never enlarged). Cards, detail gallery, zoom. */
export const PICTURE_SIZES = { thumb: 400, medium: 1000, large: 2000 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** The `sizes` of the detail page's picture: the whole width of a phone, 600 px beside the facts on a desktop. The
 *  server's preload of it says the same, so the browser fetches the one it will show (server/http/web.ts). */
export const DETAIL_PICTURE_SIZES = '(max-width: 700px) 100vw, 600px';

/** The `sizes` of a product card's picture: two cards a row on a phone, about 260 px wide on a desktop. The product
 *  centre's preload of its first cards says the same (src/features/catalogue/search/preloadPictures.ts). */
export const CARD_PICTURE_SIZES = '(max-width: 700px) 50vw, 260px';

/** The `srcset` of an uploaded picture from the address of any of its sizes (server/services/media.ts names them
 *  `<stem>-<size>.webp`), so a phone's card takes the 400 px one and a sharp screen's the 1,000 px one (issue
 *  29); undefined for other pictures (drawn demo media, addresses elsewhere), which come in one size. Sizes above
 *  `upTo` are left out: a phone of three device pixels a point would otherwise fetch the zoom's 2,000 px picture. */
export function pictureSrcSet(url: string, upTo: PictureSize = 'medium'): string | undefined {
  const stem = /^(\/media\/[^?#]+)-(?:thumb|medium|large)\.webp$/.exec(url)?.[1];
  if (!stem) return undefined;
  return Object.entries(PICTURE_SIZES)
    .filter(([, width]) => width <= PICTURE_SIZES[upTo])
    .map(([size, width]) => `${stem}-${size}.webp ${width}w`)
    .join(', ');
}

export type VideoKind = 'webm' | 'mp4';
export const VIDEO_CONTENT_TYPES: Record<VideoKind, string> = { webm: 'video/webm', mp4: 'video/mp4' };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
// ISO base media brands a browser plays as video/mp4 (QuickTime 'qt  ' is left out: browsers other than Safari refuse it).
const MP4_BRANDS = /^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |MSNV|mmp4)$/;

/** The kind of video these first bytes (64 are enough) start, or null. WebM: an EBML header whose DocType is webm. */
export function sniffVideoKind(head: Uint8Array): VideoKind | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.test(ascii(head, 8, 12))) return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return ascii(head, 4, Math.min(head.length, 64)).includes('webm') ? 'webm' : null;
  return null;
}
