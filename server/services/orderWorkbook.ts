// The order as a spreadsheet (issue 13, "Export"): one sheet in the buyer's language, the order's header block,
// then one row per line with its picture. exceljs's streaming writer commits each row as it is made, so a
// 5,000-line order costs the memory of a few rows plus what is in flight in the zip, not of the whole workbook.
//
// Pictures: exceljs 4.4's streaming writer has no worksheet.addImage (its README: "images are not supported in
// streaming mode"; exceljs issues 322 and 1709), and its workbook.addImage keeps every picture in memory until the
// end. So this file adds the one drawing part itself (addDrawing, drawingParts) and writes the pictures into the
// zip *before* the sheet: the zip writes one entry at a time, and the sheet is an entry open until its last row,
// so a picture added after it would wait, in memory, for the whole sheet. The price: the lines are read twice.
// Limit: pictures are meant to be thumbnails (the demo's are 96×96 PNGs of about 4 kB, shown at 44 px, shared by
// products that look alike). Memory stays flat whatever their size (at most ZIP_BACKLOG + PICTURES_IN_FLIGHT held),
// but the file and the time grow with them: 5,000 distinct 44 kB pictures make a 220 MB file in about 8 s.
import { createRequire } from 'node:module';
import { Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ORDER_STATUS } from '../../protocol/cart';
import { rightToLeft, siteLanguageOf } from '../../protocol/languages';
import { localisedText, type LocalisedFields } from '../../protocol/localisedNames';
import type { CartOrder, CartOrderLine, Size } from '../../schemas/api/types.gen';
import type { PictureFile } from './media';
import { textsFor, type SheetTexts } from './orderSheetTexts';

export interface WorkbookOptions {
  /** A site language code: labels, names, date format and direction. */
  locale: string;
  /** 1: names from line.names in the buyer's language; 0: name or ename only (protocol/localisedNames.ts). */
  productSource: number;
  pictureFile?: (line: CartOrderLine) => Promise<PictureFile | null>;
  /** Every ~200 lines and once at the end with count === totalCount (GetExportProgress reads it). */
  onProgress?: (count: number, totalCount: number) => Promise<void> | void;
}

/** A download name that survives any browser and file system: ASCII only. */
export const orderFileName = (orderNumber: string) =>
  `order-${orderNumber.replace(/[^A-Za-z0-9_-]/g, '') || 'export'}.xlsx`;

const PROGRESS_EVERY = 200;
const PICTURES_IN_FLIGHT = 16; // fetched together: a provider reading files or a store waits on I/O, not on us
const ZIP_BACKLOG = 32;
const PICTURE_PX = 44;
const PICTURE_COLUMN_PX = 75; // Excel shows a column 10 characters wide as 75 px
const PICTURE_ROW_PX = 50;
const EMU_PER_PX = 9525;

type Value = string | number | null;
interface Column {
  key: keyof SheetTexts;
  width: number;
  numFmt?: string;
  value?: (line: CartOrderLine) => Value;
}

const size = (s: Size) => `${s.length}×${s.width}×${s.height}`;
const columnsFor = (name: (line: CartOrderLine) => string, showPrices: boolean): Column[] => [
  { key: 'serial', width: 6, value: (l) => l.serial },
  { key: 'picture', width: 10 }, // PICTURE_COLUMN_PX
  { key: 'number', width: 16, value: (l) => l.displayNumber ?? l.productNumber },
  { key: 'name', width: 36, value: name },
  { key: 'productSize', width: 18, value: (l) => size(l.productSize) },
  { key: 'cartonSize', width: 18, value: (l) => size(l.outerBoxSize) },
  { key: 'packing', width: 18, value: (l) => l.packingMethod },
  { key: 'cartons', width: 10, numFmt: '#,##0', value: (l) => l.cartons },
  { key: 'piecesPerCarton', width: 10, numFmt: '#,##0', value: (l) => l.piecesPerCarton },
  { key: 'quantity', width: 12, numFmt: '#,##0', value: (l) => l.totals.quantity },
  { key: 'cbm', width: 11, numFmt: '0.000', value: (l) => l.totals.cbm },
  { key: 'cuft', width: 11, numFmt: '0.00', value: (l) => l.totals.cuft },
  { key: 'grossKg', width: 12, numFmt: '0.00', value: (l) => l.totals.grossKg },
  { key: 'netKg', width: 12, numFmt: '0.00', value: (l) => l.totals.netKg },
  ...(showPrices
    ? ([
        { key: 'unitPrice', width: 12, numFmt: '#,##0.00', value: (l) => l.unitPrice },
        { key: 'amount', width: 14, numFmt: '#,##0.00', value: (l) => l.totals.amount },
      ] satisfies Column[])
    : []),
];

