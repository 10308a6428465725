// Export the catalogue to .xlsx (issue 23) in the import's own layout, so re-importing the file changes nothing;
// written as a stream, row by row, so 100,000 products never sit in memory at once.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { allProducts } from './consoleProductRows';
import { IMPORT_FIELD_NAMES, exportHeader, type ImportField } from '../../schemas/api/productImport';

type Product = CallTypes['ConsoleSaveProduct']['request']['product'];

/** The file ConsoleExportProducts answers with (the route hands it to defineRawCall). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

/** Every product in the import's layout. */
export async function exportCatalogue(db: Queryable, staff: Staff): Promise<ExportFile> {
  const fields = IMPORT_FIELD_NAMES.filter((f) => !['outerLength', 'outerWidth', 'outerHeight'].includes(f));
  const size = (s: { length: number; width: number; height: number } | undefined) =>
    s && (s.length || s.width || s.height) ? `${s.length}*${s.width}*${s.height}` : '';
  const valueOf = (p: Product, field: ImportField): string | number => {
    switch (field) {
      case 'name':
        return p.names.name ?? '';
      case 'ename':
        return p.names.ename ?? '';
      case 'description':
        return p.descriptions?.name ?? '';
      case 'edescription':
        return p.descriptions?.ename ?? '';
      case 'outerBoxSize':
      case 'innerBoxSize':
      case 'productSize':
        return size(p[field]);
      case 'certificates':
        return (p.certificates ?? []).join(', ');
      case 'barcodes':
        // Text, never a number: a spreadsheet would drop a UPC-A's leading 0 and print 13 digits as 6.9E+12.
        return (p.barcodes ?? []).join(', ');
      default:
        return (p as unknown as Record<string, string | number>)[field] ?? '';
    }
  };
  return {
    fileName: 'catalogue.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: async (out: Writable) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = fields.map((f) => ({ header: exportHeader(f), key: f, width: f.endsWith('ame') ? 30 : 14 }));
      sheet.getRow(1).font = { bold: true };
      for await (const p of allProducts(db, staff.companyId))
        sheet.addRow(Object.fromEntries(fields.map((f) => [f, valueOf(p, f)]))).commit();
      await workbook.commit();
    },
  };
}
