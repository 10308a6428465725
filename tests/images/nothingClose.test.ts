// "Nothing close" (issue 27, server/images/nothingClose.ts): a photo of green and yellow balls stacked on a table
// is not answered with the catalogue's green dinosaur, although the vectors alone find the dinosaur close (their
// similarity is over the line); a photo of the dinosaur itself still finds it, first. The rule alone: nothing is
// close when no candidate reaches the vectors' line, or when every checked candidate fits the photo badly; a
// candidate not checked yet (its square not made) leaves the decision to the vectors.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { toyImageSvg } from '../../server/demo/toyImage';
import {
  DECODE_SIDE,
  decodePicture,
  pictureFeaturesOf,
  queryBoxes,
  queryFeaturesOf,
  QUERY_SIDE,
} from '../../server/images/pictureFeatures';
import { PictureIndex, quantise } from '../../server/images/pictureIndex';
import { checkQuery, checkSquare, SQUARE_DECODE_SIDE } from '../../server/images/pictureCheck';
import { FIT_BELOW, nothingClose } from '../../server/images/nothingClose';
import { NOTHING_CLOSE_BELOW, RESULTS } from '../../server/images/imageSearchRules';
import { photoAnswer } from '../../server/images/photoAnswer';
import { DEMO_TOY_ON_GREY_TABLE, phonePhoto } from './drawnToys';

/** Demo seed 50 draws a green dinosaur with yellow spots; 3 and 5 two other toys. */
const DINOSAUR = 50;
const balls = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#f4f6fa"/>
  <ellipse cx="300" cy="468" rx="178" ry="22" fill="#2b2230" opacity=".2"/><g stroke="#2b2230" stroke-width="5">
  <ellipse cx="350" cy="411" rx="74" ry="37" fill="hsl(149 54% 54%)" transform="rotate(74 350 411)"/>
  <circle cx="334" cy="416" r="78" fill="hsl(44 71% 63%)"/><circle cx="353" cy="194" r="43" fill="hsl(124 67% 50%)"/>
  <circle cx="262" cy="285" r="56" fill="hsl(66 55% 64%)"/><circle cx="342" cy="280" r="55" fill="hsl(133 78% 48%)"/></g></svg>`;

const png = (svg: string, side: number) => sharp(Buffer.from(svg)).resize(side, side).png().toBuffer();

/** A buyer's phone photo of a 600-px picture: cropped, turned 6°, 15 % darker, on a grey table, JPEG 60. */
const photoOf = (picture: Buffer) => phonePhoto(picture, DEMO_TOY_ON_GREY_TABLE);

/** The server's answer for a photo (images/photoAnswer.ts) from a catalogue of three drawn toys. */
async function answerFor(photo: Buffer) {
  const index = new PictureIndex();
  const squares = new Map<number, Uint8Array[]>();
  for (const seed of [3, 5, DINOSAUR]) {
    const picture = await png(toyImageSvg(seed, 0), 240);
    index.put(1, seed, `p${seed}`, quantise(pictureFeaturesOf(await decodePicture(picture, DECODE_SIDE))));
    squares.set(seed, [checkSquare(await decodePicture(picture, SQUARE_DECODE_SIDE))]);
  }
  const px = await decodePicture(photo, QUERY_SIDE);
  const boxes = queryBoxes(px);
  const hits = index.search(1, queryFeaturesOf(px, boxes), RESULTS * 4);
  return photoAnswer(checkQuery(px, boxes), hits, (id) => squares.get(id) ?? []);
}

describe('nothing close', () => {
  it('a photo of balls is not answered with the dinosaur the vectors found close; the dinosaur’s own photo is', async () => {
    const junk = await answerFor(await photoOf(await png(balls, 600)));
    expect(junk.ranked[0]?.productId).toBe(DINOSAUR);
    expect(junk.ranked[0]!.vector).toBeGreaterThanOrEqual(NOTHING_CLOSE_BELOW);
    expect(junk.nothingClose).toBe(true);
    expect(junk.shown).toEqual([]);

    const own = await answerFor(await photoOf(await png(toyImageSvg(DINOSAUR, 0), 600)));
    expect(own.nothingClose).toBe(false);
    expect(own.shown[0]?.productId).toBe(DINOSAUR);
  }, 60_000);

  it('decides on the vectors’ line, then on the best fit of the checked candidates', () => {
    const over = NOTHING_CLOSE_BELOW + 0.05;
    expect(nothingClose([])).toBe(true);
    expect(nothingClose([{ vector: NOTHING_CLOSE_BELOW - 0.01 }])).toBe(true);
    expect(nothingClose([{ vector: over }])).toBe(false);
    expect(
      nothingClose([
        { vector: over, fit: FIT_BELOW - 0.1 },
        { vector: over - 0.01, fit: FIT_BELOW - 0.2 },
      ]),
    ).toBe(true);
    expect(
      nothingClose([
        { vector: over, fit: FIT_BELOW - 0.1 },
        { vector: over - 0.01, fit: FIT_BELOW + 0.1 },
      ]),
    ).toBe(false);
    // A picture just uploaded has no square yet: the vectors' best is shown, whatever the others' fits.
    expect(nothingClose([{ vector: over }, { vector: over - 0.01, fit: FIT_BELOW - 0.2 }])).toBe(false);
  });
});
