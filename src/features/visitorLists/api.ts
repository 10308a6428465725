// Favourites and browsing history (spec: /collect, /browse): calls and queries, the only place their keys exist.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

export const visitorListQuery = (kind: VisitorList) =>
  queryOptions({
    queryKey: visitorListKeys.list(kind),
    queryFn: (): Promise<{ items: { product: ProductCard }[]; totalCount: number }> =>
      kind === 'browse' ? api.call('GetBrowseList', { pageIndex: 1, pageSize: LIST_SIZE }) : api.call('GetCollectList', { pageIndex: 1, pageSize: LIST_SIZE }),
  });

export const addFavourite = (productNumber: string) => api.call('AddCollect', { productNumber });
export const removeFavourites = (productNumbers: [string, ...string[]]) => api.call('CancelCollect', { productNumbers });
export const clearHistory = () => api.call('ClearBrowse', {});

/** After favourites change (a heart, or batch delete on /collect): the hearts and the list follow. */
export const favouritesChanged = (queryClient: QueryClient, options: { numbers?: boolean } = { numbers: true }) =>
  Promise.all([
    options.numbers ? queryClient.invalidateQueries({ queryKey: visitorListKeys.numbers }) : null,
    queryClient.invalidateQueries({ queryKey: visitorListKeys.list('collect') }),
  ]);
export const historyChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: visitorListKeys.list('browse') });
