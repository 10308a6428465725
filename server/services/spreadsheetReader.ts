// Reads the supplier's spreadsheet for a product import (issue 23): the first sheet of an .xlsx, or a .csv, as a
// header row and rows of cell texts. The file comes from outside, so every limit is checked before the work it
// bounds: the upload's size (on the stream, routes), the zip's real unpacked size (each entry is inflated here with
// a cap before exceljs reads anything: a zip bomb stops at the cap, however small it claims to be), the rows (each
// sheet's row elements are counted in its unpacked XML, so a sheet of a million empty rows is refused before it is
// parsed) and columns, and a cell's length. Every refusal is a 400 that names the problem.
// exceljs's streaming reader is not used: it loses a part of the archive now and then under load (exceljs 4.4,
// "Cannot read properties of undefined (reading 'sheets')"), so a good workbook was refused once in ~250 reads.
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { ShareError } from './messages';
import { findControlCharacter } from './controlCharacters';

export const SPREADSHEET_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  unpackedBytes: 80 * 1024 * 1024,
  zipEntries: 1_000,
  /** Data rows after the header; blank rows count, so a sheet cannot be padded out to the limit's cost. */
  rows: 20_000,
  columns: 100,
  /** Excel's own limit for a cell. A product field's own limit (a name's 200 characters) is a row's problem. */
  cellChars: 32_767,
};

export interface Sheet {
  headers: string[];
  /** Each row's spreadsheet line number (1-based, as Excel shows it) and its cells, as long as the header row. */
  rows: { line: number; cells: string[] }[];
}

const refuse = (why: string): never => {
  throw new ShareError(400, `Invalid spreadsheet: ${why}`, 'badSpreadsheet');
};

export async function readSpreadsheet(bytes: Buffer, fileName: string): Promise<Sheet> {
  if (bytes.length > SPREADSHEET_LIMITS.fileBytes)
    refuse(`the file is larger than ${SPREADSHEET_LIMITS.fileBytes.toLocaleString('en')} bytes.`);
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (isZip) {
    checkZip(bytes);
    return sheetOf(await xlsxLines(bytes));
  }
  // Excel 97-2003 keeps its .xls in an OLE2 compound file: a clerk's most likely file, so it is named.
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0xd0cf11e0 && bytes.readUInt32BE(4) === 0xa1b11ae1)
    refuse('this is an Excel 97-2003 .xls workbook: save it as .xlsx (Excel Workbook) or .csv, then send it again.');
  if (/\.xlsx$/i.test(fileName)) refuse('the file is not an .xlsx workbook (it is not a zip archive).');
  // Some exporters end a .csv with DOS's end-of-file byte (0x1A), or break a cell's lines with a vertical tab or a
  // form feed: neither is part of the text.
  const text = bytes.subarray(0, 8).includes(0)
    ? null
    : decodeText(bytes)
        // eslint-disable-next-line no-control-regex -- DOS's end-of-file byte is what is matched
        .replace(/\x1a+$/, '')
        .replace(/[\v\f]/g, ' ');
  // A picture or a PDF decodes as GB18030 too; only a text has no other control characters but tab and line ends.
  if (text === null || findControlCharacter(text, '') !== null)
    return refuse('the file is neither an .xlsx workbook nor a .csv text.');
  return sheetOf(csvLines(text));
}

/** The zip's central directory, each entry inflated with a cap on what it may unpack to. */
function checkZip(zip: Buffer) {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) refuse('the .xlsx archive is cut short (no zip directory).');
  const entries = zip.readUInt16LE(end + 10);
  if (entries > SPREADSHEET_LIMITS.zipEntries) refuse('the .xlsx archive has too many parts.');
  let at = zip.readUInt32LE(end + 16);
  let budget = SPREADSHEET_LIMITS.unpackedBytes;
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) refuse('the .xlsx archive is damaged.');
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) refuse('the .xlsx archive is damaged.');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (packed === 0xffffffff || start + packed > zip.length) refuse('the .xlsx archive is damaged.');
    const name = decoder.decode(zip.subarray(local + 30, local + 30 + zip.readUInt16LE(local + 26)));
    const data = zip.subarray(start, start + packed);
    let size = packed;
    let unpacked: Buffer = data;
    if (method === 8) {
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: budget + 1 });
        size = unpacked.length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') size = budget + 1;
        else refuse('the .xlsx archive is damaged.');
      }
    } else if (method !== 0) refuse('the .xlsx archive uses a compression this reader does not know.');
    budget -= size;
    if (budget < 0)
      refuse(`the workbook unpacks to more than ${SPREADSHEET_LIMITS.unpackedBytes.toLocaleString('en')} bytes.`);
    if (/^\/?xl\/worksheets\/[^/]+\.xml$/i.test(name) && rowElements(unpacked) > SPREADSHEET_LIMITS.rows + 1)
      tooManyRows();
  }
}

