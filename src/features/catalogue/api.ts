// The catalogue's calls and queries: product lists (centre, areas, home modules, related), detail, attributes,
// categories, packing methods and 3D models. The only place their query keys exist.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { parseToyModel, type ToyModel } from '../../../protocol/toyModel';
import { preloadPictures } from './search/preloadPictures';
import { DETAIL_PICTURE_SIZES } from '../../../protocol/productMedia';

export type ProductListRequest = Omit<CallTypes['GetProductList']['request'], 'pageIndex'>;
export const PRODUCT_PAGE_SIZE = 30;

/** Every GetProductList answer is cached under `products`: one prefix to invalidate when the catalogue changes. */
export const productKeys = {
  all: ['products'] as const,
  pages: (request: ProductListRequest) => ['products', 'pages', request] as const,
  first: (request: CallTypes['GetProductList']['request']) => ['products', 'first', request] as const,
};

/** The product centre's list, loaded page by page: the page that shows it and the detail page's previous / next
 *  buttons walk the same loaded list (and load its next page when they reach its end). */
export const productListQuery = (request: ProductListRequest, { showing = false } = {}) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(request),
    queryFn: async ({ pageParam, client, queryKey }) => {
      const page = await api.call('GetProductList', { ...request, pageIndex: pageParam }, { noLoading: true });
      // `showing`: the page that draws this list (not the detail's steps through it) fetches its first pictures early,
      // for its first show only: a refetched first page is drawn over cards that have their pictures already.
      if (showing && pageParam === 1 && !client.getQueryData(queryKey)) preloadPictures(page.items);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * (request.pageSize ?? PRODUCT_PAGE_SIZE) < last.totalCount ? pages.length + 1 : undefined,
    staleTime: 5 * 60_000,
  });

/** One page of products: home modules' product sources and the detail's related products. */
export const productsQuery = (request: CallTypes['GetProductList']['request'], options: { noLoading?: boolean } = {}) =>
  queryOptions({
    queryKey: productKeys.first(request),
    queryFn: () => api.call('GetProductList', request, options),
    staleTime: 5 * 60_000,
  });

/** Related products: the category's first page (11, so 10 remain without the product itself). */
export const relatedProductsQuery = (categoryNumber: string) =>
  productsQuery({ categoryNumber, pageIndex: 1, pageSize: 11 }, { noLoading: true });

/** `showing`: asked by the boot for the detail page it opens (src/app/earlyStart.ts), which fetches the first picture
 *  as soon as the answer is in, before the tasks that draw the page: it is the page's largest (issue 29). */
export const productDetailQuery = (productNumber: string, { showing = false } = {}) =>
  queryOptions({
    queryKey: ['productDetail', productNumber],
    queryFn: async () => {
      const detail = await api.call('GetProductDetail', { productNumber });
      const first = detail.product.imageUrls[0];
      if (showing && first) preloadPictures([{ imageUrl: first }], 1, DETAIL_PICTURE_SIZES);
      return detail;
    },
  });

export const productAttributesQuery = (
  productNumber: string,
  keyWord: CallTypes['ProductAttributeInfo']['request']['keyWord'],
) =>
  queryOptions({
    queryKey: ['productAttributes', productNumber, keyWord],
    queryFn: () => api.call('ProductAttributeInfo', { keyWord, productNumber }),
    staleTime: 10 * 60_000,
  });

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api.call('GetCategoryList', {}),
  staleTime: 10 * 60_000,
});
/** As-you-type suggestions (header search) and the zero-result page's "did you mean" (issue 16), per keyword and
 *  language; the previous answer stays on screen while the next keyword's loads. */
export const suggestionsQuery = (keyword: string, language: string) =>
  queryOptions({
    queryKey: ['searchSuggestions', language, keyword],
    queryFn: () => api.call('SearchSuggestions', { keyword, language }, { noLoading: true }),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
// Spec: GetProductPackMethods shows no loading overlay.
export const packMethodsQuery = queryOptions({
  queryKey: ['packMethods'],
  queryFn: () => api.call('GetProductPackMethods', {}, { noLoading: true }),
  staleTime: 30 * 60_000,
});

/** Fetches and checks a toy's 3D model (generated media: no envelope, no token); a model that does not parse is an
 *  error, never half drawn. One URL never changes (the URL carries its version). */
async function fetchToyModel(url: string, signal?: AbortSignal): Promise<ToyModel> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The 3D model answered ${response.status}.`);
  const model = parseToyModel(await response.json());
  if (!model) throw new Error('The 3D model is not in the expected format.');
  return model;
}
export const toyModelQuery = (url: string) =>
  queryOptions({
    queryKey: ['toyModel', url],
    queryFn: ({ signal }) => fetchToyModel(url, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });

/** Image search by look (issue 27): the share's products most like this photo (already compressed by the page). Not
 *  cached: each photo is asked once. */
export const searchByPicture = (photo: Blob) => api.upload('ImageSearch', {}, photo, 'photo.jpg');
