import { useQuery } from '@tanstack/react-query';
import type { GetCompanyInfoOnLoginV2Response, PageModule } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import { defaultRegistry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';
import { companyPreviewQuery } from '../../lib/share';
import { useConsoleSession } from '../../api/consoleSession';

type PageLists = { webList: PageModule[]; mobileTempList: PageModule[] };
type PageInfo = PageLists & Pick<GetCompanyInfoOnLoginV2Response, 'shareInfo'>;
type Channel = 'web' | 'mobile';
export type PreparedPage = ReturnType<typeof preparePage>;

function preparePage(info: PageLists | undefined, channel: Channel, preview: boolean) {
  const items = prepare(channel === 'mobile' ? info?.mobileTempList : info?.webList, {
    channel,
    preview,
    registry: defaultRegistry,
  });
  const at = (placement: string) => items.filter((i) => (i.definition?.placement ?? 'page') === placement);
  return { channel, preview, top: at('top'), page: at('page'), bottom: at('bottom'), login: at('login') };
}

// The layout and the page both read the same answer (issue 22: the home page prepared it twice). A query answer is
// never mutated — a refetch with other data is a new object — so the answer itself is the cache key, and the
// WeakMap lets it go with the query cache.
const prepared = new WeakMap<PageLists, Map<string, PreparedPage>>();
const withoutAnswer = new Map<string, PreparedPage>();

function preparedFor(info: PageLists | undefined, channel: Channel, preview: boolean): PreparedPage {
  let byFlags = info ? prepared.get(info) : withoutAnswer;
  if (!byFlags) prepared.set(info!, (byFlags = new Map()));
  const key = `${channel}:${preview}`;
  let page = byFlags.get(key);
  if (!page) byFlags.set(key, (page = preparePage(info, channel, preview)));
  return page;
}

/** The console's token when the visitor asked for a preview (?isPreview=1) and is signed in to the console of the
 *  company whose share is open; null for everyone else, who sees the published page without ribbons (issue 22). */
function useStaffPreview(info: PageInfo | undefined): string | null {
  const asked = useIsPreview();
  const staff = useConsoleSession().signedIn;
  return asked && staff && info && staff.companyNumber === info.shareInfo.companyNumber ? staff.token : null;
}

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in a staff preview. */
export function usePreparedPage(info: PageInfo | undefined) {
  const mobile = useIsMobile();
  const staffToken = useStaffPreview(info);
  const drafts = useQuery({
    ...companyPreviewQuery(info?.shareInfo.shareRandomCode ?? '', staffToken ?? ''),
    enabled: !!staffToken,
  });
  // A preview shows nothing until the drafts arrive, rather than the published page for a moment; the published
  // page if they cannot be had.
  const shown = staffToken && !drafts.isError ? drafts.data : info;
  return preparedFor(shown, mobile ? 'mobile' : 'web', !!staffToken);
}
