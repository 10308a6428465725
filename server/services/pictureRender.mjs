// One sized picture from a product photo's bytes, by a recipe (pictureSizes.ts names them). Plain JavaScript, so
// the background's low-priority process (pictureRender.child.mjs) runs the very same code as the server's thread.
import sharp from 'sharp';

// Each sharp call uses one of sharp's threads; 2 CPU cores are shared with everything else (an import keeps three
// pictures in hand, see importPhotos.ts).
sharp.concurrency(1);

/** sharp on the bytes, upright (EXIF orientation applied); a file that decodes to more pixels than allowed fails. */
export const openPicture = (bytes, maxPixels) =>
  sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();

export function renderPicture(bytes, recipe) {
  let picture = openPicture(bytes, recipe.maxPixels).resize({
    width: recipe.side,
    height: recipe.side,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (recipe.background) picture = picture.flatten({ background: recipe.background });
  picture =
    recipe.format === 'jpeg'
      ? picture.jpeg({ quality: recipe.quality })
      : picture.webp({ quality: recipe.quality, ...(recipe.effort === undefined ? {} : { effort: recipe.effort }) });
  return picture.toBuffer();
}
