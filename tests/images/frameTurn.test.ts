// How far a buyer's photo of a catalogue picture is turned (issue 27, server/images/frameTurn.ts): the picture's
// plain backdrop ends in straight edges on the table, whichever way and however far it is turned (within 10
// degrees); a photo with no plain ground inside it (all busy, or its one plain colour running along the photo's
// border: the table) says it cannot tell.
import { describe, expect, it } from 'vitest';
import { decodePicture, QUERY_SIDE } from '../../server/images/pictureFeatures';
import { frameTurn } from '../../server/images/frameTurn';
import { phonePhoto, stripedFigure } from './drawnToys';

const shot = (degrees: number) => ({
  crop: { left: 60, top: 40, width: 700, height: 720 },
  width: 420,
  degrees,
  table: '#8a8f96',
  canvas: { width: 640, height: 560 },
  at: { left: 90, top: 40 },
});

describe('frame turn', () => {
  it.each([7, -4, 9.5, 0])(
    'finds a photo turned %s degrees',
    async (degrees) => {
      const photo = await phonePhoto(await stripedFigure(), shot(degrees));
      const turn = frameTurn(await decodePicture(photo, QUERY_SIDE));
      expect(turn).not.toBeNull();
      expect(Math.abs(turn! - degrees)).toBeLessThan(1);
    },
    30_000,
  );

  it('cannot tell when nothing plain lies inside the photo', async () => {
    const busy = { width: 97, height: 89, data: Uint8Array.from({ length: 97 * 89 * 3 }, (_, i) => (i * 7919) % 251) };
    expect(frameTurn(busy)).toBeNull();
    const wall = { width: 120, height: 90, data: new Uint8Array(120 * 90 * 3).fill(140) };
    expect(frameTurn(wall)).toBeNull();
  });
});
