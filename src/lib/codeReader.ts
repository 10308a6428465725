// html5-qrcode, loaded only when a code is read (a chosen picture on the image-search page, or the scanner's camera):
// it weighs more than the rest of a catalogue page, and most visits never read a code.
export const loadCodeReader = () => import('html5-qrcode');

/** The code in a picture, or null when it holds none the library can read. `elementId` names a hidden element the
 *  library needs for its work. */
export async function readCodeInPicture(file: File, elementId: string): Promise<string | null> {
  const { Html5Qrcode } = await loadCodeReader();
  const reader = new Html5Qrcode(elementId, { verbose: false });
  try {
    return await reader.scanFile(file, false);
  } catch {
    return null; // the library rejects when the picture holds no code it can read
  } finally {
    reader.clear();
  }
}
