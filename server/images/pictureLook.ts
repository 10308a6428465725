// What is stored of a catalogue picture for image search (issue 27): its vector for the index and its square for the
// second look, from two decodes (the vector's side is too coarse for the square's details). Made by the server's
// vector queue (services/pictureVectors.ts) and, the same way, by the bench (bench/imageSearch.ts).
import { DECODE_SIDE, decodePicture, pictureFeaturesOf } from './pictureFeatures';
import { checkSquare, packSquare, SQUARE_DECODE_SIDE } from './pictureCheck';
import { quantise } from './pictureIndex';

export interface Look {
  vector: Int8Array;
  /** Packed (packSquare), as picture_vectors.square holds it. */
  square: Uint8Array;
}

/** A picture's look; rejects when the bytes cannot be decoded. */
export async function lookOf(bytes: Buffer): Promise<Look> {
  const [small, large] = await Promise.all([
    decodePicture(bytes, DECODE_SIDE),
    decodePicture(bytes, SQUARE_DECODE_SIDE),
  ]);
  return { vector: quantise(pictureFeaturesOf(small)), square: packSquare(checkSquare(large)) };
}
