// The catalogue frame's floating controls (spec section 2, issue 15): the draggable set on desktop, the floating
// ball on phones' imageSearch, product and productCenter pages, nothing on other phone pages. Mounted by
// CatalogueLayout, so login, the root and maintenance never show them.
import { useRouterState } from '@tanstack/react-router';
import type { GetCompanyInfoOnLoginV2Response } from '../../../../schemas/api/types.gen';
import { useIsMobile } from '../../../lib/useIsMobile';
import { floatingButtons, showsMobileBall } from './floatingButtons';
import { floatLayout } from './placement';
import { FloatingSet } from './FloatingSet';
import { MobileFloatingBall } from './MobileFloatingBall';
import './floating.css';

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
    <FloatingSet
      kinds={kinds}
      share={share}
      layout={floatLayout(globalParam?.floatStyle)}
      companyNumber={share.companyNumber}
    />
  );
}
