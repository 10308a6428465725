// Whole phrases over the API (issue 28): GetProductList and SearchSuggestions find toy cars for "toy car for
// grandchildren" and name the word no product has (unmatchedWords); a keyword of stop words only answers no products
// with stopWordsOnly (not the whole catalogue, not a 500); a product number typed with a hyphen or a space finds it;
// a word only in the descriptions finds its products, and an age (for 3 years, 3岁) keeps those that suit it; runs
// written without spaces (Japanese, Thai, Korean, Chinese) and compounds (rubberduck) find their toys; a word naming an
// attribute (usb, battery) narrows by the attribute instead of having to be in the name;
// the spec's body and answer stay valid (the new fields are optional and absent when there is nothing to say).
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { testClient } from './helpers';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const list = (keyword: string) => core.call('GetProductList', { keyword, pageIndex: 1, pageSize: 30 });

describe('phrase search', () => {
  it('shows the best partial matches and names the word none has', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const found = await list('toy car for grandchildren');
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.items.every((card) => /car/i.test(card.ename))).toBe(true);
    expect(found.unmatchedWords).toEqual(['grandchildren']);
    const whole = await list('toy car');
    expect(whole.unmatchedWords).toBeUndefined();
    expect(whole.stopWordsOnly).toBeUndefined();

    const suggested = await core.call('SearchSuggestions', { keyword: 'toy car for grandchildren', language: 'en' });
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.unmatchedWords).toEqual(['grandchildren']);
  });

  it('answers a keyword of stop words only with no products, saying so', async () => {
    for (const keyword of ['for the', 'de la para', 'für und mit']) {
      const found = await list(keyword);
      expect(found).toMatchObject({ items: [], totalCount: 0, stopWordsOnly: true });
    }
    const suggested = await core.call('SearchSuggestions', { keyword: 'for the', language: 'en' });
    expect(suggested).toMatchObject({ products: [], stopWordsOnly: true });
    expect(suggested.didYouMean).toBeUndefined();
  });

  it('finds a product number typed with a hyphen or a space', async () => {
    const [first] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 1 })).items;
    const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(first.productNumber)!;
    for (const typed of [`${letters.toLowerCase()}-${digits}`, `${letters} ${Number(digits)}`]) {
      const found = await list(typed);
      expect(found.items[0]?.productNumber, typed).toBe(first.productNumber);
    }
  });

  it('finds words of the descriptions after the names, and reads an age as a constraint', async () => {
    // The demo's descriptions say every toy is non-toxic; no name does.
    const robots = await list('robot');
    const described = await list('non-toxic robot');
    expect(described.totalCount).toBe(robots.totalCount);
    expect(described.unmatchedWords).toBeUndefined();
    const young = await list('robot for 3 years');
    expect(young.totalCount).toBeGreaterThan(0);
    expect(young.totalCount).toBeLessThan(robots.totalCount);
    expect(young.unmatchedWords).toBeUndefined();
    expect((await list('robot 3岁')).totalCount).toBe(young.totalCount);
    expect(young.items.every((card) => /robot/i.test(card.ename))).toBe(true);
  });

  it('finds toys for runs written without spaces and for compounds', async () => {
    const cases: [string, RegExp][] = [
      ['恐竜のおもちゃ', /dinosaur/i],
      ['จรวดของเล่น', /rocket/i],
      ['공룡장난감', /dinosaur/i],
      ['男孩的火箭', /rocket/i],
      ['rubberduck', /duck/i],
    ];
    for (const [keyword, kind] of cases) {
      const found = await list(keyword);
      expect(found.items.length, keyword).toBeGreaterThan(0);
      expect(
        found.items.filter((card) => !kind.test(card.ename)).map((card) => card.ename),
        keyword,
      ).toEqual([]);
    }
  });

  it('narrows by a word that names an attribute, not only by the name', async () => {
    const cars = await list('car');
    const usb = await list('car usb');
    expect(usb.unmatchedWords).toBeUndefined();
    expect(usb.totalCount).toBeGreaterThan(0);
    expect(usb.totalCount).toBeLessThan(cars.totalCount);
    // Cars with USB power first; weaker matches (a word of a description) may follow, never before.
    const named = usb.items.map((card) => /car/i.test(card.ename));
    expect(named[0]).toBe(true);
    expect(named.slice(named.indexOf(false) < 0 ? named.length : named.indexOf(false))).not.toContain(true);
    // A teddy has no battery: the attribute's name finds none, and the answer says so.
    const teddies = await list('teddy battery');
    expect(teddies.unmatchedWords).toEqual(['battery']);
    expect(teddies.items.filter((card) => !/teddy/i.test(card.ename)).map((card) => card.ename)).toEqual([]);
  });
});
