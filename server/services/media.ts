// Where a product's pictures, clip and 3D model are loaded from. A product row keeps only a picture key
// (products.image_seed) and how many pictures it has; the URLs belong to whoever serves the files. The live server
// stores no media of its own yet (there are no uploads), so the provider is set once at start: today the demo
// (server/demo/demoMedia.ts, which draws pictures from the key). The services never import the demo.
export interface MediaUrls {
  /** Picture `index` (0 = the one on cards) of the product with this picture key; '' when there is none. */
  picture(key: number, index: number): string;
  /** The detail's clip, its poster and the 3D model, for the products that have them. */
  extras(
    key: number,
    has: { video: boolean; model: boolean },
  ): { videoUrl?: string; videoPosterUrl?: string; modelUrl?: string };
  /** The bytes of a small picture, for files that embed pictures instead of linking them (the order spreadsheet).
   *  Optional: a provider that only names URLs leaves it out. */
  pictureFile?(key: number, index: number): Promise<PictureFile | null>;
}

/** PNG or JPEG only: the formats Excel embeds (it refuses SVG). Small, as a thumbnail in a cell needs. */
export interface PictureFile {
  bytes: Buffer;
  extension: 'png' | 'jpeg';
}

/** No provider: products show no pictures, clips or models (categories fall back to the company logo). */
export const noMediaUrls: MediaUrls = { picture: () => '', extras: () => ({}) };

let provider: MediaUrls = noMediaUrls;

/** Called by start.ts (and tools that call services directly) before anything is answered. */
export function setMediaUrls(urls: MediaUrls) {
  provider = urls;
}

export const mediaUrls = (): MediaUrls => provider;

/** The provider's picture file; null when it has none or offers no files (the file then goes without pictures). */
export const pictureFileOf = async (key: number, index: number): Promise<PictureFile | null> =>
  provider.pictureFile ? provider.pictureFile(key, index) : null;
