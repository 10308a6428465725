// @vitest-environment jsdom
// The product centre's first pictures (src/features/catalogue/search/preloadPictures.ts): preloaded when the list's
// first page first comes, for the page that shows it; once its cards are drawn the links leave <head>, and a refetch
// of that page (a sign-in's, a return after it went stale) does not put them back over cards that have their pictures.
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { productListQuery } from '../../src/features/catalogue/api';
import { dropPreloadedPictures } from '../../src/features/catalogue/search/preloadPictures';

vi.mock('../../src/api/client', () => ({
  api: {
    call: async () => ({
      items: [{ imageUrl: '/media/first.jpg' }, { imageUrl: '/media/second.jpg' }, { imageUrl: '/media/third.jpg' }],
      totalCount: 3,
    }),
  },
}));

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname);
const request = { area: 'productCenter' as const, pageSize: 30, sort: 'default' as const };

beforeAll(() => {
  // jsdom has no CSS.escape; the addresses here need no escaping.
  if (typeof CSS === 'undefined' || !CSS.escape) vi.stubGlobal('CSS', { escape: (text: string) => text });
});
beforeEach(() => dropPreloadedPictures());

it('preloads the first two pictures when the first page first comes, and not again when it is refetched', async () => {
  const client = new QueryClient();
  const list = productListQuery(request, { showing: true });
  await client.fetchInfiniteQuery(list);
  expect(preloads()).toEqual(['/media/first.jpg', '/media/second.jpg']);
  dropPreloadedPictures(); // the drawn cards asked for their pictures
  await client.fetchInfiniteQuery({ ...list, staleTime: 0 });
  expect(client.getQueryData(list.queryKey)?.pages).toHaveLength(1);
  expect(preloads()).toEqual([]);
});

it('leaves the pictures to the page that shows the list', async () => {
  await new QueryClient().fetchInfiniteQuery(productListQuery(request));
  expect(preloads()).toEqual([]);
});
