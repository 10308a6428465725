// Where a product's pictures, clip and 3D model are loaded from. Two sources, in this order: what the supplier
// uploaded (product_media, services/productMedia.ts; its files in the file store) and, when no upload exists, the
// source set once at start: the demo (server/demo/demoMedia.ts, which draws pictures from the product's picture key)
// or none. The services never import the demo; they hand a product row's `image_seed` and `media` (MEDIA_COLUMN).
import { PICTURE_SIZES, type PictureSize } from '../../protocol/productMedia';
import type { FileStore } from './fileStore';

/** A source of pictures drawn from a product's picture key (products.image_seed): the demo's. */
export interface MediaUrls {
  /** Picture `index` (0 = the one on cards) of the product with this picture key, in `size` where the source
   *  makes sizes; '' when there is none. */
  picture(key: number, index: number, size: PictureSize): string;
  /** The detail's clip, its poster and the 3D model, for the products that have them. */
  extras(
    key: number,
    has: { video: boolean; model: boolean },
  ): { videoUrl?: string; videoPosterUrl?: string; modelUrl?: string };
  /** The bytes of a small picture, for files that embed pictures instead of linking them (the order spreadsheet).
   *  Optional: a provider that only names URLs leaves it out. */
  pictureFile?(key: number, index: number): Promise<PictureFile | null>;
  /** The version of the drawings behind `picture`: in the names image search stores their vectors under
   *  (drawnPictureName), so a changed drawing's vectors are made again. */
  drawing: number;
}

/** PNG or JPEG only: the formats Excel embeds (it refuses SVG). Small, as a thumbnail in a cell needs. */
export interface PictureFile {
  bytes: Buffer;
  extension: 'png' | 'jpeg';
}

/** A product's uploads as MEDIA_COLUMN reads them: pictures' key stems in order, the video's key and its poster's stem. */
export interface UploadedMedia {
  p: string[];
  v?: { k: string; poster: string | null } | null;
}

/** What a product row carries for its media: the picture key and its uploads (null or absent when none). */
export interface MediaRef {
  image_seed: number;
  media?: UploadedMedia | null;
}

/** The SQL column (for a query over `products p`) naming a product's uploads; read into MediaRef.media. */
export const MEDIA_SQL = `(SELECT jsonb_build_object(
    'p', coalesce(jsonb_agg(m.store_key ORDER BY m.position, m.id) FILTER (WHERE m.kind = 'picture'), '[]'),
    'v', (jsonb_agg(jsonb_build_object('k', m.store_key, 'poster',
            coalesce((SELECT x.store_key FROM product_media x WHERE x.product_id = p.id AND x.kind = 'poster'),
                     (SELECT x.store_key FROM product_media x WHERE x.product_id = p.id AND x.kind = 'picture' ORDER BY x.position, x.id LIMIT 1))))
          FILTER (WHERE m.kind = 'video'))->0)
  FROM product_media m WHERE m.product_id = p.id)`;
export const MEDIA_COLUMN = `${MEDIA_SQL} AS media`;

/** No source: products show no pictures, clips or models (categories fall back to the company logo). */
export const noMediaUrls: MediaUrls = { picture: () => '', extras: () => ({}), drawing: 0 };

let provider: MediaUrls = noMediaUrls;
let store: FileStore | null = null;

/** Called by start.ts (and tools that call services directly) before anything is answered. */
export function setMediaUrls(urls: MediaUrls) {
  provider = urls;
}

/** The name a product's drawn picture (from its picture key, when it has no uploads) has in image search's stored
 *  vectors (picture_vectors.picture); `key` may be SQL text. Read when used: the source is set at start. */
export const drawnPictureName = (key: number | string) => `d${provider.drawing}:${key}`;

/** Called by buildApp: where uploaded pictures' files are read from (the order spreadsheet embeds them). */
export function setMediaStore(files: FileStore) {
  store = files;
}

/** The URL path of an uploaded picture's size; the store key is this path without the leading '/media/'. */
export const uploadedPictureUrl = (stem: string, size: PictureSize) => `/media/${stem}-${size}.webp`;
export const uploadedFileUrl = (key: string) => `/media/${key}`;
/** Excel embeds PNG or JPEG only: a small JPEG is made at upload beside the WebP sizes. */
export const SHEET_PICTURE = { suffix: '-sheet.jpg', width: 240 } as const;

const uploaded = (ref: MediaRef) => (ref.media?.p.length || ref.media?.v ? ref.media : null);

/** Picture `index` of a product in `size` (cards: thumb; detail: medium); '' when there is none. */
export function pictureUrl(ref: MediaRef, index: number, size: PictureSize = 'thumb'): string {
  const own = uploaded(ref);
  if (own) return own.p[index] ? uploadedPictureUrl(own.p[index], size) : '';
  return ref.image_seed ? provider.picture(ref.image_seed, index, size) : '';
}

/** Every picture of a product for its detail gallery (`count`: how many the demo source draws). */
export function pictureUrls(ref: MediaRef, count: number, size: PictureSize = 'medium'): string[] {
  const own = uploaded(ref);
  if (own) return own.p.map((stem) => uploadedPictureUrl(stem, size));
  return Array.from({ length: count }, (_, i) => pictureUrl(ref, i, size)).filter(Boolean);
}

/** The detail's clip with its poster, and the 3D model: an uploaded video wins over the demo's. */
export function mediaExtras(ref: MediaRef, has: { video: boolean; model: boolean }) {
  const fromSource = ref.image_seed ? provider.extras(ref.image_seed, has) : {};
  const video = ref.media?.v;
  if (!video) return uploaded(ref) ? { ...(fromSource.modelUrl ? { modelUrl: fromSource.modelUrl } : {}) } : fromSource;
  return {
    ...(fromSource.modelUrl ? { modelUrl: fromSource.modelUrl } : {}),
    videoUrl: uploadedFileUrl(video.k),
    ...(video.poster ? { videoPosterUrl: uploadedPictureUrl(video.poster, 'large') } : {}),
  };
}

/** The picture file to embed; null when there is none (the file then goes without pictures). */
export async function pictureFileOf(ref: MediaRef, index: number): Promise<PictureFile | null> {
  const own = uploaded(ref);
  if (own) {
    const file = own.p[index] && store ? await store.get(`${own.p[index]}${SHEET_PICTURE.suffix}`) : null;
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return { bytes: Buffer.concat(chunks), extension: 'jpeg' };
  }
  return ref.image_seed && provider.pictureFile ? provider.pictureFile(ref.image_seed, index) : null;
}

export const PICTURE_SIZE_NAMES = Object.keys(PICTURE_SIZES) as PictureSize[];
