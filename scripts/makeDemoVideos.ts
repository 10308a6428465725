// Makes the demo product videos: one short clip per toy kind, the toy's 3D model turning once on a soft
// backdrop while the camera moves in and out, so each clip starts and ends on the same frame (it loops cleanly).
// Frames come from the same model and renderer as the 3D view (server/demo/toyModel.ts, src/ui/toyViewer/), piped
// to ffmpeg as raw RGB and encoded as VP9/WebM, with a JPEG poster of the first frame.
//
//   apt-get install -y ffmpeg      (only needed here: nothing at runtime, in CI or in `npm start` uses ffmpeg)
//   npm run media:videos            writes server/demo/media/videos/<kind>.<hash>.{webm,jpg} and server/demo/media/videos.json
//
// File names carry a hash of the clip, so the server can cache them for a year and a new clip gets a new URL.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toyColours, toyKindFor, toyKinds, lighten, type ToyKind } from '../server/demo/toyImage';
import { toyModel } from '../server/demo/toyModel';
import { DEMO_VIDEO_DIR, DEMO_VIDEO_MANIFEST, type DemoClip } from '../server/demo/demoMedia';
import { buildToyMesh } from '../src/ui/toyViewer/toyMesh';
import { ToyRenderer } from '../src/ui/toyViewer/toyRenderer';

const SIZE = 600; // square, like the gallery and the pictures
const SUPERSAMPLE = 2;
const FPS = 25;
const SECONDS = 5;
const CRF = Number(process.env.CRF ?? 42);
/** Each clip stays under this: a busier toy (the lettered blocks) is encoded again at a lower quality. */
const MAX_BYTES = 280 * 1024;
const FIRST_SEED = 1000; // the first seed of each kind from here on is the clip's toy
/** Kinds with a classic colour get it in their clip: most teddies on the page are not pink. */
const CLASSIC: Partial<Record<ToyKind, string>> = { teddy: '#c8894f', duck: '#ffd23f' };

if (spawnSync('ffmpeg', ['-version']).error) {
  console.error('ffmpeg is needed to make the demo videos: apt-get install -y ffmpeg');
  process.exit(1);
}

const rgb = (c: string) =>
  [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)] as const;
const ease = (u: number) => 0.5 - 0.5 * Math.cos(Math.PI * u);

function backdrop(main: string): Float32Array {
  const [r0, g0, b0] = rgb(lighten(main, 0.93));
  const [r1, g1, b1] = rgb(lighten(main, 0.68));
  const out = new Float32Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      // The pictures' radial backdrop: light just above the middle, darker to the corners.
      const t = Math.min(1, Math.hypot(x / SIZE - 0.5, y / SIZE - 0.42) / 0.75);
      const o = (y * SIZE + x) * 3;
      out[o] = r0 + (r1 - r0) * t;
      out[o + 1] = g0 + (g1 - g0) * t;
      out[o + 2] = b0 + (b1 - b0) * t;
    }
  }
  return out;
}

/** Downscales the supersampled render and lays it over the backdrop. */
function compose(pixels: Uint8ClampedArray, back: Float32Array, frame: Buffer) {
  const big = SIZE * SUPERSAMPLE,
    n = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let r = 0,
        g = 0,
        b = 0;
      const o = (y * SIZE + x) * 3;
      for (let j = 0; j < SUPERSAMPLE; j++) {
        for (let i = 0; i < SUPERSAMPLE; i++) {
          const p = ((y * SUPERSAMPLE + j) * big + x * SUPERSAMPLE + i) * 4;
          const a = pixels[p + 3]! / 255;
          r += pixels[p]! * a + back[o]! * (1 - a);
          g += pixels[p + 1]! * a + back[o + 1]! * (1 - a);
          b += pixels[p + 2]! * a + back[o + 2]! * (1 - a);
        }
      }
      frame[o] = Math.round(r / n);
      frame[o + 1] = Math.round(g / n);
      frame[o + 2] = Math.round(b / n);
    }
  }
}

