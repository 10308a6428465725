import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetCompanyInfoOnLoginV2Response, PageModule } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import type { PreparedModule } from '../../../modules/types';
import type { Registry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';
import { companyPreviewQuery } from '../../lib/share';
import { useConsoleSession } from '../../api/consoleSession';
import { CANVAS_READY, isStudioPage } from '../../lib/studioCanvas';

type PageLists = { webList: PageModule[]; mobileTempList: PageModule[] };
type PageInfo = PageLists & Pick<GetCompanyInfoOnLoginV2Response, 'shareInfo'>;
type Channel = 'web' | 'mobile';
export type PreparedPage = ReturnType<typeof preparePage>;

function preparePage(info: PageLists | undefined, channel: Channel, preview: boolean, registry: Registry) {
  const items = prepare(channel === 'mobile' ? info?.mobileTempList : info?.webList, { channel, preview, registry });
  return placed(items, channel, preview);
}

function placed(items: PreparedModule[], channel: Channel, preview: boolean) {
  const at = (placement: string) => items.filter((i) => (i.definition?.placement ?? 'page') === placement);
  return { channel, preview, top: at('top'), page: at('page'), bottom: at('bottom'), login: at('login') };
}

// The layout and the page both read the same answer (issue 22: the home page prepared it twice). A query answer is
// never mutated — a refetch with other data is a new object — so the answer itself is the cache key, and the
// WeakMap lets it go with the query cache. Each registry has its own (the login page's knows one type).
type Prepared = { byAnswer: WeakMap<PageLists, Map<string, PreparedPage>>; withoutAnswer: Map<string, PreparedPage> };
const preparedByRegistry = new WeakMap<Registry, Prepared>();

function preparedFor(
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

/** The page the studio holding this preview in its canvas is editing, as it changes (src/lib/studioCanvas.ts);
 *  null when not in a staff preview or not in the studio's frame. */
function useStudioEdits(listening: boolean): Partial<Record<Channel, PageModule[]>> | null {
  const [edits, setEdits] = useState<Partial<Record<Channel, PageModule[]>> | null>(null);
  useEffect(() => {
    if (!listening || window.parent === window) return;
    const heard = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent || !isStudioPage(event.data)) return;
      const { channel, modules } = event.data;
      setEdits((was) => ({ ...was, [channel]: modules }));
    };
    window.addEventListener('message', heard);
    window.parent.postMessage({ kind: CANVAS_READY }, location.origin);
    return () => window.removeEventListener('message', heard);
  }, [listening]);
  return listening ? edits : null;
}

/** Prepares a studio edit module by module, reusing what did not change, so the renderer (memoised per item)
 *  redraws only the module being edited: a keystroke must reach the canvas within a frame on a 200-module page. */
function usePreparedEdits(list: PageModule[] | undefined, channel: Channel, registry: Registry) {
  const cache = useRef(new Map<string, PreparedModule>());
  return useMemo(() => {
    if (!list) return null;
    const next = new Map<string, PreparedModule>();
    const items: PreparedModule[] = [];
    for (const item of list) {
      const key = `${channel}|${item.moduleId}|${item.type}|${item.isDel}|${item.previewJson ?? item.styleJson}`;
      const found = cache.current.get(key) ?? prepare([item], { channel, preview: true, registry })[0];
      if (!found) continue;
      items.push(found);
      next.set(key, found);
    }
    cache.current = next;
    return placed(items, channel, true);
  }, [list, channel, registry]);
}

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in a staff preview.
 *  `registry` names the module types the screen draws: the catalogue's pages pass modules/registry's default; the
 *  login page its own, so the other types' code and validators stay out of the first page a buyer loads. */
export function usePreparedPage(info: PageInfo | undefined, registry: Registry) {
  const mobile = useIsMobile();
  const channel = mobile ? 'mobile' : 'web';
  const staffToken = useStaffPreview(info);
  const drafts = useQuery({
    ...companyPreviewQuery(info?.shareInfo.shareRandomCode ?? '', staffToken ?? ''),
    enabled: !!staffToken,
  });
  const edited = usePreparedEdits(useStudioEdits(!!staffToken)?.[channel], channel, registry);
  // A preview shows nothing until the drafts arrive, rather than the published page for a moment; the published
  // page if they cannot be had.
  const shown = staffToken && !drafts.isError ? drafts.data : info;
  const page = preparedFor(shown, channel, !!staffToken, registry);
  return edited ?? page;
}
