// Which demo video and 3D model a product shows, from its picture seed. The clips (one per toy kind, made by
// `npm run media:videos`, see scripts/makeDemoVideos.ts) are committed files listed in media/videos.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toyKindFor } from './toyImage';
import { toyModelUrl } from './toyModel';

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

/** Extra detail fields for a product with a video and/or a 3D view. */
export function productMedia(seed: number, hasVideo: boolean, has3d: boolean): { videoUrl?: string; videoPosterUrl?: string; modelUrl?: string } {
  const clip = hasVideo ? demoClip(seed) : undefined;
  return {
    ...(clip ? { videoUrl: `/media/videos/${clip.video}`, videoPosterUrl: `/media/videos/${clip.poster}` } : {}),
    ...(has3d ? { modelUrl: toyModelUrl(seed) } : {}),
  };
}
