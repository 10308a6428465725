// The browser's first look at a picture before it is uploaded (spec section 5: PNG, JPG, JPEG, BMP, ICO or GIF, at
// most 5,000,000 bytes for chat): the same content check the server makes (protocol/imageFile.ts), so a renamed
// executable or a cut-off picture gets its message at once instead of after the upload. The server still decides.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { CHAT_IMAGE_MAX_BYTES, checkImage } from '../../protocol/imageFile';
import { refusalMessage } from '../api/errorMessages';

/** What to tell the buyer about this file, or null when it may be sent. */
export async function pictureProblem(i18n: I18n, file: Blob, maxBytes = CHAT_IMAGE_MAX_BYTES): Promise<string | null> {
  if (file.size > maxBytes)
    return i18n._(msg`Image too large: at most ${(maxBytes / 1_000_000).toLocaleString(i18n.locale)} MB.`);
  const check = checkImage(new Uint8Array(await file.arrayBuffer()), maxBytes);
  if (check.ok) return null;
  if (check.problem === 'tooLarge')
    return i18n._(msg`Image too large: at most ${(maxBytes / 1_000_000).toLocaleString(i18n.locale)} MB.`);
  return refusalMessage(
    i18n,
    check.problem === 'empty' ? 'emptyFile' : check.problem === 'truncated' ? 'truncatedImage' : 'notAnImage',
  );
}

/** What the file picker offers (the content check above is what counts). */
export const PICTURE_ACCEPT =
  '.png,.jpg,.jpeg,.bmp,.ico,.gif,image/png,image/jpeg,image/bmp,image/x-icon,image/vnd.microsoft.icon,image/gif';
