// The order spreadsheet (issue 13, "Export"), written and read back with exceljs, no server: the header block,
// one numeric row per line, the buyer's language and direction, hidden prices, embedded pictures, progress, and a
// 5,000-line order (its time and memory are printed; the benchmark, not this test, holds the limits).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lineTotals, lineUnits, totalsOf, type CartonFacts } from '../../protocol/cart';
import type { CartOrder, CartOrderLine } from '../../schemas/api/types.gen';
import { demoPictureFile } from '../../server/demo/demoMedia';
import { siteLanguages } from '../../protocol/languages';
import { sheetTexts, textsFor } from '../../server/services/orderSheetTexts';
import { orderFileName, writeOrderWorkbook, type WorkbookOptions } from '../../server/services/orderWorkbook';

const en = sheetTexts.en;

function orderLine(serial: number, showPrices: boolean): CartOrderLine {
  const facts: CartonFacts = {
    piecesPerCarton: 12 + (serial % 5) * 6,
    startOrderNum: 24,
    unitPrice: showPrices ? 1.05 + serial / 100 : null,
    cbm: 0.0325 + serial / 10_000,
    cuft: 1.15,
    grossKg: 8.4,
    netKg: 7.15,
  };
  const cartons = 1 + (serial % 7);
  return {
    serial,
    productNumber: `SB${String(serial).padStart(5, '0')}`,
    displayNumber: serial % 2 ? `TOY-${serial}` : null,
    name: `泰迪熊 ${serial}`,
    ename: `Teddy bear ${serial}`,
    names: { arabic: `دب ${serial}`, spanish: `Osito ${serial}` },
    imageUrl: `/media/toys/${1000 + serial}/0.svg`,
    productSize: { length: 30, width: 20.5, height: 15 },
    outerBoxSize: { length: 62, width: 42, height: 48 },
    packingMethod: 'Colour box',
    cartons,
    ...facts,
    currency: 'USD',
    totals: lineTotals(facts, cartons),
  };
}

function orderOf(count: number, { showPrices = true, status = 1 } = {}): CartOrder {
  const lines = Array.from({ length: count }, (_, i) => orderLine(i + 1, showPrices));
  return {
    summary: {
      orderNumber: 'SO20261101-0042',
      createdAt: '2026-11-01T08:30:00.000Z',
      status,
      statusChangedAt: '2026-11-02T09:00:00.000Z',
      currency: 'USD',
      totals: totalsOf(lines.map((l) => lineUnits(l as CartonFacts, l.cartons))),
      contact: {
        contactName: 'Ada Buyer',
        company: 'Harbour Toys Ltd',
        email: 'ada@harbour.example',
        telephone: '+44 20 7946 0000',
        phoneNumber: '+44 7700 900123',
      },
    },
    remark: 'Please ship before Christmas.',
    service: { name: 'Lily Chen', email: 'lily@supplier.example', telephone: '+86 754 8888 0000' },
    lines,
  };
}

async function written(order: CartOrder, options: WorkbookOptions) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeOrderWorkbook(order, options, out);
  await ended;
  const bytes = Buffer.concat(chunks);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(book.worksheets).toHaveLength(1);
  return { bytes, book, sheet: book.worksheets[0] };
}

/** The value beside a header label: labels span A:C (value in D) on the left, E:F (value in G) on the right. */
function headerValue(sheet: ExcelJS.Worksheet, label: string) {
  for (let r = 1; r < 20; r++) {
    const row = sheet.getRow(r);
    if (row.getCell(1).value === label) return row.getCell(4);
    if (row.getCell(5).value === label) return row.getCell(7);
  }
  throw new Error(`no header label ${label}`);
}

function table(sheet: ExcelJS.Worksheet, serialLabel: string) {
  let heading = 1;
  while (sheet.getRow(heading).getCell(1).value !== serialLabel)
    if (++heading > 30) throw new Error('no table heading');
  const labels = (sheet.getRow(heading).values as unknown[]).slice(1);
  const column = (label: string) => labels.indexOf(label) + 1;
  return { heading, labels, column, row: (i: number) => sheet.getRow(heading + 1 + i) };
}

