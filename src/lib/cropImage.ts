// Pictures a buyer sends, made ready in the browser: the part chosen in a cropper (the avatar's square, issue 15; the
// toy in an image-search photo, issue 27) drawn to a canvas, shrunk to a useful size and compressed to JPEG at the
// spec's image quality (section 9: 0.7). The server checks the result again by content.
import type { Area } from 'react-easy-crop';
import { IMAGE_QUALITY } from '../../protocol/constants';

/** Side of the stored avatar: sharp on a 2x screen at the largest size the site shows it (112 px), small on the wire. */
export const AVATAR_SIDE = 256;

export function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/** The crop (in the picture's own pixels) as a JPEG blob of its shape, its longer side at most `side`. */
export async function cropToJpeg(src: string, area: Area, side = AVATAR_SIDE): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, side / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  // JPEG has no transparency: a transparent PNG gets white behind it instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be compressed.'))),
      'image/jpeg',
      IMAGE_QUALITY.image,
    );
  });
}
