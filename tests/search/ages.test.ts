// Ages as a constraint (issue 28): "for 3 years", "3+", "ages 3-6", "3岁", "5 años" keep the toys a child of that age
// may have (the products' age from at most the age asked), those aimed at the asked ages first; other numbers stay
// words; an age no product suits is named like a word no product has.
import { describe, expect, it } from 'vitest';
import { takeAges } from '../../server/search/ages';
import { indexFromRows, type Row } from '../../server/search/indexColumns';
import { cacheFoundProducts, findProducts } from '../../server/search/findProducts';

describe('takeAges', () => {
  it.each([
    ['toy car for 3 years', 3, 3, ['toy', 'car', 'for']],
    ['robot 3+', 3, 3, ['robot']],
    ['dolls ages 3-6', 3, 6, ['dolls']],
    ['3 years old puzzle', 3, 3, ['puzzle']],
    ['积木3岁', 3, 3, ['积木']],
    ['3-6歳 ぬいぐるみ', 3, 6, ['ぬいぐるみ']],
    ['robot para niños de 5 años', 5, 5, ['robot', 'para', 'niños', 'de']],
    ['spielzeug ab 6 jahren', 6, 6, ['spielzeug']],
    ['игрушка от 3 лет', 3, 3, ['игрушка']],
  ])('%s', (query, low, high, rest) => {
    const taken = takeAges(query.split(' '));
    expect(taken.asks).toMatchObject([{ low, high }]);
    expect(taken.rest).toEqual(rest);
  });

  it('leaves numbers that are no age', () => {
    for (const query of ['sb 430', 'car 3-6', 'set of 12', 'truck 30 years'])
      expect(takeAges(query.split(' ')).asks).toEqual([]);
  });
});

const row = (id: number, ename: string, ageFrom: number | null): Row => ({
  id,
  product_number: `A${id}`,
  commodity_number: `HY-${id}`,
  out_factory_number: `${id}-1`,
  category_id: 1,
  name: ename,
  ename,
  search_text: `a${id} hy-${id} ${id}-1 ${ename} ${ename}`.toLowerCase(),
  price: '1',
  listed_at: `2026-01-${10 + id}`,
  flags: 0,
  sizes: Array(9).fill('1'),
  packing_method: 'box',
  pa_nu: '1/1',
  label_number: '',
  certificates: '',
  names: { type: 0, name: ename, ename },
  attributes: ageFrom === null ? [] : [{ name: 'ageRange', value: 'yearsUp', n: ageFrom }],
});

cacheFoundProducts(false);
const index = indexFromRows(
  [
    row(1, 'Baby Robot', 0),
    row(2, 'Robot Kit', 3),
    row(3, 'Robot Model', 8),
    row(4, 'Robot Arm', null),
    row(5, 'Doll', 3),
  ],
  [{ id: 1, parent_id: null, category_number: 'C1' }],
  '1',
);
const search = (keyword: string) => findProducts(index, { keyword, pageIndex: 1, pageSize: 10 });

describe('ages in a search', () => {
  it('keeps the toys a child of the age asked may have, those made for that age first', () => {
    expect(search('robot for 3 years').ids).toEqual([2, 1]);
    expect(search('robot 3+').ids).toEqual([2, 1]);
    expect(search('robot ages 3-8').ids).toEqual([3, 2, 1]);
    expect(search('robot 3岁').ids).toEqual([2, 1]);
  });

  it('asked alone, finds the toys of that age', () => {
    expect(search('3+')).toMatchObject({ ids: [5, 2, 1] });
  });

  it('names an age no product with the other words suits', () => {
    expect(search('doll for 1 year')).toMatchObject({ ids: [5], unmatchedWords: ['1 year'] });
  });
});
