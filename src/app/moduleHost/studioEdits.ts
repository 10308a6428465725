// The page a studio is editing with this preview in its canvas, as it changes (src/lib/studioCanvas.ts): one store for
// every part of the screen that shows it (the layout's header and footer, the page's body). Loaded only in a staff
// preview inside a frame, so a buyer's first page never carries it (issue 25: the buyer's initial JavaScript does not
// grow). A message brings only the modules that changed: each is prepared once, the others keep their prepared item,
// and the renderer, memoised per item, redraws only the edited module.
import type { PageModule } from '../../../schemas/api/types.gen';
import type { PreparedModule } from '../../../modules/types';
import type { Registry } from '../../../modules/registry';
import { prepare } from '../../../modules/prepare';
import { CANVAS_READY, isStudioPage } from '../../lib/studioCanvas';
import { placed, type Channel, type Part, type PreparedPage } from './preparedPage';

function createStudioEdits() {
  const lists: Partial<Record<Channel, PageModule[]>> = {};
  const listeners = new Set<() => void>();
  let listening = false;

  function heard(event: MessageEvent) {
    if (event.origin !== location.origin || event.source !== window.parent || !isStudioPage(event.data)) return;
    const { channel, order, modules } = event.data;
    const byId = new Map((lists[channel] ?? []).map((m) => [m.moduleId, m]));
    for (const m of modules) byId.set(m.moduleId, m);
    lists[channel] = order.flatMap((id) => byId.get(id) ?? []);
    for (const listener of listeners) listener();
  }

  const items = new WeakMap<Registry, WeakMap<PageModule, PreparedModule | null>>();
  const pages = new WeakMap<Registry, Map<Channel, { list: PageModule[]; page: PreparedPage }>>();
  /** What each reader of some parts was last given: the same object while those parts stay the same. */
  const given = new WeakMap<Registry, Map<string, PreparedPage>>();

  function prepared(channel: Channel, registry: Registry): PreparedPage | null {
    const list = lists[channel];
    if (!list) return null;
    let byRegistry = pages.get(registry);
    if (!byRegistry) pages.set(registry, (byRegistry = new Map()));
    const was = byRegistry.get(channel);
    if (was?.list === list) return was.page;
    let known = items.get(registry);
    if (!known) items.set(registry, (known = new WeakMap()));
    const next: PreparedModule[] = [];
    for (const m of list) {
      let item = known.get(m);
      if (item === undefined) known.set(m, (item = prepare([m], { channel, preview: true, registry })[0] ?? null));
      if (item) next.push(item);
    }
    const page = keepParts(was?.page, placed(next, channel, true));
    byRegistry.set(channel, { list, page });
    return page;
  }

  return {
    /** Starts listening (and tells the studio so, which answers with the whole page) on the first subscriber. */
    subscribe(listener: () => void) {
      if (!listening) {
        listening = true;
        window.addEventListener('message', heard);
        window.parent.postMessage({ kind: CANVAS_READY }, location.origin);
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The studio's page for this channel, prepared with `registry`; null until the studio has sent it. The same
     *  object while nothing changed (a useSyncExternalStore snapshot), or while the parts named in `reads` did not. */
    page(channel: Channel, registry: Registry, reads?: readonly Part[]): PreparedPage | null {
      const page = prepared(channel, registry);
      if (!page || !reads) return page;
      let byReads = given.get(registry);
      if (!byReads) given.set(registry, (byReads = new Map()));
      const key = `${channel}:${reads.join()}`;
      const was = byReads.get(key);
      if (was && reads.every((part) => was[part] === page[part])) return was;
      byReads.set(key, page);
      return page;
    },
  };
}

/** One per window: the layout and the page read the same. */
export const studioEdits = createStudioEdits();

/** A part whose items did not change stays the same array: the header and footer do not draw again for a page edit. */
function keepParts(was: PreparedPage | undefined, page: PreparedPage): PreparedPage {
  if (!was) return page;
  const same = (a: PreparedModule[], b: PreparedModule[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  for (const part of ['top', 'page', 'bottom', 'login'] as const)
    if (same(was[part], page[part])) page[part] = was[part];
  return page;
}