// Shared style objects: exceljs recognises a style it has seen by identity, which keeps 80,000 cells cheap.
// Header values sit against their labels: left, or right in a right-to-left sheet. Excel's General alignment
// follows each text's own direction, not the sheet's, so an e-mail address in an Arabic sheet would drift away.
type Style = Partial<ExcelJS.Style>;
function sheetStyles(rtl: boolean) {
  const style = (s: Style) => s;
  const thin = { style: 'thin', color: { argb: 'FFBFC5CE' } } as const;
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  const start = rtl ? 'right' : 'left';
  const numbers = new Map<string, Style>();
  return {
    title: style({ font: { bold: true, size: 14 } }),
    label: style({ font: { bold: true, color: { argb: 'FF5B6472' } }, alignment: { vertical: 'top' } }),
    text: style({ alignment: { vertical: 'top', horizontal: start, wrapText: true } }),
    heading: style({
      font: { bold: true },
      alignment: { vertical: 'middle', horizontal: 'center', wrapText: true },
      border,
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F5' } },
    }),
    cell: style({ alignment: { vertical: 'middle', wrapText: true }, border }),
    number(numFmt: string, inTable: boolean) {
      const key = `${inTable} ${numFmt}`;
      if (!numbers.has(key))
        numbers.set(
          key,
          inTable
            ? { numFmt, alignment: { vertical: 'middle' }, border }
            : { numFmt, alignment: { vertical: 'top', horizontal: start } },
        );
      return numbers.get(key)!;
    },
  };
}

const put = (cell: ExcelJS.Cell, value: Value, style: Style) => {
  cell.value = value;
  cell.style = style;
};

