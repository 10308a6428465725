// Favourites and browsing history (spec: /collect, /browse): calls and queries, the only place their keys exist.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ProductCard } from '../../../schemas/api/types.gen';

export type VisitorList = 'collect' | 'browse';
const LIST_SIZE = 60;

export const visitorListKeys = {
  numbers: ['favourites', 'numbers'] as const,
  list: (kind: VisitorList) => ['visitorList', kind] as const,
};

/** The set of this visitor's favourite numbers, fetched once per session and changed in place on a toggle. */
export const favouriteNumbersQuery = queryOptions({
  queryKey: visitorListKeys.numbers,
  queryFn: async () => new Set((await api.call('GetCollectNumbers', {})).productNumbers),
  staleTime: 10 * 60_000,
});

/** A list loaded page by page, like the product centre's (issue 22: only the first 60 showed). */
export const visitorListQuery = (kind: VisitorList) =>
  infiniteQueryOptions({
    queryKey: visitorListKeys.list(kind),
    queryFn: ({ pageParam }): Promise<{ items: { product: ProductCard }[]; totalCount: number }> =>
      api.call(kind === 'browse' ? 'GetBrowseList' : 'GetCollectList', { pageIndex: pageParam, pageSize: LIST_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * LIST_SIZE < last.totalCount ? pages.length + 1 : undefined),
  });

export const addFavourite = (productNumber: string) => api.call('AddCollect', { productNumber });
export const removeFavourites = (productNumbers: [string, ...string[]]) =>
  api.call('CancelCollect', { productNumbers });
export const clearHistory = () => api.call('ClearBrowse', {});

/** After favourites change (a heart, or batch delete on /collect): the hearts and the list follow. */
export const favouritesChanged = (queryClient: QueryClient, options: { numbers?: boolean } = { numbers: true }) =>
  Promise.all([
    options.numbers ? queryClient.invalidateQueries({ queryKey: visitorListKeys.numbers }) : null,
    queryClient.invalidateQueries({ queryKey: visitorListKeys.list('collect') }),
  ]);
export const historyChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: visitorListKeys.list('browse') });
