// TanStack Router with the routes of spec section 2. The share code travels in `id` on every route.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  defaultParseSearch,
  lazyRouteComponent,
  redirect,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../protocol/constants';
import { cutShareCode } from '../../protocol/shareCode';
import { AppShell } from './layouts/AppShell';
import { focusLandedPage } from './layouts/landingFocus';
import { RouteLoadError, UnknownAddress } from './layouts/RouteLoadError';
import { NotFoundPage, type StatusSearch } from './pages/NotFoundPage';
import { privatePageChunks, type PrivatePage } from './pages/privatePageChunks';
import { maintenanceQuery } from '../lib/share';
import { indexChildren, keptAlive, productAreas, standalonePages, type ProductArea } from '../../protocol/pages';
import { decideNavigation, pageName, storedForNavigation } from './navigationRules';
import { session } from '../api/session';
import type { Visitor } from '../lib/visitor';
import { noticeStore } from '../lib/notices';
import { msg } from '@lingui/core/macro';
import { loadConsoleCatalogue } from '../lib/i18n';

/** Spec section 2 navigation rules (decided in ./navigationRules.ts). */
function applyNavigationRules(login: Visitor['login'], pathname: string, search: Record<string, unknown>) {
  const decision = decideNavigation({ pathname, search, stored: storedForNavigation(session.get()) });
  if (decision.remember) session.update(decision.remember);
  if (decision.clearSession) {
    session.clear();
    login.send({ type: 'LOGGED_OUT' });
  }
  if (decision.kind === 'redirect') {
    if (decision.notice === 'noMenuPermission')
      noticeStore.show(msg`No menu permission, please contact the administrator.`, 'error');
    throw redirect({ to: decision.to, search: decision.search, replace: decision.replace });
  }
}

