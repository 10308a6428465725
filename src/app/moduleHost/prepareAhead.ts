// A catalogue page's first screen, started from the company's answer before anything draws (issue 29, LCP). Drawn by
// the layout, then by the page once the layout had drawn, the header's and the home page's modules asked for their
// code and the banner its picture two rounds of requests after that answer. The early start (src/app/earlyStart.ts)
// loads this with the catalogue's chunk (scripts/initialChunk.ts), so the login's first load does not carry it.
import type { GetCompanyInfoOnLoginV2Response } from '../../../schemas/api/types.gen';
import { defaultRegistry } from '../../../modules/registry';
import { fetchFirstModules } from '../../../modules/PageRenderer';
import { isMobileScreen } from '../../lib/useIsMobile';
import { preparedFor } from './usePreparedPage';

/** The published page prepared for this screen (the layout and the page then find it prepared), the code of its
 *  header's and tab bar's first modules and, with `withPage` (the home page), of the page's own, and the first one's
 *  lead picture, preloaded as the page would. */
export function prepareAhead(info: GetCompanyInfoOnLoginV2Response, withPage: boolean) {
  const page = preparedFor(info, isMobileScreen() ? 'mobile' : 'web', false, defaultRegistry);
  fetchFirstModules(page.top);
  fetchFirstModules(page.bottom);
  const picture = withPage ? fetchFirstModules(page.page) : undefined;
  if (!picture) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture });
  link.fetchPriority = 'high';
  document.head.append(link);
}
