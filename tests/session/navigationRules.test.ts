// Every navigation rule of spec section 2, as decided before a page loads.
import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../../src/app/navigationRules';

const stored = (over: Partial<{ shareCode: string | null; hasUser: boolean; menuRoot: string[] | null }> = {}) => ({
  shareCode: 'SUNNYPUB1',
  hasUser: true,
  menuRoot: null,
  ...over,
});

describe('navigation rules', () => {
  it('stores the preview and verify-code query parameters', () => {
    expect(
      decideNavigation({
        pathname: '/login',
        search: { id: 'SUNNYPUB1', isPreview: '1', verifyCode: '246810' },
        stored: stored(),
      }),
    ).toEqual({ kind: 'stay', remember: { isPreview: true, verifyCode: '246810' } });
  });

  it('a different share code clears state and goes to /login?id=code', () => {
    expect(decideNavigation({ pathname: '/index/home', search: { id: 'SUNNYCODE' }, stored: stored() })).toMatchObject({
      kind: 'redirect',
      to: '/login',
      search: { id: 'SUNNYCODE' },
      clearSession: true,
    });
    expect(decideNavigation({ pathname: '/login', search: { id: 'SUNNYCODEEXTRA' }, stored: stored() })).toEqual({
      kind: 'stay',
      clearSession: true,
    });
  });

  it('without user info, pages other than login, root and maintenance go to /login?id=code, or / without a code', () => {
    expect(
      decideNavigation({ pathname: '/index/product', search: { id: 'SUNNYPUB1' }, stored: stored({ hasUser: false }) }),
    ).toMatchObject({ kind: 'redirect', to: '/login', search: { id: 'SUNNYPUB1' } });
    expect(
      decideNavigation({ pathname: '/collect', search: {}, stored: stored({ hasUser: false, shareCode: null }) }),
    ).toMatchObject({ kind: 'redirect', to: '/', search: {} });
    for (const pathname of ['/login', '/', '/bsSystemUpdates']) {
      expect(decideNavigation({ pathname, search: {}, stored: stored({ hasUser: false, shareCode: null }) }).kind).toBe(
        'stay',
      );
    }
  });

  it('a logged-in user whose URL has a code but no id goes to /login?id=code', () => {
    expect(
      decideNavigation({ pathname: '/index/home', search: { code: 'SUNNYPUB1' }, stored: stored() }),
    ).toMatchObject({ kind: 'redirect', to: '/login', search: { id: 'SUNNYPUB1' } });
  });

  it('a route without id gets the stored share code, replacing the history entry', () => {
    expect(decideNavigation({ pathname: '/index/productCenter', search: { page: 2 }, stored: stored() })).toEqual({
      kind: 'redirect',
      to: '/index/productCenter',
      search: { page: 2, id: 'SUNNYPUB1' },
      replace: true,
    });
  });

  it('cuts a long id to 9 characters before comparing', () => {
    expect(
      decideNavigation({ pathname: '/index/home', search: { id: 'SUNNYPUB1-and-more' }, stored: stored() }).kind,
    ).toBe('stay');
  });

  it('a page missing from the menu list is refused with the permission notice', () => {
    expect(
      decideNavigation({
        pathname: '/index/shoppingCart',
        search: { id: 'SUNNYPUB1' },
        stored: stored({ menuRoot: ['home', 'productCenter'] }),
      }),
    ).toMatchObject({ kind: 'redirect', to: '/index/home', notice: 'noMenuPermission' });
    expect(
      decideNavigation({
        pathname: '/index/productCenter',
        search: { id: 'SUNNYPUB1' },
        stored: stored({ menuRoot: ['home', 'productCenter'] }),
      }).kind,
    ).toBe('stay');
    // Unknown paths are left to the router, which shows /404.
    expect(
      decideNavigation({
        pathname: '/no/such/page',
        search: { id: 'SUNNYPUB1' },
        stored: stored({ menuRoot: ['home'] }),
      }).kind,
    ).toBe('stay');
  });
});
