// The Catalogue room's address and form model: a hand-typed address keeps only what the API takes (unknown flags,
// sorts and shelves dropped, a bad product number ignored), and an address round-trips; the editor's form turns
// typed text into the product sent (empty numbers left out, so the shared rules say "required"; "1,5" is 1.5); a new
// product's category is the clerk's choice, asked for until made.
import { describe, expect, it } from 'vitest';
import { catalogueSearchOf, catalogueSearchToUrl, filtersOf } from '../../src/console/catalogue/catalogueSearch';
import { draftOf, emptyForm, problemsOf } from '../../src/console/catalogue/productForm';

describe('the room’s address', () => {
  it('keeps what the API takes and drops the rest', () => {
    const search = catalogueSearchOf({
      q: '  teddy ',
      shelf: 'maybe',
      flags: 'hot,evil,hot,new',
      sort: 'priceAsc; drop',
      product: 'bad number!',
      category: 'C01',
    });
    expect(search).toEqual({ q: 'teddy', flags: ['hot', 'new'], category: 'C01' });
    expect(filtersOf(search)).toEqual({ keyword: 'teddy', categoryNumber: 'C01', flags: ['hot', 'new'] });
  });

  it('round-trips, defaults left out', () => {
    const search = catalogueSearchOf({ shelf: 'off', sort: 'moqDesc', product: 'SB000010', flags: 'inStock' });
    expect(catalogueSearchToUrl(search)).toEqual({
      shelf: 'off',
      sort: 'moqDesc',
      product: 'SB000010',
      flags: 'inStock',
    });
    expect(catalogueSearchToUrl(catalogueSearchOf({ sort: 'default' }))).toEqual({});
  });
});

describe('the editor’s form', () => {
  it('leaves empty numbers out, so the rules name them, and reads a decimal comma', () => {
    const form = emptyForm({ packingMethod: 'box' });
    const problems = problemsOf(form);
    expect(problems.get('price')?.kind).toBe('required');
    expect(problems.get('names.name')?.kind).toBe('nameRequired');
    expect(problems.get('categoryNumber')?.kind).toBe('chooseCategory');
    form.categoryNumber = 'C01';
    expect(problemsOf(form).has('categoryNumber')).toBe(false);
    form.numbers.price = '1,5';
    form.numbers['outerBoxSize.length'] = 'abc';
    expect(draftOf(form).price).toBe(1.5);
    expect(problemsOf(form).get('outerBoxSize.length')?.kind).toBe('required');
  });
});
