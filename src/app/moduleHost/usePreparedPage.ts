import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetCompanyInfoOnLoginV2Response, PageModule } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import type { Registry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';
import { companyPreviewQuery } from '../../lib/share';
import { useConsoleSession } from '../../api/consoleSession';
import { placed, type Channel, type Part, type PreparedPage } from './preparedPage';

type PageLists = { webList: PageModule[]; mobileTempList: PageModule[] };
type PageInfo = PageLists & Pick<GetCompanyInfoOnLoginV2Response, 'shareInfo'>;

function preparePage(info: PageLists | undefined, channel: Channel, preview: boolean, registry: Registry) {
  const items = prepare(channel === 'mobile' ? info?.mobileTempList : info?.webList, { channel, preview, registry });
  return placed(items, channel, preview);
}

// The layout and the page both read the same answer (issue 22: the home page prepared it twice). A query answer is
// never mutated — a refetch with other data is a new object — so the answer itself is the cache key, and the
// WeakMap lets it go with the query cache. Each registry has its own (the login page's knows one type).
type Prepared = { byAnswer: WeakMap<PageLists, Map<string, PreparedPage>>; withoutAnswer: Map<string, PreparedPage> };
const preparedByRegistry = new WeakMap<Registry, Prepared>();

export function preparedFor(
  info: PageLists | undefined,
  channel: Channel,
  preview: boolean,
  registry: Registry,
): PreparedPage {
  let prepared = preparedByRegistry.get(registry);
  if (!prepared) preparedByRegistry.set(registry, (prepared = { byAnswer: new WeakMap(), withoutAnswer: new Map() }));
  let byFlags = info ? prepared.byAnswer.get(info) : prepared.withoutAnswer;
  if (!byFlags) prepared.byAnswer.set(info!, (byFlags = new Map()));
  const key = `${channel}:${preview}`;
  let page = byFlags.get(key);
  if (!page) byFlags.set(key, (page = preparePage(info, channel, preview, registry)));
  return page;
}

/** The console's token when the visitor asked for a preview (?isPreview=1) and is signed in to the console of the
 *  company whose share is open; null for everyone else, who sees the published page without ribbons (issue 22). */
function useStaffPreview(info: PageInfo | undefined): string | null {
  const asked = useIsPreview();
  const staff = useConsoleSession().signedIn;
  return asked && staff && info && staff.companyNumber === info.shareInfo.companyNumber ? staff.token : null;
}

/** The page the studio holding this preview in its canvas is editing, as it changes; null when not in a staff
 *  preview or not in the studio's frame. What listens loads only then (./studioEdits). */
function useStudioEdits(listening: boolean, channel: Channel, registry: Registry, reads?: readonly Part[]) {
  const [edits, setEdits] = useState<(typeof import('./studioEdits'))['studioEdits'] | null>(null);
  useEffect(() => {
    if (!listening || window.parent === window) return;
    let mounted = true;
    void import('./studioEdits').then((loaded) => mounted && setEdits(loaded.studioEdits));
    return () => {
      mounted = false;
    };
  }, [listening]);
  return useSyncExternalStore(edits?.subscribe ?? noSubscription, () =>
    listening && edits ? edits.page(channel, registry, reads) : null,
  );
}
const noSubscription = () => () => {};

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in a staff preview.
 *  `registry` names the module types the screen draws: the catalogue's pages pass modules/registry's default; the
 *  login page its own, so the other types' code and validators stay out of the first page a buyer loads. `reads`,
 *  the parts the caller draws: in the studio's canvas an edit elsewhere then does not draw it again. */
export function usePreparedPage(info: PageInfo | undefined, registry: Registry, reads?: readonly Part[]) {
  const mobile = useIsMobile();
  const channel = mobile ? 'mobile' : 'web';
  const staffToken = useStaffPreview(info);
  const drafts = useQuery({
    ...companyPreviewQuery(info?.shareInfo.shareRandomCode ?? '', staffToken ?? ''),
    enabled: !!staffToken,
  });
  const edited = useStudioEdits(!!staffToken, channel, registry, reads);
  // A preview shows nothing until the drafts arrive, rather than the published page for a moment; the published
  // page if they cannot be had.
  const shown = staffToken && !drafts.isError ? drafts.data : info;
  const page = preparedFor(shown, channel, !!staffToken, registry);
  return edited ?? page;
}
