// The product centre's list, loaded page by page: one definition for the page that shows it and for the detail
// page's previous / next buttons, which walk the same loaded list (and load its next page when they reach its end).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { CallTypes } from '../../schemas/api/types.gen';

export type ProductListRequest = Omit<CallTypes['GetProductList']['request'], 'pageIndex'>;
export const PRODUCT_PAGE_SIZE = 30;

export const productListQuery = (request: ProductListRequest) =>
  infiniteQueryOptions({
    queryKey: ['productCentre', request],
    queryFn: ({ pageParam }) => api.call('GetProductList', { ...request, pageIndex: pageParam }, { noLoading: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * (request.pageSize ?? PRODUCT_PAGE_SIZE) < last.totalCount ? pages.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/** The list the buyer last opened a product from; the detail page offers previous / next within it. After
 * stepping, `steppedTo` is the product last shown, so going back to the list brings that one into view. */
let trail: { request: ProductListRequest; steppedTo: string | null } | null = null;
export const productTrail = {
  set: (request: ProductListRequest) => { trail = { request, steppedTo: null }; },
  get: () => trail?.request ?? null,
  steppedTo: (productNumber: string) => { if (trail) trail.steppedTo = productNumber; },
  /** The product to bring into view when `request`'s list is shown again; `forget` once it has been. */
  steppedToIn: (request: ProductListRequest) =>
    trail?.steppedTo && JSON.stringify(trail.request) === JSON.stringify(request) ? trail.steppedTo : null,
  forgetStepped: () => { if (trail) trail.steppedTo = null; },
};
