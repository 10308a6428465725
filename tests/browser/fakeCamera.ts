// Chromium's fake camera: its launch flags, and a clip for it (--use-file-for-fake-video-capture), a Y4M file
// (YUV4MPEG2, raw 4:2:0 frames), white with an optional QR code or EAN-13 barcode drawn in the middle. The QR modules come from qrcode.react's own encoder, read
// back from the SVG path it renders (one `M x y h w v1 H x z` run per row segment); the EAN-13's bars from the GS1
// tables below (no barcode renderer is installed, and the code is 30 lines).
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

/** Chromium flags for a camera that plays `clip`; `grant` answers the permission prompt yes, else it is refused. */
export const fakeCameraFlags = (clip: string, grant: boolean) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${clip}`,
  ...(grant ? ['--use-fake-ui-for-media-stream'] : []),
];

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_MODULES = 4;

/** Dark modules of `text`'s QR code, as [x, y] cells of a size × size grid. */
function qrModules(text: string): { size: number; dark: Set<string> } {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M' }));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const dark = new Set<string>();
  const path = /fill="#000000" d="([^"]+)"/.exec(svg)![1];
  for (const run of path.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    const [x, y, w] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let i = 0; i < w; i++) dark.add(`${x + i},${y}`);
  }
  return { size, dark };
}

// EAN-13: each digit's seven modules (1 = bar) in the left half's odd (L) or even (G) set, or the right half's (R);
// the first digit is not drawn, it chooses the left half's L/G pattern.
const R_CODES = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const L_CODES = R_CODES.map((r) => [...r].map((m) => (m === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((r) => [...r].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 (13 digits, check digit included), '1' for a bar. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const left = digits
    .slice(1, 7)
    .map((d, i) => (PARITY[digits[0]][i] === 'L' ? L_CODES : G_CODES)[d])
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R_CODES[d])
    .join('');
  return `101${left}01010${right}101`;
}

/** Writes a `frames`-frame clip to `path`: the QR of `text` centred, an EAN-13's bars with `{ ean13 }`, or a blank
 *  picture without either. */
export function writeCameraClip(path: string, text: string | { ean13: string } | null, frames = 4) {
  // A code on white paper; without one, a dim grey scene, as a camera pointed at a stand shows.
  const luma = Buffer.alloc(WIDTH * HEIGHT, text ? 235 : 90);
  if (text && typeof text === 'object') {
    const modules = ean13Modules(text.ean13);
    const scale = 3; // 285 px of bars: inside the 350 px scan box with a quiet zone either side
    const left = Math.floor((WIDTH - modules.length * scale) / 2);
    const top = Math.floor(HEIGHT / 2 - 80);
    for (let y = 0; y < 160; y++)
      for (let x = 0; x < modules.length * scale; x++)
        if (modules[Math.floor(x / scale)] === '1') luma[(top + y) * WIDTH + left + x] = 16;
  } else if (text) {
    const { size, dark } = qrModules(text);
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / 1.6 / (size + 2 * QUIET_MODULES));
    const side = size * scale;
    const left = Math.floor((WIDTH - side) / 2);
    const top = Math.floor((HEIGHT - side) / 2);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++)
        if (dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`)) luma[(top + y) * WIDTH + left + x] = 16;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
