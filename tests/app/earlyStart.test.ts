// The boot's early asks (src/app/earlyStart.ts): the product centre's first page is asked for only where the
// router's navigation rules open the centre as it is, and under the very query key the centre asks with, and so is a
// detail link's product; a signed-in catalogue page's digit font, and a private buyer's cart lines, are asked for
// with the boot; a link without the share code (the rules add the stored one) gets the same early asks.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { startEarly } from '../../src/app/earlyStart';
import type { Session, SessionStore } from '../../src/api/session';
import { productDetailQuery, productListQuery } from '../../src/features/catalogue/api';
import { cartQuery } from '../../src/features/cart/api';
import { companyInfoQuery, maintenanceQuery } from '../../src/lib/share';
import { centreRequest, type CentreUrl } from '../../src/features/catalogue/search/searchUrl';

const SHARE = 'SUNNYPRIV';
const signedIn = (over: Partial<Session> = {}): Session => ({
  token: 'token-1',
  shareCode: SHARE,
  companyNumber: null,
  user: { menuRoot: ['home', 'productCenter', 'shoppingCart'] } as Session['user'],
  isPreview: false,
  verifyCode: null,
  ...over,
});

/** The query keys the boot asks for when `where` is opened with `stored` in the session. */
function askedKeys(where: string, stored: Session) {
  const keys: unknown[] = [];
  const ask = (options: { queryKey: unknown }) => {
    keys.push(options.queryKey);
    return Promise.resolve();
  };
  const queryClient = {
    prefetchQuery: ask,
    prefetchInfiniteQuery: ask,
    getQueryData: () => undefined,
  } as unknown as QueryClient;
  const router = {
    options: { parseSearch: (search: string) => Object.fromEntries(new URLSearchParams(search)) },
    getMatchedRoutes: () => [[]],
    loadRouteChunk: () => undefined,
  } as unknown as AnyRouter;
  const session = { get: () => stored } as unknown as SessionStore;
  startEarly(router, queryClient, session, new URL(where, 'http://shop.test') as unknown as Location);
  vi.runAllTimers();
  return keys;
}
const centreKey = (url: CentreUrl) => productListQuery(centreRequest('productCenter', url)).queryKey;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("asks for a signed-in buyer's centre list under the centre's own key", () => {
  expect(askedKeys(`/index/productCenter?id=${SHARE}`, signedIn())).toContainEqual(centreKey({ id: SHARE }));
});

it('leaves the centre list to the page when the rules send the buyer elsewhere', () => {
  const lists = (keys: unknown[]) => keys.filter((k) => (k as unknown[])[0] === 'products');
  // The centre is off the buyer's menu: the rules go home.
  const offMenu = signedIn({ user: { menuRoot: ['home'] } as Session['user'] });
  expect(lists(askedKeys(`/index/productCenter?id=${SHARE}`, offMenu))).toEqual([]);
  // Another share's link: the session is cleared and the entry decides.
  expect(lists(askedKeys('/index/productCenter?id=SUNNYPUB1', signedIn()))).toEqual([]);
  // Nobody signed in.
  expect(lists(askedKeys(`/index/productCenter?id=${SHARE}`, signedIn({ token: null, user: null })))).toEqual([]);
});

it("asks for a signed-in buyer's product detail under the page's own key; not for a number that cannot be one", () => {
  const detailKeys = (keys: unknown[]) => keys.filter((k) => (k as unknown[])[0] === 'productDetail');
  const buyer = signedIn({ user: { menuRoot: ['home', 'productCenter', 'productDetails'] } as Session['user'] });
  expect(detailKeys(askedKeys(`/productDetails?productNumber=SB000100&id=${SHARE}`, buyer))).toEqual([
    productDetailQuery('SB000100').queryKey,
  ]);
  expect(detailKeys(askedKeys(`/productDetails?productNumber=no%20such&id=${SHARE}`, buyer))).toEqual([]);
  expect(detailKeys(askedKeys(`/productDetails?id=${SHARE}`, buyer))).toEqual([]);
  // Off the buyer's menu: the rules go home.
  expect(detailKeys(askedKeys(`/productDetails?productNumber=SB000100&id=${SHARE}`, signedIn()))).toEqual([]);
  // Nobody signed in: the rules send the visitor to sign in first.
  const signedOut = signedIn({ token: null, user: null });
  expect(detailKeys(askedKeys(`/productDetails?productNumber=SB000100&id=${SHARE}`, signedOut))).toEqual([]);
});

it("asks for a private buyer's cart lines with the boot; not for a visitor, nor where the share offers no accounts", () => {
  const buyer = (isPrivateLogin: boolean, openUserList: number[]) =>
    signedIn({
      user: { menuRoot: ['home'], isPrivateLogin, shareInfo: { openUserList } } as unknown as Session['user'],
    });
  const home = `/index/home?id=${SHARE}`;
  expect(askedKeys(home, buyer(true, [1, 2]))).toContainEqual(cartQuery.queryKey);
  expect(askedKeys(home, buyer(false, [1, 2]))).not.toContainEqual(cartQuery.queryKey);
  expect(askedKeys(home, buyer(true, [1]))).not.toContainEqual(cartQuery.queryKey);
  expect(askedKeys(`/login?id=${SHARE}`, buyer(true, [1, 2]))).not.toContainEqual(cartQuery.queryKey);
});

it("asks for a signed-in buyer's digit font with the boot on a catalogue page, not on the sign-in page", () => {
  const font = ['digitFont', 'token-1'];
  expect(askedKeys(`/index/home?id=${SHARE}`, signedIn())).toContainEqual(font);
  expect(askedKeys(`/index/shoppingCart?id=${SHARE}`, signedIn())).toContainEqual(font);
  expect(askedKeys(`/login?id=${SHARE}`, signedIn())).not.toContainEqual(font);
  expect(askedKeys('/index/home?id=SUNNYPUB1', signedIn())).not.toContainEqual(font);
});

it('asks for the centre list, the digit font and the company of a link without the share code', () => {
  // The rules send the signed-in buyer to the same page with the stored share code: the page asks for these there.
  const asked = askedKeys('/index/productCenter?keyword=bear', signedIn());
  expect(asked).toContainEqual(centreKey({ keyword: 'bear' }));
  expect(asked).toContainEqual(['digitFont', 'token-1']);
  expect(asked).toContainEqual(companyInfoQuery(SHARE).queryKey);
  // Not for a visitor who would be sent to sign in.
  expect(askedKeys('/index/productCenter', signedIn({ token: null, user: null }))).toEqual([maintenanceQuery.queryKey]);
});
