import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { cutShareCode } from '../../../protocol/shareCode';

/** Sends the buyer to /404 once, keeping the share code so they can find their way back, and the address they
 *  wanted. The location is read when the effect runs, not subscribed to: this component is still on screen while
 *  the router moves to /404, and must not send it on again. */
function useStatusPage(reason: 'load' | null, error?: unknown) {
  const router = useRouter();
  useEffect(() => {
    if (error) console.error('Route failed to load:', error);
    const { href, search } = router.state.location;
    if (href.startsWith('/404')) return;
    const id = cutShareCode((search as { id?: unknown }).id);
    void router.navigate({
      to: '/404',
      search: { ...(id ? { id } : {}), ...(reason ? { reason } : {}), from: href },
      replace: true,
    });
  }, [error, router, reason]);
}

/** Spec section 8: a route-load error (a page chunk that failed to download, or broke) sends the buyer to /404. */
export function RouteLoadError({ error }: ErrorComponentProps) {
  useStatusPage('load', error);
  return null;
}

/** An address that matches no page: /404 too, but it says the page does not exist (issue 12), not "check your connection". */
export function UnknownAddress() {
  useStatusPage(null);
  return null;
}
