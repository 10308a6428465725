// What each themed area says when it has nothing to show yet (before any search narrows it).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const areaEmptyMessages: Record<string, MessageDescriptor> = {
  productCenter: msg`There are no products here yet.`,
  newProduct: msg`No new arrivals at the moment. New toys appear here as soon as the supplier lists them.`,
  recommend: msg`The supplier has not recommended any products yet.`,
  recommendForYou: msg`No recommendations for you yet.`,
  hotSellingArea: msg`No hot sellers at the moment.`,
  spotProduct: msg`Nothing is in stock at the moment. Products made to order are in the product centre.`,
  certifiedProducts: msg`No certified products yet.`,
  videoProducts: msg`No products with a video yet.`,
  threeDProduct: msg`No products with a 3D view yet.`,
  customProduct: msg`No custom products yet. Ask the supplier about making one for you.`,
};
