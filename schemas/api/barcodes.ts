// Retail barcodes on a product (issue 26): EAN-13, UPC-A and EAN-8, checked by their check digit (which a JSON Schema
// cannot say) once for the console's form, the import and the server. A UPC-A is an EAN-13 with a leading 0, so both
// are kept as the 13-digit EAN-13 and a scan or a search of either finds the product.

/** The GS1 check digit of the digits before it (weights 3 and 1 from the right). */
const checkDigitOf = (body: string) => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
};

const checked = (code: string) => checkDigitOf(code.slice(0, -1)) === code.slice(-1);

/** The stored form of a barcode typed or printed (EAN-8, UPC-A or EAN-13), or null when it is not one: a wrong
 *  length, a character other than a digit, or a wrong check digit. */
export function normalBarcode(text: string): string | null {
  const code = text.trim();
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code) || !checked(code)) return null;
  return code.length === 12 ? `0${code}` : code;
}

/** UPC-E (a zero-suppressed UPC-A, eight digits) as its UPC-A; null when it is not a UPC-E. */
function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [system, d, check] = [code[0], code.slice(1, 7), code[7]];
  const last = d[5];
  const middle =
    last <= '2'
      ? `${d[0]}${d[1]}${last}0000${d[2]}${d[3]}${d[4]}`
      : last === '3'
        ? `${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`
        : last === '4'
          ? `${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`
          : `${d[0]}${d[1]}${d[2]}${d[3]}${d[4]}0000${last}`;
  const upcA = `${system}${middle}${check}`;
  return checked(upcA) ? upcA : null;
}

/** The stored forms a scanned text may be: eight digits read as an EAN-8 and as a UPC-E (a camera cannot tell them
 *  apart by the digits alone); empty when the text is no retail barcode. */
export function scannedBarcodes(text: string): string[] {
  const code = text.trim();
  const out = new Set<string>();
  const plain = normalBarcode(code);
  if (plain) out.add(plain);
  const upcA = code.length === 8 ? expandUpcE(code) : null;
  if (upcA) out.add(`0${upcA}`);
  return [...out];
}

/** The stored codes of a product's list: normalised, each once, in the order given (invalid ones left out). */
export const storedBarcodes = (codes: readonly string[] = []) => [
  ...new Set(codes.map(normalBarcode).filter((c): c is string => c !== null)),
];

/** Search words for a stored code: itself, and a UPC-A's own twelve digits. */
export const barcodeSearchWords = (code: string) =>
  code.length === 13 && code.startsWith('0') ? [code, code.slice(1)] : [code];
