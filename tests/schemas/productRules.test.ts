// The product editor's shared rules (schemas/api/productRules.ts): the limits the form checks are the JSON Schema's
// own (a limit changed in the schema moves the form with it), and the cross-field rules name their field.
import { describe, expect, it } from 'vitest';
import catalogue from '../../schemas/api/consoleCatalogue.json';
import { productProblems } from '../../schemas/api/productRules';

const good = {
  productNumber: 'SB1',
  names: { ename: 'Bear' },
  categoryNumber: 'C01',
  price: 1,
  startOrderNum: 1,
  packingMethod: 'box',
  innerQuantity: 1,
  outerQuantity: 2,
  outerBoxSize: { length: 10, width: 10, height: 10 },
  grossWeight: 2,
  netWeight: 1,
};

describe('product rules', () => {
  it('accept a complete draft', () => expect(productProblems(good)).toEqual([]));

  it('read their limits from the schema', () => {
    const max = catalogue.$defs.name.maxLength;
    expect(productProblems({ ...good, names: { ename: 'x'.repeat(max + 1) } })).toEqual([
      { path: 'names.ename', kind: 'tooLong', limit: max },
    ]);
    expect(productProblems({ ...good, names: { ename: 'x'.repeat(max) } })).toEqual([]);
    expect(productProblems({ ...good, price: -1 })).toEqual([{ path: 'price', kind: 'tooSmall', limit: 0 }]);
    expect(productProblems({ ...good, startOrderNum: 1.5 })).toEqual([{ path: 'startOrderNum', kind: 'notInteger' }]);
    expect(productProblems({ ...good, productNumber: 'no spaces' })).toEqual([
      { path: 'productNumber', kind: 'format' },
    ]);
    // An empty number is a field not filled in (the editor and the import preview say "Required."), not a bad character.
    expect(productProblems({ ...good, productNumber: '' })).toEqual([{ path: 'productNumber', kind: 'required' }]);
    const { categoryNumber: _c, ...missing } = good;
    expect(productProblems(missing)).toEqual([{ path: 'categoryNumber', kind: 'required' }]);
  });

  it('name the field of a rule across fields', () => {
    expect(productProblems({ ...good, names: { arabic: 'دب' } }).map((p) => p.path)).toEqual(['names.name']);
    expect(productProblems({ ...good, netWeight: 3 }).map((p) => p.kind)).toEqual(['overGross']);
    expect(productProblems({ ...good, outerQuantity: 0 }).map((p) => p.path)).toEqual([
      'outerQuantity',
      'outerQuantity',
    ]);
    expect(productProblems({ ...good, outerBoxSize: { length: 10, width: 0, height: 10 } })).toEqual([
      { path: 'outerBoxSize.width', kind: 'emptyCarton' },
    ]);
  });
});
