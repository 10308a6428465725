// A factory's product sheet as the import reads it (Chinese headers, one product per row) and the multipart upload
// the import route hands its service: shared by the import tests and bench:catalogue. No vitest here, so the bench
// can import it.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Multipart } from '@fastify/multipart';

export async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('货品');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `rows` products numbered <prefix>000001…, named <name><i> and <english> <i>, with the same packing and price. */
export const factoryWorkbook = (
  rows: number,
  { prefix, name, english, digits = 6 }: { prefix: string; name: string; english: string; digits?: number },
) =>
  workbookOf([
    ['货号', '品名', '英文品名', '装箱量', '内盒', '外箱尺寸', '毛重(KG)', '净重(KG)', '单价', '起订量'],
    ...Array.from({ length: rows }, (_, n) => [
      `${prefix}${String(n + 1).padStart(digits, '0')}`,
      `${name}${n + 1}`,
      `${english} ${n + 1}`,
      48,
      12,
      '60*40*50',
      15,
      13,
      2.5,
      48,
    ]),
  ]);

/** The multipart upload the route would hand over: the fields, then one file part. */
export async function* uploadOf(bytes: Buffer, filename = 'factory.xlsx', fields: Record<string, string> = {}) {
  for (const [fieldname, value] of Object.entries(fields))
    yield { type: 'field', fieldname, value } as unknown as Multipart;
  const file = Object.assign(Readable.from([bytes]), { truncated: false });
  yield { type: 'file', fieldname: 'file', filename, file } as unknown as Multipart;
}
