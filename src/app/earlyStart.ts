// What the first page waits for, asked for at once (issue 29, LCP): the language's words load while the root route's
// maintenance check, the share's company answer (header, home modules, login card), the centre's first page or the
// detail's answer, and the matched routes' chunks are already on the wire, instead of each starting after the one
// before it (words → clock → maintenance → layout chunk → page chunk → company). Each is the very query or chunk the
// route asks for later, so the route finds it in flight or done and decides exactly as before; a failure here is left
// for the route's own call to meet.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { cutShareCode } from '../../protocol/shareCode';
import { decideNavigation, isOpenPage, storedForNavigation } from './navigationRules';
import { digitFontQuery } from '../lib/digitFont';
import { companyInfoQuery, maintenanceQuery } from '../lib/share';
import type { Session, SessionStore } from '../api/session';
import { searchProblems } from '../../protocol/productSearch';
import { productDetailQuery, productListQuery } from '../features/catalogue/api';
import { isLinkedProductNumber } from '../../protocol/scanCode';
import { cartQuery } from '../features/cart/api';
import { centreRequest, searchFromUrl, type CentreUrl } from '../features/catalogue/search/searchUrl';

export function startEarly(
  router: AnyRouter,
  queryClient: QueryClient,
  session: SessionStore,
  where: Location = location,
) {
  // The console is its own application: its chunk loads its own words, after the buyer's language is known.
  if (where.pathname.startsWith('/console')) return;
  // Each in a task of its own: asking (the API core's envelope) and a chunk's preload links cost the phone's main
  // thread a few milliseconds each; all in the boot script's task they made it a long task (issue 29, TBT).
  const soon = (start: () => unknown) => setTimeout(start, 0);
  soon(() => queryClient.prefetchQuery(maintenanceQuery));
  const shareCode = cutShareCode(new URLSearchParams(where.search).get('id'));
  if (shareCode) soon(() => queryClient.prefetchQuery(companyInfoQuery(shareCode)));
  soon(() => {
    const stored = session.get();
    const search = openedSearch(where.pathname, router.options.parseSearch(where.search) as CentreUrl, stored);
    if (!search) return;
    // A link without the share code opens with the stored one: the layout then asks for its company.
    const storedCode = shareCode ? null : cutShareCode(search.id);
    if (storedCode) soon(() => queryClient.prefetchQuery(companyInfoQuery(storedCode)));
    const code = shareCode ?? storedCode;
    if (code && !stored.isPreview) soon(() => prepareFirstScreen(queryClient, code, where.pathname === '/index/home'));
    // The catalogue draws its page only once the digit font is in (CatalogueLayout): asked for by the layout, it was
    // one more round trip after the maintenance answer before any page's largest element (issue 29, LCP).
    soon(() => queryClient.prefetchQuery(digitFontQuery(stored.token)));
    // The cart's lines, where the visitor's cart may be open to this buyer (src/app/visitor.ts; a share whose cart the
    // supplier switched off wastes this one call): a page drawn from an early answer showed its products' toggles as
    // not in the cart until the frame's own ask came back, then flipped them.
    if (stored.user?.isPrivateLogin && stored.user.shareInfo.openUserList?.includes(2))
      soon(() => queryClient.prefetchQuery(cartQuery));
    // The detail's picture waits for its answer, which the page would ask for only once the layout has drawn; under
    // the page's own key (the link's product number as the router read it).
    const { productNumber } = search as { productNumber?: string };
    if (where.pathname === '/productDetails')
      return isLinkedProductNumber(productNumber)
        ? queryClient.prefetchQuery(productDetailQuery(productNumber!, { showing: true }))
        : undefined;
    // The centre's pictures wait for its first page, which the page would ask for only once the layout has drawn.
    // A link whose search has problems is explained by the page, never sent.
    const centreSearch = searchFromUrl(search);
    if (where.pathname !== '/index/productCenter' || Object.keys(searchProblems(centreSearch)).length > 0) return;
    return queryClient.prefetchInfiniteQuery(
      productListQuery(centreRequest('productCenter', search, centreSearch), { showing: true }),
    );
  });
  // Matching builds the router's route tree on first use: its own task too.
  soon(() => {
    for (const route of router.getMatchedRoutes(where.pathname)[0])
      soon(() => router.loadRouteChunk(route)?.catch(() => {}));
  });
}

/** The first screen's modules and lead picture, asked for as soon as the company's answer is in rather than once the
 *  layout and then the page have drawn (src/app/moduleHost/prepareAhead.ts, in the catalogue's chunk). */
function prepareFirstScreen(queryClient: QueryClient, code: string, withPage: boolean) {
  const company = companyInfoQuery(code);
  // The catalogue's chunk is on its way already, as the layout's route chunk: importing it here adds no request.
  return queryClient
    .prefetchQuery(company)
    .then(() => {
      const info = queryClient.getQueryData(company.queryKey);
      if (info) return import('./moduleHost/prepareAhead').then((ahead) => ahead.prepareAhead(info, withPage));
    })
    .catch(() => {}); // the layout draws as it always did
}

/** The search a catalogue page opens with, where the router's own rules (navigationRules.ts) open it for a visitor
 *  signed in here; null where they redirect first (a new share clears the session, a page off the menu goes home).
 *  A link without the share code is sent to the same page with the stored code: the page opens with that search. */
function openedSearch(pathname: string, url: CentreUrl, stored: Session): CentreUrl | null {
  const decide = (search: CentreUrl) => decideNavigation({ pathname, search, stored: storedForNavigation(stored) });
  let search = url;
  let decision = decide(search);
  if (decision.kind === 'redirect' && decision.to === pathname && !decision.clearSession) {
    search = decision.search as CentreUrl;
    decision = decide(search);
  }
  if (decision.kind !== 'stay' || decision.clearSession || !stored.token || isOpenPage(pathname)) return null;
  return search;
}
