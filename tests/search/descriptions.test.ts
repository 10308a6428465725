// Product descriptions as search text at a lower weight than names (issue 28): a word only in a description finds
// the product, after every product with the word in its name; a phrase from a description finds it; the Chinese /
// English content columns serve when lang_list has no description item.
import { describe, expect, it } from 'vitest';
import { indexFromRows, type Row } from '../../server/search/indexColumns';
import { cacheFoundProducts, findProducts } from '../../server/search/findProducts';

const row = (id: number, name: string, ename: string, more: Partial<Row> = {}): Row => ({
  id,
  product_number: `D${id}`,
  commodity_number: `HY-${id}`,
  out_factory_number: `${id}-1`,
  category_id: 1,
  name,
  ename,
  search_text: `d${id} hy-${id} ${id}-1 ${name} ${ename}`.toLowerCase(),
  price: '1',
  // Newer first in the default sort: the description-only products would lead without the lower weight.
  listed_at: `2026-01-${10 + id}`,
  flags: 0,
  sizes: Array(9).fill('1'),
  packing_method: 'box',
  pa_nu: '1/1',
  label_number: '',
  certificates: '',
  names: { type: 0, name, ename },
  ...more,
});

const rows = [
  row(1, '发条音乐盒', 'Wind-up Music Box'),
  row(2, '泰迪熊', 'Teddy Bear', {
    descriptions: { type: 1, name: '采用安全无毒的毛绒面料', ename: 'A soft bear that plays music at bedtime' },
  }),
  row(3, '火箭', 'Space Rocket', { content: '发射台包括在内', en_content: 'Comes with a launch pad' }),
  row(4, '积木', 'Blocks', { descriptions: { type: 1, ename: 'Wooden blocks in a tub' } }),
];
cacheFoundProducts(false);
const index = indexFromRows(rows, [{ id: 1, parent_id: null, category_number: 'C1' }], '1');
const search = (keyword: string) => findProducts(index, { keyword, pageIndex: 1, pageSize: 10 });

describe('descriptions', () => {
  it('finds a word only in a description, after the products with it in their names', () => {
    expect(search('music').ids).toEqual([1, 2]);
    expect(search('blocks').ids).toEqual([4]);
  });

  it('finds a product by a phrase of its description', () => {
    expect(search('plays music at bedtime').ids).toEqual([2]);
    expect(search('teddy bedtime').ids).toEqual([2]);
    expect(search('无毒').ids).toEqual([2]);
  });

  it('reads the content columns when lang_list has no description', () => {
    expect(search('launch pad').ids).toEqual([3]);
    expect(search('发射台').ids).toEqual([3]);
  });

  it('names the words neither a name nor a description holds', () => {
    expect(search('bear grandchildren')).toMatchObject({ ids: [2], unmatchedWords: ['grandchildren'] });
  });
});