function orderTime(iso: string, locale: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // The server keeps UTC; the buyer's time zone is not known here, so the zone is printed rather than guessed.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

const statusKey = (status: number) =>
  (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).find((k) => ORDER_STATUS[k] === status);

/** Excel's sheet-name rules: at most 31 characters, none of []:*?/\ . */
const sheetName = (t: SheetTexts, orderNumber: string) =>
  `${t.title} ${orderNumber}`.replace(/[[\]:*?/\\]/g, '').slice(0, 31);

export async function writeOrderWorkbook(order: CartOrder, options: WorkbookOptions, out: Writable): Promise<void> {
  const locale = siteLanguageOf(options.locale)?.parameter ?? 'en';
  const t = textsFor(locale);
  const { summary, lines } = order;
  const showPrices = summary.totals.amount !== null;
  const currency = summary.currency.replace(/[^A-Za-z]/g, '');
  const rtl = rightToLeft.has(locale);
  const styles = sheetStyles(rtl);
  const columns = columnsFor(
    (l) =>
      localisedText(
        { ...l.names, name: l.name || l.names.name, ename: l.ename || l.names.ename } as LocalisedFields,
        locale,
        options.productSource,
      ),
    showPrices,
  );

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const zip = (workbook as unknown as Internals).zip;
  // A buyer who leaves mid-download closes `out`: the zip then never finishes, so stop rather than wait for ever.
  let failure: Error | null = null;
  const failed = new Promise<never>((_, reject) => {
    const stop = (error: Error) => reject((failure ??= error));
    zip.on('error', stop);
    out.once('error', stop);
    out.once(
      'close',
      () => out.writableFinished || stop(new Error('The output closed before the workbook was written.')),
    );
  });
  failed.catch(() => {}); // raced below, and perhaps never settled

  // Progress counts lines. With pictures each line is read twice (its picture, then its row), each read half a
  // line. count === totalCount is said once, when the file is complete: the poll reads it as done.
  const total = lines.length;
  const steps = options.pictureFile ? 2 * total : total;
  let step = 0;
  const advance = async () => {
    if (failure) throw failure;
    if (++step % PROGRESS_EVERY !== 0 || step >= steps) return;
    await options.onProgress?.(Math.floor((step * total) / steps), total);
    await new Promise(setImmediate); // lets the zip drain into `out` and the server answer progress polls
  };

  const pictures = options.pictureFile ? await addPictures(zip, lines, options.pictureFile, advance, failed) : null;

  const sheet = workbook.addWorksheet(sheetName(t, summary.orderNumber), {
    views: [{ rightToLeft: rtl }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width));
  if (pictures?.files.length) addDrawing(workbook, sheet);

  // Header block: the order and buyer on the left (labels over A:C, values in D), the totals on the right (E:F, G).
  const contact = summary.contact;
  const left: [keyof SheetTexts, Value][] = [
    ['orderNumber', summary.orderNumber],
    ['orderTime', orderTime(summary.createdAt, locale)],
    ['status', t[statusKey(summary.status) ?? 'submitted']],
    ['company', contact.company || summary.buyer?.company || ''],
    ['contact', contact.contactName],
    ['email', contact.email ?? ''],
    ['telephone', contact.telephone ?? ''],
    ['mobile', contact.phoneNumber ?? ''],
    ['remark', order.remark],
    ['service', order.service.name],
    ['serviceEmail', order.service.email],
    ['serviceTelephone', order.service.telephone],
  ];
  const totals = summary.totals;
  const right: [keyof SheetTexts, Value, string?][] = [
    ['totals', null],
    ['itemKinds', totals.lines, '#,##0'],
    ['cartons', totals.cartons, '#,##0'],
    ['quantity', totals.quantity, '#,##0'],
    ...(showPrices
      ? [['amount', totals.amount, `#,##0.00${currency ? ` "${currency}"` : ''}`] as [keyof SheetTexts, Value, string]]
      : []),
    ['cbm', totals.cbm, '0.000'],
    ['cuft', totals.cuft, '0.00'],
    ['grossKg', totals.grossKg, '0.00'],
    ['netKg', totals.netKg, '0.00'],
  ];
  const title = sheet.getRow(1);
  put(title.getCell(1), `${t.title} ${summary.orderNumber}`, styles.title);
  title.height = 24;
  title.commit();
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const row = sheet.getRow(2 + i);
    const pairs = [
      [left[i], 1, 3, 4],
      [right[i], 5, 6, 7],
    ] as const;
    for (const [pair, from, to, at] of pairs) {
      if (!pair) continue;
      const [key, value, numFmt] = pair;
      sheet.mergeCells(row.number, from, row.number, to);
      put(row.getCell(from), t[key], styles.label);
      if (value !== null) put(row.getCell(at), value, numFmt ? styles.number(numFmt, false) : styles.text);
    }
    row.commit();
  }

  // The table: one heading row, one row per line.
  const headingRow = sheet.getRow(3 + Math.max(left.length, right.length));
  columns.forEach((c, i) => {
    const label = (c.key === 'unitPrice' || c.key === 'amount') && currency ? `${t[c.key]} (${currency})` : t[c.key];
    put(headingRow.getCell(i + 1), label, styles.heading);
  });
  headingRow.height = 32;
  headingRow.commit();
  const cellStyles = columns.map((c) => (c.numFmt ? styles.number(c.numFmt, true) : styles.cell));
  for (let i = 0; i < total; i++) {
    const line = lines[i];
    const row = sheet.getRow(headingRow.number + 1 + i);
    columns.forEach((c, j) => put(row.getCell(j + 1), c.value?.(line) ?? null, cellStyles[j]));
    if (pictures?.byLine[i]) row.height = PICTURE_ROW_PX * 0.75; // points
    row.commit();
    await advance();
  }
  sheet.commit();

  if (pictures?.files.length) {
    const [drawing, rels] = drawingParts(pictures, headingRow.number);
    zip.append(Readable.from(drawing), { name: 'xl/drawings/drawing1.xml' });
    zip.append(rels, { name: 'xl/drawings/_rels/drawing1.xml.rels' });
  }
  await Promise.race([workbook.commit(), failed]);
  await options.onProgress?.(total, total);
}

// ---------------------------------------------------------------- pictures

/** What this file needs of exceljs's streaming writer beyond its typings (exceljs 4.4.0, lib/stream/xlsx/). */
interface Internals {
  zip: Zip;
  sharedStrings: unknown;
  commentRefs: unknown[];
  addContentTypes(): Promise<void>;
}
interface Zip {
  append(source: string | Readable, data: { name: string; store?: boolean }): void;
  on(event: 'entry', listener: (entry: { name: string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}
interface SheetInternals {
  _sheetRelsWriter: { addRelationship(rel: { Type: string; Target: string }): string };
  _writeLegacyData(): void;
  _write(xml: string): void;
}

interface Pictures {
  /** Per line, its picture's number in xl/media (1-based), 0 for none. */
  byLine: Uint32Array;
  /** Per picture number - 1, its extension. Lines may share a picture. */
  files: ('png' | 'jpeg')[];
}

/** Writes each line's picture into the zip, no more than ZIP_BACKLOG waiting there at a time. */
async function addPictures(
  zip: Zip,
  lines: CartOrderLine[],
  pictureFile: NonNullable<WorkbookOptions['pictureFile']>,
  advance: () => Promise<void>,
  failed: Promise<never>,
): Promise<Pictures> {
  const pictures: Pictures = { byLine: new Uint32Array(lines.length), files: [] };
  let waiting = 0,
    wake = () => {};
  zip.on('entry', (entry) => {
    if (entry.name.startsWith('xl/media/')) waiting--;
    wake();
  });
  // A provider that hands out the same bytes twice (a cache) gets them stored once; weakly held, so a provider
  // making fresh bytes each time keeps none of them alive here.
  const stored = new WeakMap<Buffer, number>();
  for (let start = 0; start < lines.length; start += PICTURES_IN_FLIGHT) {
    const batch = lines.slice(start, start + PICTURES_IN_FLIGHT);
    const files = await Promise.all(batch.map((line) => pictureFile(line).catch(() => null))); // a missing picture is no reason to fail the order
    for (const [k, file] of files.entries()) {
      if (file && file.bytes.length && (file.extension === 'png' || file.extension === 'jpeg')) {
        let number = stored.get(file.bytes);
        if (!number) {
          number = pictures.files.push(file.extension);
          stored.set(file.bytes, number);
          // As a stream, not a Buffer: the zip then finishes the entry (and we add more) only once the output has
          // taken the bytes, where a Buffer entry finishes at once and piles up in the zip when `out` is slow.
          // Stored, not deflated: pictures are compressed already.
          zip.append(Readable.from(file.bytes), { name: `xl/media/image${number}.${file.extension}`, store: true });
          waiting++;
        }
        pictures.byLine[start + k] = number;
      }
      await advance();
    }
    while (waiting > ZIP_BACKLOG) await Promise.race([new Promise<void>((resolve) => (wake = resolve)), failed]);
  }
  return pictures;
}

const DRAWING_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing';
const IMAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/** Links the sheet to its drawing: a relationship, a <drawing> element, and the drawing's content type. */
function addDrawing(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet) {
  const book = workbook as unknown as Internals;
  const writer = sheet as unknown as SheetInternals;
  const rId = writer._sheetRelsWriter.addRelationship({ Type: DRAWING_REL, Target: '../drawings/drawing1.xml' });
  // The schema puts <drawing> right before <legacyDrawing>, which the writer emits last but one.
  const writeLegacyData = writer._writeLegacyData.bind(writer);
  writer._writeLegacyData = () => {
    writer._write(`<drawing r:id="${rId}"/>`);
    writeLegacyData();
  };
  // exceljs lists image types from its own media list and drawings only when it wrote them: render the list with
  // both, through its own content-types writer.
  const ContentTypesXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/core/content-types-xform.js');
  book.addContentTypes = async () => {
    const media = ['png', 'jpeg'].map((extension) => ({ type: 'image', extension }));
    const model = {
      worksheets: [sheet],
      sharedStrings: book.sharedStrings,
      commentRefs: book.commentRefs,
      media,
      drawings: [{ name: 'drawing1' }],
    };
    book.zip.append(new ContentTypesXform().toXml(model), { name: '[Content_Types].xml' });
  };
}

const XDR =
  'xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The drawing (one anchor per picture, in the picture column of its line's row) and its relationships. The
 *  drawing is generated as the zip reads it: 5,000 anchors are 3 MB of XML never held at once. */
function drawingParts(pictures: Pictures, headingRow: number): [Iterable<string>, string] {
  const offset = (px: number) => Math.round(px * EMU_PER_PX);
  const colOff = offset((PICTURE_COLUMN_PX - PICTURE_PX) / 2),
    rowOff = offset((PICTURE_ROW_PX - PICTURE_PX) / 2),
    ext = offset(PICTURE_PX);
  function* drawing() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<xdr:wsDr ${XDR}>`;
    let chunk = '';
    for (const [i, file] of pictures.byLine.entries()) {
      if (!file) continue;
      // Rows here are 0-based: the line's row is headingRow + 1 + i in 1-based numbering.
      chunk +=
        `<xdr:oneCellAnchor><xdr:from><xdr:col>1</xdr:col><xdr:colOff>${colOff}</xdr:colOff><xdr:row>${headingRow + i}</xdr:row><xdr:rowOff>${rowOff}</xdr:rowOff></xdr:from>` +
        `<xdr:ext cx="${ext}" cy="${ext}"/><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${i + 2}" name="Picture ${i + 1}"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
        `<xdr:blipFill><a:blip r:embed="rId${file}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
        `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${ext}" cy="${ext}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor>`;
      if (chunk.length > 64_000) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk + '</xdr:wsDr>';
  }
  const rels = pictures.files.map(
    (extension, i) =>
      `<Relationship Id="rId${i + 1}" Type="${IMAGE_REL}" Target="../media/image${i + 1}.${extension}"/>`,
  );
  return [
    drawing(),
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  ];
}
