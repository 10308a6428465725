// The list the buyer last opened a product from; the detail page offers previous / next within it. After
// stepping, `steppedTo` is the product last shown, so going back to the list brings that one into view.
import type { ProductListRequest } from './api';

let trail: { request: ProductListRequest; steppedTo: string | null } | null = null;
export const productTrail = {
  set: (request: ProductListRequest) => {
    trail = { request, steppedTo: null };
  },
  get: () => trail?.request ?? null,
  steppedTo: (productNumber: string) => {
    if (trail) trail.steppedTo = productNumber;
  },
  /** The product to bring into view when `request`'s list is shown again; `forget` once it has been. */
  steppedToIn: (request: ProductListRequest) =>
    trail?.steppedTo && JSON.stringify(trail.request) === JSON.stringify(request) ? trail.steppedTo : null,
  forgetStepped: () => {
    if (trail) trail.steppedTo = null;
  },
};
