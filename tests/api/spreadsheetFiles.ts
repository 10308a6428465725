// Spreadsheets for the import tests and the fuzzer: a workbook as exceljs writes it, and hostile .xlsx files built
// byte by byte (a zip bomb, a sheet of a million empty rows) that no spreadsheet program would write.
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { makeSignHeaders, openEnvelope, type Envelope } from '../../protocol/envelope';
import { baseUrl } from './helpers';
import { nonce, testAddress, type WireAnswer } from './wire';

export { workbookOf } from './factorySheet';

/** A zip of these entries, deflated (or stored, for names in `stored`). */
export function zipOf(entries: Record<string, Buffer | string>, stored: string[] = []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const store = stored.includes(name);
    const data = store ? raw : deflateRawSync(raw, { level: 9 });
    const nameBytes = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(store ? 0 : 8, 8);
    head.writeUInt32LE(crc32(raw), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(raw.length, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest package exceljs reads, with this sheet XML as its first sheet. */
export function xlsxWithSheet(sheetXml: string | Buffer): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheetXml,
  });
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>货号</t></is></c></row>';

/** A header row, then a million rows with nothing in them (about 20 MB of XML, 100 kB zipped). */
export const millionEmptyRows = () => {
  const rows: string[] = [];
  for (let r = 2; r <= 1_000_001; r++) rows.push(`<row r="${r}"/>`);
  return xlsxWithSheet(`${SHEET_HEAD}${HEADER_ROW}${rows.join('')}</sheetData></worksheet>`);
};

/** A sheet that unpacks to 200 MB of spaces: a few hundred kB on the wire. */
export const zipBomb = () =>
  xlsxWithSheet(Buffer.concat([Buffer.from(SHEET_HEAD + HEADER_ROW), Buffer.alloc(200 * 1024 * 1024, 32)]));

/** ConsoleImportPreview as the console sends it: signed headers, bearer token, the fields then the file. */
export async function uploadSheet(
  token: string | null,
  bytes: Buffer | string,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<WireAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)]), fileName);
  const headers: Record<string, string> = {
    ...makeSignHeaders(Date.now(), nonce()),
    'x-forwarded-for': testAddress(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(baseUrl() + '/api/Console/ConsoleImportPreview', {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const envelope = (await response.json()) as Envelope;
  return {
    status: response.status,
    code: envelope.code,
    message: envelope.message,
    payload: envelope.code === 200 ? openEnvelope(envelope, 'data') : null,
  };
}

/** The console's catalogue export: its content type and the workbook's bytes and first sheet. */
export async function exportCatalogue(token: string) {
  const response = await fetch(baseUrl() + '/api/Console/ConsoleExportProducts', {
    method: 'POST',
    headers: {
      ...makeSignHeaders(Date.now(), nonce()),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { contentType: response.headers.get('content-type'), bytes, sheet: workbook.worksheets[0] };
}