/** Spec section 9: a page chunk that has not arrived after 120 s counts as a route-load error (→ /404). */
function page<T extends Record<string, unknown>, K extends keyof T & string>(load: () => Promise<T>, name: K) {
  return lazyRouteComponent(
    () =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`page chunk ${name} did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
          CHUNK_LOAD_TIMEOUT_MS,
        );
        load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
    name,
  );
}

export type ShareSearch = { id?: string };
const shareSearch = (search: Record<string, unknown>): ShareSearch =>
  typeof search.id === 'string' ? { id: search.id } : {};

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient; visitor: Visitor }>()({
  component: AppShell,
  // A page that failed to load and an address that leads nowhere both end on /404, each with its own words.
  errorComponent: (props: ErrorComponentProps) => <RouteLoadError {...props} />,
  notFoundComponent: UnknownAddress,
  validateSearch: shareSearch,
  beforeLoad: async ({ context, location }) => {
    if (location.pathname === '/bsSystemUpdates') return;
    // Spec section 2: the maintenance page is shown when the service reports an upgrade in progress.
    const state = await context.queryClient.ensureQueryData(maintenanceQuery).catch(() => null);
    if (state?.shareUpgradeState === 1) {
      const id = cutShareCode((location.search as ShareSearch).id) ?? undefined;
      throw redirect({ to: '/bsSystemUpdates', search: { time: state.upgradeTime ?? undefined, id } });
    }
    applyNavigationRules(context.visitor.login, location.pathname, location.search as Record<string, unknown>);
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: page(() => import('./pages/LoginPage'), 'LoginPage'),
});
const rootRedirect = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login', search });
  },
});
// Not a lazy chunk: it is where a chunk that failed to download sends the buyer, so it must not need one itself.
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  validateSearch: (s: Record<string, unknown>): StatusSearch => ({
    ...shareSearch(s),
    ...(s.reason === 'load' ? { reason: 'load' as const } : {}),
    ...(typeof s.from === 'string' ? { from: s.from } : {}),
  }),
  component: NotFoundPage,
});
const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bsSystemUpdates',
  validateSearch: (s: Record<string, unknown>): { time?: string; id?: string } => ({
    ...shareSearch(s),
    ...(typeof s.time === 'string' ? { time: s.time } : {}),
  }),
  component: page(() => import('./pages/MaintenancePage'), 'MaintenancePage'),
});

const detailPage = page(() => import('../features/catalogue/ProductDetailPage'), 'ProductDetailPage');
const visitorListPage = page(() => import('../features/visitorLists/VisitorListPage'), 'VisitorListPage');
const contactPage = page(() => import('../features/company/ContactPage'), 'ContactPage');
const catalogueLayout = page(() => import('./layouts/CatalogueLayout'), 'CatalogueLayout');
const keepSearch = (s: Record<string, unknown>) => s as ShareSearch & Record<string, unknown>;

// Every standalone page sits in the catalogue's frame (header, footer, login dialog), under a layout route without
// a path. Every page of spec section 2 has its own component: the tables below are complete by type.
// Cart, orders and the account are a private account's: app/pages/privateRoutes.tsx shows the locked page to others.
// A privately signed-in buyer's page is loaded with the gate's chunk, not once the gate has drawn (issue 29): in the
// route's own load, so the spec's timeout covers it and its failure shows the load-error page, as the gate's does;
// the gate's lazy then finds the page loaded.
const privateRoute = (name: PrivatePage) =>
  page(
    () =>
      Promise.all([import('./pages/privateRoutes'), privatePageOpens() ? privatePageChunks[name]() : null]).then(
        ([gate]) => gate,
      ),
    name,
  );
/** Whether the address opens for the visitor as stored (the navigation rules let it stay): a public visitor, a link
 *  to another share or a page off the menu would never show a private page, so its chunk is not worth asking for. */
function privatePageOpens() {
  const stored = session.get();
  if (!stored.user?.isPrivateLogin) return false;
  const decision = decideNavigation({
    pathname: location.pathname,
    search: defaultParseSearch(location.search),
    stored: storedForNavigation(stored),
  });
  return decision.kind === 'stay' && !decision.clearSession;
}
const ordersPage = privateRoute('OrdersRoute');
const framedPages: Record<(typeof standalonePages)[number], typeof detailPage> = {
  productDetails: detailPage,
  collect: visitorListPage,
  browse: visitorListPage,
  contact: contactPage,
  orders: ordersPage,
  orderDetail: privateRoute('OrderDetailRoute'),
  quickOrder: privateRoute('QuickOrderRoute'),
};
const framedRoute = createRoute({ getParentRoute: () => rootRoute, id: 'catalogue', component: catalogueLayout });
const framedRoutes = standalonePages.map((name) =>
  createRoute({
    getParentRoute: () => framedRoute,
    path: `/${name}`,
    validateSearch: keepSearch,
    component: framedPages[name],
  }),
);

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/index', component: catalogueLayout });
const indexRedirect = createRoute({
  getParentRoute: () => indexRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/index/home', search });
  },
});
const centrePage = page(() => import('../features/catalogue/ProductCentrePage'), 'ProductCentrePage');
const indexPages: Record<(typeof indexChildren)[number], typeof detailPage> = {
  home: page(() => import('./pages/HomePage'), 'HomePage'),
  ...(Object.fromEntries(productAreas.map((name) => [name, centrePage])) as Record<ProductArea, typeof detailPage>),
  shoppingCart: privateRoute('CartRoute'),
  myOrder: ordersPage,
  orderList: ordersPage,
  myAccount: privateRoute('AccountRoute'),
  imageSearch: page(() => import('../features/catalogue/ImageSearchPage'), 'ImageSearchPage'),
};
const indexChildRoutes = indexChildren.map((name) =>
  createRoute({
    getParentRoute: () => indexRoute,
    path: `/${name}`,
    validateSearch: keepSearch,
    component: indexPages[name],
  }),
);

// The supplier console: its own application (src/console), sign-in and frame, outside the buyer's share rules
// (navigationRules.ts). This lazy import is the only way into src/console, so none of it reaches a buyer's chunks.
// The room keeps its view in the search (e.g. console/orders/inboxSearch.ts).
const consolePage = page(
  () => Promise.all([import('../console/app/ConsoleApp'), loadConsoleCatalogue()]).then(([chunk]) => chunk),
  'ConsoleApp',
);
const consoleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/console', component: consolePage });
const consoleRoomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/console/$room',
  validateSearch: keepSearch,
  component: consolePage,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  rootRedirect,
  notFoundRoute,
  maintenanceRoute,
  consoleRoute,
  consoleRoomRoute,
  framedRoute.addChildren(framedRoutes),
  indexRoute.addChildren([indexRedirect, ...indexChildRoutes]),
]);

export function createAppRouter(queryClient: QueryClient, visitor: Visitor) {
  // Kept-alive pages (spec section 2) come back as the buyer left them: filters are in the URL, loaded pages in the
  // query cache, and the scroll position is restored here. Other pages open at the top.
  // After a fresh load the document's first page is at the top already, and no position is kept for it: a scroll
  // there, even to where the window is, lays the whole freshly drawn page out inside React's commit (23 ms of a
  // phone's longest task, issue 29, TBT). A reload or a return from another site restores and resets as before.
  const freshLoad =
    (performance.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';
  let firstPageShown = !freshLoad;
  const router = createRouter({
    routeTree,
    context: { queryClient, visitor },
    defaultPreload: 'intent',
    scrollRestoration: ({ location }) => {
      const restore = firstPageShown && keptAlive.has(pageName(location.pathname));
      firstPageShown = true;
      return restore;
    },
  });
  // The router leaves the window alone where it does not restore: without this a detail opened from far down a
  // list would open scrolled down too.
  router.subscribe('onRendered', ({ toLocation, fromLocation }) => {
    const navigated = fromLocation !== undefined && toLocation.href !== fromLocation.href;
    const opened = navigated || (fromLocation === undefined && !freshLoad);
    if (opened && !keptAlive.has(pageName(toLocation.pathname))) window.scrollTo(0, 0);
    if (navigated) focusLandedPage();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
