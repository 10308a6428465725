// The catalogue frame's floating controls (spec section 2, issue 15): the draggable set on desktop, the floating
// ball on phones' imageSearch, product and productCenter pages, nothing on other phone pages. Mounted by
// CatalogueLayout, so login, the root and maintenance never show them.
import { lazy, Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { GetCompanyInfoOnLoginV2Response } from '../../../../schemas/api/types.gen';
import { useIsMobile } from '../../../lib/useIsMobile';
import { floatingButtons, showsMobileBall } from './floatingButtons';
import { floatLayout } from './placement';
import { MobileFloatingBall } from './MobileFloatingBall';
import './floating.css';

// The desktop set and its drag library load on their own: a phone never needs them, and on a desktop the set
// (fixed at the window's edge, taking no room in the page) may come a moment after the page (issue 29).
const FloatingSet = lazy(() => import('./FloatingSet').then((m) => ({ default: m.FloatingSet })));

type Company = Pick<GetCompanyInfoOnLoginV2Response, 'shareInfo' | 'globalParam'>;

export function FloatingControls({ company }: { company: Company }) {
  const mobile = useIsMobile();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { shareInfo: share, globalParam } = company;
  if (mobile) {
    if (!showsMobileBall(pathname, globalParam)) return null;
    const kinds = floatingButtons(share, globalParam, { surface: 'phone' });
    return kinds.length ? <MobileFloatingBall kinds={kinds} share={share} /> : null;
  }
  const kinds = floatingButtons(share, globalParam);
  if (!kinds.length) return null;
  return (
    <Suspense fallback={null}>
      <FloatingSet
        kinds={kinds}
        share={share}
        layout={floatLayout(globalParam?.floatStyle)}
        companyNumber={share.companyNumber}
      />
    </Suspense>
  );
}
