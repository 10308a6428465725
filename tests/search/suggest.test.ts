// Suggestions' helpers (issue 16): "did you mean" rewrites a keyword that finds nothing into dictionary words that
// do (a typo beyond the search's own budget; two words never together), and says nothing when the keyword finds
// products or nothing near is known; categories match their name in the buyer's language by prefix, stem and
// synonym (voitures → Voitures, 汽车 → 玩具车); slotOfId finds a product's slot.
import { describe, expect, it } from 'vitest';
import { indexFromRows, type Row } from '../../server/search/catalogueIndex';
import { categoryWords, didYouMean, matchCategories, slotOfId } from '../../server/search/suggest';

const NAMES = [
  { name: '音乐泰迪熊', ename: 'Musical Teddy Bear' },
  { name: '发光玩具车', ename: 'Light-up Toy Car' },
  { name: '迷你恐龙', ename: 'Mini Dinosaur' },
  { name: '太空火箭', ename: 'Space Rocket' },
];
const rows: Row[] = NAMES.map((names, i) => ({
  id: (i + 1) * 10,
  product_number: `T${i + 1}`,
  commodity_number: `HY-${i}`,
  out_factory_number: `${i}-1`,
  category_id: 1,
  name: names.name,
  ename: names.ename,
  search_text: `t${i + 1} hy-${i} ${i}-1 ${names.name} ${names.ename}`.toLowerCase(),
  price: '1',
  listed_at: '2026-01-01',
  flags: 0,
  sizes: Array(9).fill('1'),
  packing_method: 'box',
  pa_nu: '1/1',
  label_number: '',
  certificates: '',
  names: { type: 0, ...names },
}));
const index = indexFromRows(rows, [{ id: 1, parent_id: null, category_number: 'C1' }], '1');

describe('didYouMean', () => {
  it('corrects a word beyond the search’s own typo budget', () => {
    expect(didYouMean(index, 'dinosor')).toBe('dinosaur'); // two typos in 7 letters: the search allows one
    expect(didYouMean(index, 'rockt')).toBe('rocket');
  });
  it('offers one word when two never meet in one product', () => {
    expect(didYouMean(index, 'teddy rocket')).toBe('teddy');
  });
  it('says nothing when nothing near is known', () => {
    expect(didYouMean(index, 'zzzzzz')).toBeUndefined();
    expect(didYouMean(index, 'dinosaur')).toBeUndefined(); // already finds: nothing to correct
  });
});

describe('matchCategories', () => {
  const categories = ['Voitures et camions', 'Peluches', 'Robots'].map((name, i) => ({
    categoryNumber: `C${i}`,
    name,
    words: categoryWords(name),
  }));
  const zh = ['玩具车', '毛绒玩具'].map((name, i) => ({ categoryNumber: `Z${i}`, name, words: categoryWords(name) }));
  it('matches by prefix, stem and synonym', () => {
    expect(matchCategories(categories, 'voit', 'french', 4).map((c) => c.name)).toEqual(['Voitures et camions']);
    expect(matchCategories(categories, 'voiture', 'french', 4).map((c) => c.name)).toEqual(['Voitures et camions']);
    expect(matchCategories(categories, 'robot', 'french', 4).map((c) => c.name)).toEqual(['Robots']);
    expect(matchCategories(zh, '汽车', 'name', 4).map((c) => c.name)).toEqual(['玩具车']);
    expect(matchCategories(categories, 'avion', 'french', 4)).toEqual([]);
  });
});

describe('slotOfId', () => {
  it('finds slots by id', () => {
    expect(slotOfId(index, 30)).toBe(2);
    expect(slotOfId(index, 31)).toBe(-1);
  });
});
