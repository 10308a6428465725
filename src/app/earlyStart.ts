// What the first page waits for, asked for at once (issue 29, LCP): the language's words load while the root route's
// maintenance check, the share's company answer (header, home modules, login card) and the matched routes' chunks
// are already on the wire, instead of each starting after the one before it (words → clock → maintenance → layout
// chunk → page chunk → company). Each is the very query or chunk the route asks for later, so the route finds it
// in flight or done and decides exactly as before; a failure here is left for the route's own call to meet.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { cutShareCode } from '../../protocol/shareCode';
import { companyInfoQuery, maintenanceQuery } from '../lib/share';

export function startEarly(router: AnyRouter, queryClient: QueryClient, where: Location = location) {
  // The console is its own application: its chunk loads its own words, after the buyer's language is known.
  if (where.pathname.startsWith('/console')) return;
  void queryClient.prefetchQuery(maintenanceQuery);
  const shareCode = cutShareCode(new URLSearchParams(where.search).get('id'));
  if (shareCode) void queryClient.prefetchQuery(companyInfoQuery(shareCode));
  for (const route of router.getMatchedRoutes(where.pathname)[0]) router.loadRouteChunk(route)?.catch(() => {});
}
