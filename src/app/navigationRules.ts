// The navigation rules of spec section 2 as one pure decision, applied by the router before every page loads.
import { cutShareCode } from '../../protocol/shareCode';
import { indexChildren, standalonePages } from '../../protocol/pages';
import type { Session } from '../api/session';

const KNOWN_PAGES: ReadonlySet<string> = new Set([...indexChildren, ...standalonePages]);

export interface NavigationInput {
  pathname: string;
  search: Record<string, unknown>;
  stored: { shareCode: string | null; hasUser: boolean; menuRoot: string[] | null };
}

export type NavigationDecision =
  | { kind: 'stay'; remember?: { isPreview?: boolean; verifyCode?: string }; clearSession?: boolean }
  | {
      kind: 'redirect';
      to: string;
      search: Record<string, unknown>;
      replace: boolean;
      clearSession?: boolean;
      remember?: { isPreview?: boolean; verifyCode?: string };
      notice?: 'noMenuPermission';
    };

/** Pages anyone may open without user info (spec: /login, / and maintenance; /404 so errors can be shown). */
const OPEN_PAGES = new Set(['/login', '/login/', '/', '/bsSystemUpdates', '/404']);

/** A page drawn without the catalogue's frame (no user info needed, no catalogue answers to ask for early). */
export const isOpenPage = (pathname: string) => OPEN_PAGES.has(pathname);

/** What the rules read of the stored session. */
export const storedForNavigation = (stored: Pick<Session, 'shareCode' | 'user'>): NavigationInput['stored'] => ({
  shareCode: stored.shareCode,
  hasUser: !!stored.user,
  menuRoot: stored.user?.menuRoot ?? null,
});

/** The route name of a path, as used by the server's menu list: /index/productCenter → productCenter. */
export const pageName = (pathname: string) => pathname.split('/').filter(Boolean).pop() ?? '';

/** The supplier console (/console…) is not a buyer page: it has its own sign-in, and no share rule applies to it. */
export const isConsolePath = (pathname: string) => pathname === '/console' || pathname.startsWith('/console/');

export function decideNavigation({ pathname, search, stored }: NavigationInput): NavigationDecision {
  if (isConsolePath(pathname)) return { kind: 'stay' };
  // Spec: the preview and verify-code query parameters are stored.
  const remember: { isPreview?: boolean; verifyCode?: string } = {};
  if (search.isPreview !== undefined || search.preview !== undefined)
    remember.isPreview = ['1', 'true', 1, true].includes((search.isPreview ?? search.preview) as string);
  if (typeof search.verifyCode === 'string' && search.verifyCode) remember.verifyCode = search.verifyCode.slice(0, 32);
  const kept = Object.keys(remember).length ? { remember } : {};

  const urlCode = cutShareCode(search.id);
  const open = isOpenPage(pathname);

  // Spec: a share code in the URL that differs from the stored share's clears state and goes to /login/?id={code}.
  if (urlCode && stored.shareCode && urlCode !== stored.shareCode) {
    return pathname.startsWith('/login')
      ? { kind: 'stay', clearSession: true, ...kept }
      : { kind: 'redirect', to: '/login', search: { id: urlCode }, replace: true, clearSession: true, ...kept };
  }
  // Spec: a logged-in user whose URL has a code but no id goes to /login?id={code}.
  const bareCode = cutShareCode(search.code);
  if (stored.hasUser && bareCode && !urlCode)
    return { kind: 'redirect', to: '/login', search: { id: bareCode }, replace: true, ...kept };

  if (open) return { kind: 'stay', ...kept };

  // Spec: a user without user info goes to /login?id={code}, or to / when there is no code.
  const code = urlCode ?? stored.shareCode;
  if (!stored.hasUser)
    return code
      ? { kind: 'redirect', to: '/login', search: { id: code }, replace: true, ...kept }
      : { kind: 'redirect', to: '/', search: {}, replace: true, ...kept };

  // Spec: a route change without id gets the stored share code. Replacing (not pushing) keeps the same page from
  // being in history twice, which is what "going to the same page with an id goes back one step" protects.
  if (!urlCode && code)
    return { kind: 'redirect', to: pathname, search: { ...search, id: code }, replace: true, ...kept };

  // Spec: menu access is permission-based via the server's menu list.
  const page = pageName(pathname);
  // Unknown paths are not judged here: they end on /404.
  if (stored.menuRoot && KNOWN_PAGES.has(page) && !stored.menuRoot.includes(page)) {
    return {
      kind: 'redirect',
      to: '/index/home',
      search: { id: code },
      replace: true,
      notice: 'noMenuPermission',
      ...kept,
    };
  }
  return { kind: 'stay', ...kept };
}