describe('order spreadsheet', () => {
  it('names the download in ASCII', () => {
    expect(orderFileName('SO20261101-0042')).toBe('order-SO20261101-0042.xlsx');
    expect(orderFileName('订单/../1')).toBe('order-1.xlsx');
  });

  it('heads the sheet with the order, the buyer, customer service and the totals', async () => {
    const order = orderOf(3);
    const { sheet } = await written(order, { locale: 'en', productSource: 1 });
    expect(sheet.name).toBe('Order SO20261101-0042');
    expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
    const value = (label: string) => headerValue(sheet, label).value;
    expect(value(en.orderNumber)).toBe('SO20261101-0042');
    expect(value(en.orderTime)).toMatch(/2026.*08:30.*UTC/);
    expect(value(en.status)).toBe(en.confirmed);
    expect([
      value(en.company),
      value(en.contact),
      value(en.email),
      value(en.telephone),
      value(en.mobile),
      value(en.remark),
    ]).toEqual([
      'Harbour Toys Ltd',
      'Ada Buyer',
      'ada@harbour.example',
      '+44 20 7946 0000',
      '+44 7700 900123',
      'Please ship before Christmas.',
    ]);
    expect([value(en.service), value(en.serviceEmail), value(en.serviceTelephone)]).toEqual([
      'Lily Chen',
      'lily@supplier.example',
      '+86 754 8888 0000',
    ]);
    const totals = order.summary.totals;
    expect([value(en.itemKinds), value(en.cartons), value(en.quantity), value(en.amount)]).toEqual([
      3,
      totals.cartons,
      totals.quantity,
      totals.amount,
    ]);
    expect([value(en.cbm), value(en.cuft), value(en.grossKg), value(en.netKg)]).toEqual([
      totals.cbm,
      totals.cuft,
      totals.grossKg,
      totals.netKg,
    ]);
    expect(headerValue(sheet, en.amount).numFmt).toContain('USD');
    expect(headerValue(sheet, en.cbm).numFmt).toBe('0.000');
  });

  it('writes one row per line, with numbers a buyer can sum', async () => {
    const order = orderOf(25);
    const { sheet } = await written(order, { locale: 'en', productSource: 1 });
    const { labels, column, row } = table(sheet, en.serial);
    expect(labels).toEqual([
      en.serial,
      en.picture,
      en.number,
      en.name,
      en.productSize,
      en.cartonSize,
      en.packing,
      en.cartons,
      en.piecesPerCarton,
      en.quantity,
      en.cbm,
      en.cuft,
      en.grossKg,
      en.netKg,
      `${en.unitPrice} (USD)`,
      `${en.amount} (USD)`,
    ]);
    order.lines.forEach((line, i) => {
      const cells = row(i);
      const at = (label: string) => cells.getCell(column(label));
      expect(at(en.serial).value).toBe(line.serial);
      expect(at(en.number).value).toBe(line.displayNumber ?? line.productNumber);
      expect(at(en.name).value).toBe(line.ename);
      expect(at(en.productSize).value).toBe('30×20.5×15');
      expect(at(en.cartonSize).value).toBe('62×42×48');
      expect(at(en.packing).value).toBe('Colour box');
      expect([at(en.cartons).value, at(en.piecesPerCarton).value, at(en.quantity).value]).toEqual([
        line.cartons,
        line.piecesPerCarton,
        line.cartons * line.piecesPerCarton,
      ]);
      expect(at(en.quantity).value).toBe(line.totals.quantity);
      expect([at(en.cbm).value, at(en.cuft).value, at(en.grossKg).value, at(en.netKg).value]).toEqual([
        line.totals.cbm,
        line.totals.cuft,
        line.totals.grossKg,
        line.totals.netKg,
      ]);
      expect([at(`${en.unitPrice} (USD)`).value, at(`${en.amount} (USD)`).value]).toEqual([
        line.unitPrice,
        line.totals.amount,
      ]);
      expect(at(en.cbm).numFmt).toBe('0.000');
      expect(at(`${en.amount} (USD)`).numFmt).toBe('#,##0.00');
    });
    expect(row(order.lines.length).getCell(1).value).toBeNull();
    const sum = (label: string) =>
      order.lines.reduce((total, _, i) => total + (row(i).getCell(column(label)).value as number), 0);
    expect(sum(en.quantity)).toBe(order.summary.totals.quantity);
    expect(sum(en.cartons)).toBe(order.summary.totals.cartons);
  });

  it('speaks Arabic right to left, with Arabic names', async () => {
    const ar = sheetTexts.ar;
    const { sheet } = await written(orderOf(4, { status: 2 }), { locale: 'ar', productSource: 1 });
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(headerValue(sheet, ar.status).value).toBe(ar.shipped);
    const { labels, column, row } = table(sheet, ar.serial);
    expect(labels.slice(0, 4)).toEqual([ar.serial, ar.picture, ar.number, ar.name]);
    expect(row(0).getCell(column(ar.name)).value).toBe('دب 1');
  });

  it('has its labels in all 16 site languages, four distinct statuses in each', () => {
    for (const { parameter } of siteLanguages) {
      const texts = textsFor(parameter);
      expect(texts).toBe(sheetTexts[parameter]);
      expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
      expect(new Set([texts.submitted, texts.confirmed, texts.shipped, texts.cancelled]).size).toBe(4);
    }
    expect(textsFor('RU')).toBe(sheetTexts['ru-RU']);
  });

  it('uses only name or ename when the share does not localise names, and English for an unknown code', async () => {
    const arabic = await written(orderOf(1), { locale: 'ar', productSource: 0 });
    expect(table(arabic.sheet, sheetTexts.ar.serial).row(0).getCell(4).value).toBe('Teddy bear 1');
    const chinese = await written(orderOf(1), { locale: 'zh', productSource: 1 });
    expect(table(chinese.sheet, sheetTexts['zh-CN'].serial).row(0).getCell(4).value).toBe('泰迪熊 1');
    const unknown = await written(orderOf(1), { locale: 'xx', productSource: 1 });
    expect(unknown.sheet.views[0]?.rightToLeft ?? false).toBe(false);
    expect(table(unknown.sheet, en.serial).labels).toContain(en.quantity);
  });

  it('has no price columns when the supplier hides prices', async () => {
    const order = orderOf(3, { showPrices: false });
    expect(order.summary.totals.amount).toBeNull();
    const { sheet } = await written(order, { locale: 'en', productSource: 1 });
    const { labels } = table(sheet, en.serial);
    expect(labels).toHaveLength(14);
    expect(labels.some((label) => String(label).startsWith(en.unitPrice) || String(label).startsWith(en.amount))).toBe(
      false,
    );
    expect(() => headerValue(sheet, en.amount)).toThrow();
  });

  it('embeds each line’s picture in its picture cell', async () => {
    const order = orderOf(9);
    const pictureFile: WorkbookOptions['pictureFile'] = async (line) => {
      if (line.serial === 5) throw new Error('store unavailable'); // a failing picture is left out, not the order
      return line.serial % 3 ? demoPictureFile(1000 + line.serial, 0) : null;
    };
    const { book, sheet } = await written(order, { locale: 'en', productSource: 1, pictureFile });
    const { heading, row } = table(sheet, en.serial);
    const images = sheet.getImages();
    const withPicture = order.lines.filter((l) => l.serial % 3 && l.serial !== 5).map((l) => l.serial);
    expect(images.map((image) => image.range.tl.nativeRow - heading + 1)).toEqual(withPicture);
    for (const image of images) {
      expect(image.range.tl.nativeCol).toBe(1);
      const medium = book.getImage(Number(image.imageId)) as unknown as { extension: string; buffer: Buffer };
      expect(medium.extension).toBe('png');
      expect([...medium.buffer.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    }
    expect(row(0).height).toBeCloseTo(37.5);
    expect(row(2).height ?? 15).toBeLessThan(30);
  });

  it('reports progress up to count === totalCount, never going back', async () => {
    const calls: [number, number][] = [];
    await written(orderOf(1_000), {
      locale: 'en',
      productSource: 1,
      pictureFile: async (l) => demoPictureFile(l.serial, 0),
      onProgress: (count, total) => void calls.push([count, total]),
    });
    expect(calls.length).toBeGreaterThan(4);
    expect(calls.every(([, total]) => total === 1_000)).toBe(true);
    expect(calls.every(([count], i) => i === 0 || count >= calls[i - 1][0])).toBe(true);
    expect(calls.at(-1)).toEqual([1_000, 1_000]);
    expect(calls.filter(([count]) => count === 1_000)).toHaveLength(1); // the poll reads count === totalCount as done
    const empty: [number, number][] = [];
    await written(orderOf(0), {
      locale: 'en',
      productSource: 1,
      onProgress: (count, total) => void empty.push([count, total]),
    });
    expect(empty).toEqual([[0, 0]]);
  });

  it.each([false, true])(
    'stops, rather than hangs, when the buyer leaves mid-download (pictures: %s)',
    async (pictures) => {
      const out = new PassThrough();
      out.once('data', () => out.destroy()); // the first bytes arrive, then the connection is gone
      const pictureFile = pictures
        ? async (line: CartOrderLine) => ({
            bytes: Buffer.concat([demoPictureFile(line.serial, 0).bytes, Buffer.alloc(20_000)]),
            extension: 'png' as const,
          })
        : undefined;
      const writing = writeOrderWorkbook(orderOf(2_000), { locale: 'en', productSource: 1, pictureFile }, out);
      await expect(writing).rejects.toThrow(/closed/);
    },
  );

  it.each([false, true])('writes a 5,000-line order (pictures: %s)', { timeout: 60_000 }, async (pictures) => {
    const order = orderOf(5_000);
    let peak = 0;
    const sample = () => void (peak = Math.max(peak, process.memoryUsage().rss));
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeOrderWorkbook(
      order,
      {
        locale: 'en',
        productSource: 1,
        onProgress: sample,
        ...(pictures ? { pictureFile: async (line: CartOrderLine) => demoPictureFile(2000 + line.serial * 7, 0) } : {}),
      },
      out,
    );
    const seconds = (performance.now() - started) / 1000;
    sample();
    const bytes = Buffer.concat(chunks);
    console.log(
      `5,000 lines${pictures ? ' with pictures' : ''}: ${seconds.toFixed(2)} s, RSS +${((peak - before) / 2 ** 20).toFixed(0)} MB at peak (${(peak / 2 ** 20).toFixed(0)} MB), file ${(bytes.length / 2 ** 20).toFixed(1)} MB`,
    );

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const { row } = table(sheet, en.serial);
    expect(row(4_999).getCell(1).value).toBe(5_000);
    expect(row(5_000).getCell(1).value).toBeNull();
    expect(sheet.getImages()).toHaveLength(pictures ? 5_000 : 0);
  });
});
