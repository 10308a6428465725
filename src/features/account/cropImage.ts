// The avatar pipeline's browser half (issue 15): the square the buyer chose in the cropper, drawn to a canvas and
// compressed to JPEG at the spec's image quality (section 9: 0.7). The server checks the result again by content.
import type { Area } from 'react-easy-crop';
import { IMAGE_QUALITY } from '../../../protocol/constants';

/** Side of the stored avatar: sharp on a 2x screen at the largest size the site shows it (112 px), small on the wire. */
export const AVATAR_SIDE = 256;

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/** The crop (in the picture's own pixels) as a square JPEG blob. */
export async function cropToJpeg(src: string, area: Area, side = AVATAR_SIDE): Promise<Blob> {
  const image = await loadImage(src);
  const size = Math.max(1, Math.min(side, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  // JPEG has no transparency: a transparent PNG gets white behind it instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be compressed.'))),
      'image/jpeg',
      IMAGE_QUALITY.image,
    );
  });
}
