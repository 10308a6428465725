// Retail barcodes (schemas/api/barcodes.ts, issue 26): the check digit of EAN-13, UPC-A and EAN-8, a UPC-A kept as
// its EAN-13, a scanned UPC-E read back as the UPC-A it shortens, and the editor's rule naming the broken code.
import { describe, expect, it } from 'vitest';
import { barcodeSearchWords, normalBarcode, scannedBarcodes, storedBarcodes } from '../../schemas/api/barcodes';
import { productProblems } from '../../schemas/api/productRules';

describe('barcodes', () => {
  it('takes EAN-13, UPC-A and EAN-8 with a right check digit; a UPC-A becomes its EAN-13', () => {
    expect(normalBarcode('4006381333931')).toBe('4006381333931');
    expect(normalBarcode(' 036000291452 ')).toBe('0036000291452');
    expect(normalBarcode('0036000291452')).toBe('0036000291452');
    expect(normalBarcode('96385074')).toBe('96385074');
  });

  it('refuses a wrong check digit, a wrong length and other characters', () => {
    for (const text of ['4006381333932', '036000291453', '96385075', '400638133393', '1234567', '40063813339311'])
      expect(normalBarcode(text), text).toBeNull();
    expect(normalBarcode('4006381333a31')).toBeNull();
    expect(normalBarcode('')).toBeNull();
  });

  it('reads a scanned UPC-E as its UPC-A, and eight digits as an EAN-8 too', () => {
    expect(scannedBarcodes('04252614')).toEqual(['0042100005264']);
    expect(scannedBarcodes('96385074')).toEqual(['96385074']);
    expect(scannedBarcodes('036000291452')).toEqual(['0036000291452']);
    expect(scannedBarcodes('SB000001')).toEqual([]);
  });

  it('keeps each code once, and finds a UPC-A by its twelve digits too', () => {
    expect(storedBarcodes(['036000291452', '0036000291452', '96385074'])).toEqual(['0036000291452', '96385074']);
    expect(barcodeSearchWords('0036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(barcodeSearchWords('4006381333931')).toEqual(['4006381333931']);
  });

  it('the product rules name the code with a wrong check digit, for the form and the server alike', () => {
    const product = {
      productNumber: 'SB1',
      names: { ename: 'Bear' },
      categoryNumber: 'C01',
      price: 1,
      startOrderNum: 1,
      packingMethod: 'box',
      innerQuantity: 1,
      outerQuantity: 2,
      outerBoxSize: { length: 10, width: 10, height: 10 },
      grossWeight: 2,
      netWeight: 1,
    };
    expect(productProblems({ ...product, barcodes: ['4006381333931', '036000291452'] })).toEqual([]);
    expect(productProblems({ ...product, barcodes: ['4006381333931', '4006381333932'] })).toEqual([
      { path: 'barcodes.1', kind: 'notBarcode' },
    ]);
    expect(productProblems({ ...product, barcodes: ['12-34'] }).map((p) => p.path)).toContain('barcodes.0');
  });
});
