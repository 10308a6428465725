import type { PageModule } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import { defaultRegistry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';

type PageLists = { webList: PageModule[]; mobileTempList: PageModule[] };
type Channel = 'web' | 'mobile';
export type PreparedPage = ReturnType<typeof preparePage>;

function preparePage(info: PageLists | undefined, channel: Channel, preview: boolean) {
  const items = prepare(channel === 'mobile' ? info?.mobileTempList : info?.webList, { channel, preview, registry: defaultRegistry });
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

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in preview. */
export function usePreparedPage(info: PageLists | undefined) {
  const mobile = useIsMobile();
  const preview = useIsPreview();
  return preparedFor(info, mobile ? 'mobile' : 'web', preview);
}
