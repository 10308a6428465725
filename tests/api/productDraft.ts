// A complete product for ConsoleSaveProduct, in the demo company's first category and packing: the tests that need a
// product of their own (pictures, image search) differ only in its number, names and price.
import { must } from './wire';

export async function productDraft(
  admin: string,
  productNumber: string,
  names: { name: string; ename: string },
  price = 2,
  base?: string,
) {
  const options = await must<{ categories: { categoryNumber: string }[]; packingMethods: { key: string }[] }>(
    'ConsoleCatalogueOptions',
    {},
    admin,
    base,
  );
  return {
    productNumber,
    names,
    categoryNumber: options.categories[0].categoryNumber,
    price,
    startOrderNum: 12,
    packingMethod: options.packingMethods[0].key,
    innerQuantity: 6,
    outerQuantity: 12,
    grossWeight: 5,
    netWeight: 4,
    outerBoxSize: { length: 50, width: 40, height: 30 },
  };
}
