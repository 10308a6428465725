// The pages of spec section 2 by route name: the router builds from this list, the server's menu permissions too.
export const indexChildren = [
  'home',
  'product',
  'shoppingCart',
  'threeDProduct',
  'customProduct',
  'newProduct',
  'recommend',
  'recommendForYou',
  'videoProducts',
  'certifiedProducts',
  'spotProduct',
  'hotSellingArea',
  'myOrder',
  'orderList',
  'myAccount',
  'imageSearch',
  'productCenter',
] as const;
export type IndexChild = (typeof indexChildren)[number];

/** Spec: these keep scroll, filters and loaded pages when left and revisited. */
export const keptAlive: ReadonlySet<string> = new Set([
  'product',
  'threeDProduct',
  'customProduct',
  'newProduct',
  'recommend',
  'videoProducts',
  'certifiedProducts',
  'spotProduct',
  'hotSellingArea',
  'productCenter',
]);

/** The /index pages that are a filtered product centre ('product' is the product centre under its menu name). */
export const productAreas = [
  'product',
  'productCenter',
  'newProduct',
  'recommend',
  'recommendForYou',
  'hotSellingArea',
  'spotProduct',
  'certifiedProducts',
  'videoProducts',
  'threeDProduct',
  'customProduct',
] as const satisfies readonly IndexChild[];
export type ProductArea = (typeof productAreas)[number];
export const productAreaPages: ReadonlySet<string> = new Set(productAreas);

/** Spec section 2's standalone pages, and quickOrder (issue 13, beyond the spec: paste a list into the cart). */
export const standalonePages = [
  'productDetails',
  'orders',
  'browse',
  'collect',
  'contact',
  'orderDetail',
  'quickOrder',
] as const;
export type StandalonePage = (typeof standalonePages)[number];
