// A word's match is reused while the buyer types on (issue 28): the answers must be the very ones worked out afresh,
// keystroke after keystroke, and a changed catalogue (a new index) must not answer from the old one's words.
import { describe, expect, it } from 'vitest';
import { indexFromRows, type Row } from '../../server/search/indexColumns';
import { cacheFoundProducts, findProducts } from '../../server/search/findProducts';
import { cacheWordUnits } from '../../server/search/relevance';

const row = (id: number, name: string, ename: string): Row => ({
  id,
  product_number: `SB${String(id).padStart(4, '0')}`,
  commodity_number: `HY-${id}`,
  out_factory_number: `${id}-1`,
  category_id: 1,
  name,
  ename,
  search_text: `sb${String(id).padStart(4, '0')} hy-${id} ${id}-1 ${name} ${ename}`.toLowerCase(),
  price: '1',
  listed_at: `2026-01-${10 + id}`,
  flags: 0,
  sizes: Array(9).fill('1'),
  packing_method: 'box',
  pa_nu: '1/1',
  label_number: '',
  certificates: '',
  names: { type: 0, name, ename },
});
const categories = [{ id: 1, parent_id: null, category_number: 'C1' }];
const rows = [
  row(1, '毛绒熊', 'Plush Bear'),
  row(2, '毛绒兔', 'Plush Bunny'),
  row(3, '泰迪熊', 'Teddy Bear'),
  row(4, '火箭', 'Space Rocket'),
  row(5, '积木', 'Building Blocks'),
];
const typing = [
  'p',
  'pl',
  'plush',
  'plush b',
  'plush be',
  'plush bea',
  'plush bear',
  'plush bu',
  'sb',
  'sb0',
  'sb00',
  'sb0004qx',
  'bear',
  'plush bear',
];
const answers = (index: ReturnType<typeof indexFromRows>) =>
  typing.map((keyword) => findProducts(index, { keyword, pageIndex: 1, pageSize: 10 }));

describe('word match cache', () => {
  cacheFoundProducts(false);

  it('answers every keystroke as worked out afresh', () => {
    const index = indexFromRows(rows, categories, '1');
    cacheWordUnits(false);
    const fresh = answers(index);
    cacheWordUnits(true);
    expect(answers(index)).toEqual(fresh);
    expect(answers(index)).toEqual(fresh); // the second time every word is a hit
    expect(fresh[6].ids[0]).toBe(1); // plush bear: the plush bear first
  });

  it('does not answer a changed catalogue from the old words', () => {
    cacheWordUnits(true);
    expect(
      findProducts(indexFromRows(rows, categories, '1'), { keyword: 'plush', pageIndex: 1, pageSize: 10 }).ids,
    ).toEqual([2, 1]);
    const changed = indexFromRows([...rows, row(6, '毛绒狗', 'Plush Dog')], categories, '2');
    expect(findProducts(changed, { keyword: 'plush', pageIndex: 1, pageSize: 10 }).ids).toEqual([6, 2, 1]);
  });
});
