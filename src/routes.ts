// The route table of spec section 2. Every page is its own lazily loaded chunk.
export const indexChildren = [
  'home', 'product', 'shoppingCart', 'threeDProduct', 'customProduct', 'newProduct', 'recommend', 'recommendForYou', 'videoProducts',
  'certifiedProducts', 'spotProduct', 'hotSellingArea', 'myOrder', 'orderList', 'myAccount', 'imageSearch', 'productCenter',
] as const;
export type IndexChild = (typeof indexChildren)[number];

/** Spec: these keep scroll, filters and loaded pages when left and revisited. */
export const keptAlive: ReadonlySet<string> = new Set([
  'product', 'threeDProduct', 'customProduct', 'newProduct', 'recommend', 'videoProducts', 'certifiedProducts', 'spotProduct', 'hotSellingArea', 'productCenter',
]);

export const standalonePages = ['productDetails', 'orders', 'browse', 'collect', 'contact', 'orderDetail'] as const;
export type StandalonePage = (typeof standalonePages)[number];
