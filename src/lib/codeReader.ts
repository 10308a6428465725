// html5-qrcode, loaded only when a code is read (a chosen picture on the image-search page, or the scanner's camera):
// it weighs more than the rest of a catalogue page, and most visits never read a code.
export const loadCodeReader = () => import('html5-qrcode');

type CodeReader = Awaited<ReturnType<typeof loadCodeReader>>;

/** The reader's settings: our QR codes and the retail barcodes a product may carry (EAN-13, EAN-8, UPC-A, UPC-E;
 *  migration 030). Only these: each extra format costs decoding time on every frame and adds misreads. */
export const readerConfig = ({ Html5QrcodeSupportedFormats: F }: CodeReader) => ({
  verbose: false,
  formatsToSupport: [F.QR_CODE, F.EAN_13, F.EAN_8, F.UPC_A, F.UPC_E],
});

/** The code in a picture, or null when it holds none the library can read. `elementId` names a hidden element the
 *  library needs for its work. */
export async function readCodeInPicture(file: File, elementId: string): Promise<string | null> {
  const library = await loadCodeReader();
  const reader = new library.Html5Qrcode(elementId, readerConfig(library));
  try {
    return await reader.scanFile(file, false);
  } catch {
    return null; // the library rejects when the picture holds no code it can read
  } finally {
    reader.clear();
  }
}
