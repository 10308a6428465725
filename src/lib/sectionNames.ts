// What each page of spec section 2 is called in the buyer's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const sectionNames: Record<string, MessageDescriptor> = {
  home: msg`Home`,
  product: msg`Products`,
  shoppingCart: msg`Shopping cart`,
  threeDProduct: msg`3D products`,
  customProduct: msg`Custom products`,
  newProduct: msg`New arrivals`,
  recommend: msg`Recommended`,
  recommendForYou: msg`Recommended for you`,
  videoProducts: msg`Video products`,
  certifiedProducts: msg`Certified products`,
  spotProduct: msg`In stock`,
  hotSellingArea: msg`Hot sellers`,
  myOrder: msg`My orders`,
  orderList: msg`Order list`,
  myAccount: msg`My account`,
  imageSearch: msg`Image search`,
  productCenter: msg`Product centre`,
  productDetails: msg`Product details`,
  orders: msg`Orders`,
  browse: msg`Browsing history`,
  collect: msg`Favourites`,
  contact: msg`Contact us`,
  orderDetail: msg`Order details`,
  quickOrder: msg`Quick order`,
};
