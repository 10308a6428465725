// The products' rows written into an index's slots, by a build or a patch (indexColumns.ts).
import { SIZE_FIELDS } from '../../protocol/productSearch';
import { languageFields } from '../../protocol/languages';
import { barcodeSearchWords } from '../../schemas/api/barcodes';
import { tokensOf } from './tokenIndex';
import { UNKNOWN_LANGUAGE } from './wordIndex';
import type { CatalogueIndex, Row } from './indexColumns';
import { dayNumber } from './indexValues';

/** Writes rows into slots from… (columns already long enough); answers what the token dictionaries need. */
export function writeSlots(index: CatalogueIndex, rows: Row[], from: number, slotsByNumber: Map<string, number>) {
  const numberTokens: string[][] = [];
  const nameText: string[] = [];
  rows.forEach((row, i) => {
    const slot = from + i;
    index.ids[slot] = row.id;
    slotsByNumber.set(row.product_number, slot);
    index.categoryId[slot] = row.category_id;
    index.price[slot] = Number(row.price);
    index.listedDay[slot] = dayNumber(
      row.listed_at instanceof Date ? row.listed_at.toISOString() : String(row.listed_at),
    );
    index.flags[slot] = row.flags;
    row.sizes.forEach((value, f) => (index.sizes[slot * SIZE_FIELDS.length + f] = Number(value)));
    index.packing[slot] = row.packing_method;
    index.paNu[slot] = row.pa_nu;
    index.factoryNumber[slot] = row.out_factory_number.toLowerCase();
    index.labelNumber[slot] = row.label_number.toLowerCase();
    index.certificates[slot] = `,${row.certificates
      .toLowerCase()
      .split(',')
      .map((c) => c.trim())
      .join(',')},`;
    index.nameLower[slot] = row.name.toLowerCase();
    index.enameLower[slot] = row.ename.toLowerCase();
    if (index.consoleKeys) {
      index.consoleKeys.number[slot] = row.product_number.toLowerCase();
      index.consoleKeys.name[slot] = (row.name || row.ename).toLowerCase();
      index.consoleKeys.moq[slot] = row.start_order_num ?? 0;
    }
    // search_text (migration 004) is the three numbers then the names in every language.
    const numbers = `${row.product_number} ${row.commodity_number} ${row.out_factory_number}`.toLowerCase();
    numberTokens.push([...tokensOf(numbers), ...(row.barcodes ?? []).flatMap(barcodeSearchWords)]);
    nameText.push(row.search_text.startsWith(numbers) ? row.search_text.slice(numbers.length) : row.search_text);
  });
  return { numberTokens, nameText };
}

/** The names of rows written from slot `from` on, per language, for the word index (WordIndex). */
export function wordTexts(rows: Row[], nameText: string[], from: number) {
  const texts = (slot: number, add: (language: number, text: string) => void) => {
    const row = rows[slot - from];
    const names = row.names && typeof row.names === 'object' ? row.names : null;
    if (!names) return add(UNKNOWN_LANGUAGE, nameText[slot - from]);
    languageFields.forEach((field, bit) => {
      const text = field === 'name' ? row.name : field === 'ename' ? row.ename : names[field];
      if (typeof text === 'string') add(bit, text);
    });
  };
  // Rows loaded together share one names object per distinct names (catalogueIndex.ts): with the same name and ename
  // columns, two such rows have the same texts.
  const numbers = new Map<object, number>();
  const groupOf = (slot: number) => {
    const row = rows[slot - from];
    if (!row.names || typeof row.names !== 'object') return undefined;
    let number = numbers.get(row.names);
    if (number === undefined) numbers.set(row.names, (number = numbers.size));
    return `${number}\u0000${row.name}\u0000${row.ename}`;
  };
  return Object.assign(texts, { groupOf });
}
