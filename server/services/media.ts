// Where a product's pictures, clip and 3D model are loaded from. A product row keeps only a picture key
// (products.image_seed) and how many pictures it has; the URLs belong to whoever serves the files. The live server
// stores no media of its own yet (there are no uploads), so the provider is set once at start: today the demo
// (server/demo/demoMedia.ts, which draws pictures from the key). The services never import the demo.
export interface MediaUrls {
  /** Picture `index` (0 = the one on cards) of the product with this picture key; '' when there is none. */
  picture(key: number, index: number): string;
  /** The detail's clip, its poster and the 3D model, for the products that have them. */
  extras(key: number, has: { video: boolean; model: boolean }): { videoUrl?: string; videoPosterUrl?: string; modelUrl?: string };
}

/** No provider: products show no pictures, clips or models (categories fall back to the company logo). */
export const noMediaUrls: MediaUrls = { picture: () => '', extras: () => ({}) };

let provider: MediaUrls = noMediaUrls;

/** Called by start.ts (and tools that call services directly) before anything is answered. */
export function setMediaUrls(urls: MediaUrls) {
  provider = urls;
}

export const mediaUrls = (): MediaUrls => provider;
