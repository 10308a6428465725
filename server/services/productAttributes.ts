// ProductAttributeInfo: a product's attributes in the asked language, from the supplier's term dictionary
// (migration 009). A key the dictionary lacks is shown as written, so a supplier's free text still appears.
import type { Queryable } from '../db/database';
import type { Buyer } from './buyer';
import { noSuchProduct } from './messages';
import type { SiteLanguage } from '../../protocol/languages';

interface StoredAttribute {
  name: string;
  value: string;
  n?: number;
}

export async function productAttributes(
  db: Queryable,
  buyer: Buyer,
  request: { language: SiteLanguage; productNumber: string },
) {
  const [product] = await db.query<{ attributes: StoredAttribute[] }>(
    'SELECT attributes FROM products WHERE company_id = $1 AND product_number = $2',
    [buyer.companyId, request.productNumber],
  );
  if (!product) throw noSuchProduct();
  const keys = [...new Set(product.attributes.flatMap((a) => [a.name, a.value]))];
  const terms = new Map(
    (
      await db.query<{ key: string; names: Record<string, string> }>(
        'SELECT key, names FROM attribute_terms WHERE company_id = $1 AND key = ANY($2)',
        [buyer.companyId, keys],
      )
    ).map((t) => [t.key, t.names]),
  );
  const { field } = request.language;
  const say = (key: string) => {
    const names = terms.get(key);
    return names ? names[field] || names.ename || key : key;
  };
  return {
    items: product.attributes.map((a) => ({
      name: say(a.name),
      value: say(a.value).replace('{n}', String(a.n ?? '')),
    })),
  };
}
