// The import's column guesses (schemas/api/productImport.ts): Chinese and English headers as factories write them
// (units in brackets, dots, case), the two-language headers an export writes, a company's remembered choice over
// the guess, and one column per field.
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_NAMES, exportHeader, guessMapping } from '../../schemas/api/productImport';

describe('guessMapping', () => {
  it('reads common Chinese and English headers, whatever their case, dots and units', () => {
    expect(
      guessMapping(['货号', '品名', '英文品名', '装箱量', '内盒', '外箱尺寸(cm)', '毛重（KG）', 'N.W.', '单价', 'MOQ']),
    ).toEqual([
      'productNumber',
      'name',
      'ename',
      'outerQuantity',
      'innerQuantity',
      'outerBoxSize',
      'grossWeight',
      'netWeight',
      'price',
      'startOrderNum',
    ]);
    expect(guessMapping(['Item No.', 'Qty/Ctn', 'G.W.', 'Carton Size', 'Packing', 'Remarks'])).toEqual([
      'productNumber',
      'outerQuantity',
      'grossWeight',
      'outerBoxSize',
      'packingMethod',
      '',
    ]);
  });

  it('reads the barcode column however it is headed', () => {
    for (const header of ['条码', '条形码', 'EAN', 'EAN-13', 'UPC', 'Barcode', 'Bar code', 'UPC / EAN'])
      expect(guessMapping(['货号', header]), header).toEqual(['productNumber', 'barcodes']);
  });

  it('reads back every header an export writes', () => {
    expect(guessMapping(IMPORT_FIELD_NAMES.map(exportHeader))).toEqual(IMPORT_FIELD_NAMES);
  });

  it("prefers the company's remembered choice, and gives a field to one column only", () => {
    expect(guessMapping(['Art code', '货号'], { artcode: 'productNumber' })).toEqual(['productNumber', '']);
    expect(guessMapping(['单价', 'Price'])).toEqual(['price', '']);
    expect(guessMapping(['货号'], { 货号: '' })).toEqual(['']);
  });
});