async function encode(kind: string, seed: number, crf: number): Promise<DemoClip> {
  const model = toyModel(seed);
  const mesh = buildToyMesh(model);
  const renderer = new ToyRenderer(mesh, SIZE * SUPERSAMPLE, SIZE * SUPERSAMPLE);
  const back = backdrop(toyColours(seed).m);
  const outline = parseInt(model.outline.slice(1), 16);
  const webm = join(DEMO_VIDEO_DIR, `${kind}.tmp.webm`);
  const jpg = join(DEMO_VIDEO_DIR, `${kind}.tmp.jpg`);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${SIZE}x${SIZE}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-g',
      String(FPS * 2),
      '-an',
      '-metadata',
      `title=Demo toy: ${kind}`,
      webm,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  const frames = FPS * SECONDS;
  const frame = Buffer.alloc(SIZE * SIZE * 3);
  for (let i = 0; i < frames; i++) {
    const u = i / frames; // the last frame is one step short of the first: the loop has no double frame
    renderer.render(
      {
        yaw: model.view.yaw + 360 * ease(u),
        pitch: model.view.pitch + 10 * Math.sin(2 * Math.PI * u),
        zoom: (model.view.zoom ?? 1) * (0.9 + 0.14 * Math.sin(Math.PI * u)),
      },
      { outlineColor: outline, outlineWidth: 2.6 * SUPERSAMPLE, shadow: true },
    );
    compose(renderer.pixels, back, frame);
    if (i === 0)
      spawnSync(
        'ffmpeg',
        [
          '-y',
          '-loglevel',
          'error',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${SIZE}x${SIZE}`,
          '-i',
          '-',
          '-frames:v',
          '1',
          '-q:v',
          '4',
          jpg,
        ],
        { input: frame },
      );
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const hash = createHash('sha256').update(readFileSync(webm)).digest('hex').slice(0, 10);
  const video = `${kind}.${hash}.webm`,
    poster = `${kind}.${hash}.jpg`;
  renameSync(webm, join(DEMO_VIDEO_DIR, video));
  renameSync(jpg, join(DEMO_VIDEO_DIR, poster));
  return {
    video,
    poster,
    bytes: statSync(join(DEMO_VIDEO_DIR, video)).size,
    seconds: SECONDS,
    width: SIZE,
    height: SIZE,
  };
}

mkdirSync(DEMO_VIDEO_DIR, { recursive: true });
const only = process.argv.slice(2);
const manifest: Record<string, DemoClip> = (() => {
  try {
    return JSON.parse(readFileSync(DEMO_VIDEO_MANIFEST, 'utf8'));
  } catch {
    return {};
  }
})();
for (const kind of toyKinds) {
  if (only.length && !only.includes(kind)) continue;
  let seed = FIRST_SEED;
  while (toyKindFor(seed) !== kind || (CLASSIC[kind] && toyColours(seed).m !== CLASSIC[kind])) seed++;
  let crf = CRF;
  let clip = await encode(kind, seed, crf);
  while (clip.bytes > MAX_BYTES && crf < 60) {
    rmSync(join(DEMO_VIDEO_DIR, clip.video));
    rmSync(join(DEMO_VIDEO_DIR, clip.poster));
    crf += 3;
    clip = await encode(kind, seed, crf);
  }
  manifest[kind] = clip;
  console.log(`${kind.padEnd(9)} seed ${seed}  crf ${crf}  ${clip.video}  ${(clip.bytes / 1024).toFixed(0)} KB`);
}
const sorted = Object.fromEntries(toyKinds.filter((k) => manifest[k]).map((k) => [k, manifest[k]!]));
writeFileSync(DEMO_VIDEO_MANIFEST, JSON.stringify(sorted, null, 2) + '\n');
// Clips no longer listed are removed, so the folder holds exactly what the manifest names.
const keep = new Set(Object.values(sorted).flatMap((c) => [c.video, c.poster]));
for (const file of readdirSync(DEMO_VIDEO_DIR)) if (!keep.has(file)) rmSync(join(DEMO_VIDEO_DIR, file));
const total = Object.values(sorted).reduce((sum, c) => sum + c.bytes, 0);
console.log(`${Object.keys(sorted).length} clips, ${(total / 1024).toFixed(0)} KB of video in ${DEMO_VIDEO_DIR}`);
