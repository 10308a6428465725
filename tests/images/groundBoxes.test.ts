// Where a buyer's photo holds the toy (issue 27, server/images/pictureFeatures.ts groundBoxes): a toy on a plain
// sheet in the middle of a busy stall. The border-based objectBox sees only the stall and answers the whole photo;
// the ground square must sit around the toy, so the query has a window that describes what the catalogue stored.
import { describe, expect, it } from 'vitest';
import { groundBoxes, objectBox, type Pixels } from '../../server/images/pictureFeatures';

/** 200 x 200: stripes of many colours, a white sheet from (40, 50) to (160, 170), a red disc of radius 22 at
 *  (95, 115) on it. */
function stall(): Pixels {
  const width = 200,
    height = 200;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y) / 9);
      let rgb = [(stripe * 97) % 256, (stripe * 57 + 80) % 256, (stripe * 151 + 30) % 256];
      if (x >= 40 && x < 160 && y >= 50 && y < 170) rgb = [250, 250, 250];
      if (Math.hypot(x - 95, y - 115) <= 22) rgb = [210, 30, 40];
      data.set(rgb, (y * width + x) * 3);
    }
  return { data, width, height };
}

describe('ground boxes', () => {
  it('frame the toy on its sheet, where the border-based box frames the whole stall', () => {
    const px = stall();
    expect(objectBox(px).side).toBeGreaterThan(190);
    const [box] = groundBoxes(px);
    expect(box).toBeDefined();
    // Centred on the disc (diameter 45; the box trims a few rim pixels, as objectBox does) and about its size.
    expect(Math.abs(box!.x + box!.side / 2 - 95)).toBeLessThan(3);
    expect(Math.abs(box!.y + box!.side / 2 - 115)).toBeLessThan(3);
    expect(box!.side).toBeGreaterThan(38);
    expect(box!.side).toBeLessThan(60);
  });

  it('find nothing in a photo that is one flat colour', () => {
    const px = { data: new Uint8Array(100 * 100 * 3).fill(128), width: 100, height: 100 };
    expect(groundBoxes(px)).toEqual([]);
  });
});
