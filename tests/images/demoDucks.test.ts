// The demo's ducks (issue 27's bench): every duck product whose drawing differs shows a picture of its own. The
// duck's yellows repeat across palettes, so a duck drawn only in its main colour showed the very same picture
// for products of different palettes — a buyer browsing the demo saw twins, and no picture search could tell them
// apart.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { toyImageSvg, toyKindFor } from '../../server/demo/toyImage';

const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

describe('demo duck pictures', () => {
  it('differ in their pixels whenever their drawings differ', async () => {
    const ducks = Array.from({ length: 600 }, (_, i) => i + 1).filter((seed) => toyKindFor(seed) === 'duck');
    const drawings = new Set<string>();
    const pictures = new Set<string>();
    for (const seed of ducks) {
      // The drawing without its per-picture gradient ids, which name but do not change anything drawn.
      drawings.add(md5(toyImageSvg(seed, 0).replaceAll(`t${seed}_0`, 'x')));
      const pixels = await sharp(Buffer.from(toyImageSvg(seed, 0)))
        .resize(120, 120)
        .raw()
        .toBuffer();
      pictures.add(md5(pixels));
    }
    expect(drawings.size).toBeGreaterThan(10);
    expect(pictures.size).toBe(drawings.size);
  }, 60_000);
});
