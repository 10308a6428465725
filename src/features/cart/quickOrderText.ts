// What a buyer pastes from a spreadsheet into quick order: one product per line, its number then its quantity,
// separated by a tab (spreadsheet cells), comma, semicolon or spaces. A header row or blank lines are skipped;
// thousands separators in quantities are read ("1,200" in quotes from a CSV, "1 200").
import { CART_CAPACITY } from '../../../protocol/cart';

export interface PastedLine {
  number: string;
  quantity?: number;
}

const NUMBER = /^[A-Za-z0-9][A-Za-z0-9_./-]{0,59}$/;

export function parseQuickOrder(text: string): { lines: PastedLine[]; skipped: number; tooMany: boolean } {
  const lines: PastedLine[] = [];
  let skipped = 0;
  for (const raw of text.split(/\r?\n/)) {
    const row = raw.trim();
    if (!row) continue;
    const cells = row.includes('\t') ? row.split('\t') : (row.match(/("[^"]*"|[^,;]+)/g) ?? [row]);
    const [first, ...rest] = cells.length === 1 ? row.split(/\s+/) : cells;
    const number = first.replace(/^"|"$/g, '').trim();
    const quantityText = rest.join(' ').replace(/["\s.,']/g, '');
    if (!NUMBER.test(number)) {
      skipped++;
      continue;
    }
    // A header row ("Item no. / Qty") reads as a number with a word for a quantity: skipped, not "not found".
    if (quantityText && !/^\d+$/.test(quantityText)) {
      skipped++;
      continue;
    }
    lines.push(quantityText ? { number, quantity: Math.min(100_000_000, Number(quantityText)) } : { number });
  }
  return { lines: lines.slice(0, CART_CAPACITY), skipped, tooMany: lines.length > CART_CAPACITY };
}