/** How many `<row` elements a sheet's XML holds (each costs exceljs an object, empty or not). */
function rowElements(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) {
    const next = xml[at + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) count++;
    if (count > SPREADSHEET_LIMITS.rows + 1) break;
  }
  return count;
}

type CellValue = ExcelJS.CellValue;
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

/** The first sheet's lines. */
async function xlsxLines(bytes: Buffer): Promise<{ line: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    refuse(`the .xlsx workbook could not be read (${(error as Error).message.slice(0, 120)}).`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) refuse('the workbook has no sheet.');
  const lines: { line: number; cells: string[] }[] = [];
  sheet!.eachRow((row) => {
    if (row.number > SPREADSHEET_LIMITS.rows + 1) tooManyRows();
    const values = (Array.isArray(row.values) ? row.values : []) as CellValue[];
    if (values.length > SPREADSHEET_LIMITS.columns + 1) tooManyColumns();
    lines.push({ line: row.number, cells: values.slice(1).map(cellText) });
  });
  return lines;
}

const tooManyRows = () => refuse(`more than ${SPREADSHEET_LIMITS.rows.toLocaleString('en')} rows.`);
const tooManyColumns = () => refuse(`more than ${SPREADSHEET_LIMITS.columns} columns.`);

/** UTF-8 (with or without its mark), else GB18030: Excel in Chinese saves a .csv in the ANSI code page. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** RFC 4180 lines; the separator (comma, semicolon or tab) is the one the first line uses most. */
function csvLines(text: string): { line: number; cells: string[] }[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const lines: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  const endCell = () => {
    if (cell.length > SPREADSHEET_LIMITS.cellChars) tooLongCell(line, cells.length);
    cells.push(cell);
    cell = '';
    if (cells.length > SPREADSHEET_LIMITS.columns) tooManyColumns();
  };
  const endLine = () => {
    endCell();
    lines.push({ line, cells });
    cells = [];
    line++;
    if (line > SPREADSHEET_LIMITS.rows + 1) tooManyRows();
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      if (cell.length > SPREADSHEET_LIMITS.cellChars) tooLongCell(line, cells.length);
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\n') endLine();
    else if (c !== '\r') cell += c;
  }
  if (cell || cells.length) endLine();
  return lines;
}

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
const tooLongCell = (line: number, column: number) =>
  refuse(
    `cell ${columnName(column)}${line} is longer than ${SPREADSHEET_LIMITS.cellChars.toLocaleString('en')} characters.`,
  );

/** The first non-blank line is the header; blank lines after it are dropped; cells trimmed. */
function sheetOf(lines: { line: number; cells: string[] }[]): Sheet {
  const rows: Sheet['rows'] = [];
  let headers: string[] | null = null;
  for (const { line, cells } of lines) {
    cells.forEach((text, column) => {
      if (text.length > SPREADSHEET_LIMITS.cellChars) tooLongCell(line, column);
    });
    const trimmed = cells.map((c) => c.trim());
    if (!trimmed.some(Boolean)) continue;
    if (!headers) {
      headers = trimmed;
      continue;
    }
    rows.push({ line, cells: trimmed });
  }
  if (!headers) refuse('the sheet is empty (no header row).');
  const width = Math.max(headers!.length, ...rows.map((r) => r.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')].slice(0, width);
  if (!rows.length) refuse('the sheet has a header row but no products under it.');
  return { headers: pad(headers!), rows: rows.map((r) => ({ line: r.line, cells: pad(r.cells) })) };
}

export { columnName };
