// The search is declared once (protocol/productSearch.ts); the request schema that both sides validate with must
// say the same: the same fields, limits and sorts. Also checked by the type-checker: the generated request type
// and the protocol's search type agree field by field.
import { describe, expect, expectTypeOf, it } from 'vitest';
import request from '../../schemas/api/GetProductList.json';
import common from '../../schemas/api/common.json';
import type { CallTypes } from '../../schemas/api/types.gen';
import {
  PRICE_MAX,
  SEARCH_FIELDS,
  SIZE_MAX_CM,
  SORTS,
  TEXT_MAX_LENGTH,
  type ProductSearch,
} from '../../protocol/productSearch';

type Property = { maxLength?: number; maximum?: number; enum?: string[]; $ref?: string };
const properties = request.$defs.request.properties as Record<string, Property>;
const NOT_SEARCH = ['area', 'productNumbers', 'sort', 'pageIndex', 'pageSize'];

describe('the search schema and the protocol', () => {
  it('have the same search fields', () => {
    expect(
      Object.keys(properties)
        .filter((key) => !NOT_SEARCH.includes(key))
        .sort(),
    ).toEqual([...SEARCH_FIELDS].sort());
  });

  it('have the same limits', () => {
    for (const [field, max] of Object.entries(TEXT_MAX_LENGTH)) expect(properties[field].maxLength, field).toBe(max);
    expect(properties.minPrice.maximum).toBe(PRICE_MAX);
    expect(properties.maxPrice.maximum).toBe(PRICE_MAX);
    const size = common.$defs.sizeRange.properties;
    expect([size.min.maximum, size.max.maximum]).toEqual([SIZE_MAX_CM, SIZE_MAX_CM]);
    for (const field of SEARCH_FIELDS.filter((f) => f.includes('_') && /^(pr|in|ou)_/.test(f)))
      expect(properties[field].$ref).toBe('common.json#/$defs/sizeRange');
  });

  it('have the same sorts', () => {
    expect(properties.sort.enum).toEqual([...SORTS]);
  });

  it('give the same request type', () => {
    type Request = CallTypes['GetProductList']['request'];
    expectTypeOf<Exclude<keyof Request, 'area' | 'productNumbers' | 'sort' | 'pageIndex' | 'pageSize'>>().toEqualTypeOf<
      keyof ProductSearch
    >();
    // Each field's type matches both ways (a search is a request, a request's search fields are a search).
    expectTypeOf<ProductSearch>().toExtend<Pick<Request, keyof ProductSearch>>();
    expectTypeOf<Pick<Request, keyof ProductSearch>>().toExtend<ProductSearch>();
    expectTypeOf<NonNullable<Request['sort']>>().toEqualTypeOf<(typeof SORTS)[number]>();
  });
});
