// The demo's media URLs: which pictures, video and 3D model a product shows, from its picture seed. The clips (one
// per toy kind, made by `npm run media:videos`, see scripts/makeDemoVideos.ts) are committed files listed in
// media/videos.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toyKindFor, toyPictureUrl, TOY_DRAWING_VERSION } from './toyImage';
import { toyModelUrl } from './toyModel';
import { demoPictureFile } from './toyThumbnail';
import type { MediaUrls } from '../services/media';

export interface DemoClip {
  video: string;
  poster: string;
  bytes: number;
  seconds: number;
  width: number;
  height: number;
}

export const DEMO_VIDEO_DIR = fileURLToPath(new URL('./media/videos/', import.meta.url));
export const DEMO_VIDEO_MANIFEST = fileURLToPath(new URL('./media/videos.json', import.meta.url));

function readManifest(): Record<string, DemoClip> {
  try {
    return JSON.parse(readFileSync(DEMO_VIDEO_MANIFEST, 'utf8')) as Record<string, DemoClip>;
  } catch {
    return {}; // no clips made yet: products simply show no video
  }
}
const clips = readManifest();

/** The clip of this toy's kind: a video of the same kind of toy as the product's pictures. */
export function demoClip(seed: number): DemoClip | undefined {
  return clips[toyKindFor(seed)];
}

/** How the demo names its media (services/media.ts): pictures drawn from the key by mediaRoutes.ts, the clip of the
 * toy's kind, the model generated from the key. start.ts sets it when demo data is on. */
export const demoMediaUrls: MediaUrls = {
  picture: toyPictureUrl,
  drawing: TOY_DRAWING_VERSION,
  extras(seed, has) {
    const clip = has.video ? demoClip(seed) : undefined;
    return {
      ...(clip ? { videoUrl: `/media/videos/${clip.video}`, videoPosterUrl: `/media/videos/${clip.poster}` } : {}),
      ...(has.model ? { modelUrl: toyModelUrl(seed) } : {}),
    };
  },
  pictureFile: async (seed, index) => demoPictureFile(seed, index),
};

// The picture files are drawn in toyThumbnail.ts; tests/api/orderWorkbook.test.ts still asks this module for them.
export { demoPictureFile };
