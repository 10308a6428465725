// An import's rows are judged a slice at a time (server/services/importRows.ts, issue 23): judging takes a few
// tenths of a millisecond a row, so a 10,000-row sheet judged in one go held the app server's thread for seconds and
// every buyer's search on that server waited it out. Cases: a search that arrives while a big sheet is judged is
// served before the last row is judged; the rows are judged as before (an earlier row's number repeated is an error).
import { expect, it } from 'vitest';
import { judgedRows, type Context, type Mapping } from '../../server/services/importRows';
import type { Sheet } from '../../server/services/spreadsheetReader';

const ROWS = 3000;
const mapping: Mapping = ['productNumber', 'name', 'ename', 'price', 'startOrderNum', 'outerBoxSize'];
const sheet: Sheet = {
  headers: ['货号', '品名', '英文品名', '单价', '起订量', '外箱尺寸'],
  rows: Array.from({ length: ROWS }, (_, i) => ({
    line: i + 2,
    // The last row repeats the first one's number.
    cells: [`JT${i === ROWS - 1 ? 1 : i + 1}`, `积木${i}`, `Blocks ${i}`, '2.5', '48', '60*40*50'],
  })),
};
const context: Context = {
  category: (text) => text,
  packing: (text) => text,
  firstCategory: 'C1',
  firstPacking: 'carton',
  existing: new Map(),
  barcodeOwners: new Map(),
};

it('serves a search that arrives while a big sheet is judged before its last row is judged', async () => {
  let searchServed = false;
  setImmediate(() => (searchServed = true));
  let judgedBeforeSearch = 0;
  const statuses: string[] = [];
  for await (const judged of judgedRows(sheet, mapping, context)) {
    if (!searchServed) judgedBeforeSearch++;
    statuses.push(judged.preview.status);
  }
  expect(searchServed).toBe(true);
  expect(judgedBeforeSearch).toBeLessThan(ROWS);
  expect(statuses.slice(0, -1).every((s) => s === 'new')).toBe(true);
  expect(statuses.at(-1)).toBe('error');
});
