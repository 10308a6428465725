// The canvas: the buyer's own site in a same-origin frame at a real width (media queries are real), opened on the
// company's share with isPreview=1, which shows the company's staff the saved draft. Every edit, saved or not,
// reaches it as a message event on its window (src/lib/studioCanvas.ts): no reload, so a keystroke shows within a
// frame. It reloads only for the theme. Clicking a module in it selects that module; the selected one is outlined.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePreviewEntry } from './usePreviewEntry';
import { CANVAS_DROP, useDropZone } from './StudioDnd';
import type { PageModule } from '../../../schemas/api/types.gen';
import { CANVAS_READY, STUDIO_PAGE, type StudioPageMessage } from '../../lib/studioCanvas';
import type { PageChannel } from './api';

export const WIDTHS = [1440, 1024, 390] as const;
export type CanvasWidth = (typeof WIDTHS)[number];

interface CanvasProps {
  shareCode: string;
  login: boolean;
  width: CanvasWidth;
  onWidth: (width: CanvasWidth) => void;
  /** The page being edited, as the canvas should show it. */
  channel: PageChannel;
  live: PageModule[];
  /** Moves when the frame must load again (a theme change). */
  reloadKey: number;
  selectedId: number | null;
  onSelect: (moduleId: number) => void;
}

const outlines = new WeakMap<Document, CSSStyleSheet>();
/** The frame's sheet for the selection's outline: a constructed one, since the share's CSP (style-src 'self') drops
 *  a <style> element a script adds, and with it the outline. Made by the frame's own window: a sheet is adopted only
 *  by the document it was made for. */
function outlineSheet(doc: Document): CSSStyleSheet {
  let sheet = outlines.get(doc);
  if (!sheet) {
    sheet = new (doc.defaultView as typeof globalThis).CSSStyleSheet();
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    outlines.set(doc, sheet);
  }
  return sheet;
}

/** Gives the frame the page's order and the modules it does not hold as they are; answers what it holds then. */
function post(to: Window | null | undefined, channel: PageChannel, live: PageModule[], held: Map<number, PageModule>) {
  const message: StudioPageMessage = {
    kind: STUDIO_PAGE,
    channel,
    order: live.map((m) => m.moduleId),
    modules: live.filter((m) => held.get(m.moduleId) !== m),
  };
  // Same origin: handed to the frame's listener at once, as the message event postMessage would bring, so the canvas
  // renders the edit within the task that made it and one frame draws both (a posted one came a task later, at times
  // after that frame: seen under load). The frame's code is the same for either.
  const view = to as (Window & typeof globalThis) | null | undefined;
  view?.dispatchEvent(new view.MessageEvent('message', { data: message, origin: location.origin, source: window }));
  return new Map(live.map((m) => [m.moduleId, m]));
}

export function Canvas({
  shareCode,
  login,
  channel,
  live,
  width,
  onWidth,
  reloadKey,
  selectedId,
  onSelect,
}: CanvasProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 1, height: 900 });
  const [loads, setLoads] = useState(0);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The frame is drawn at its real width and scaled down to the box; its height fills the box.
    const observer = new ResizeObserver(([entry]) => {
      const scale = Math.min(1, entry.contentRect.width / width);
      setSize({ scale, height: Math.max(400, Math.floor(entry.contentRect.height / scale)) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    if (reloadKey) frame.current?.contentWindow?.location.reload();
  }, [reloadKey]);

  // Each edit goes to the frame at once, as the modules that changed since the frame last heard (toCanvas keeps a
  // module's object while it is not edited); a frame that (re)loads says it is listening and gets the whole page.
  const held = useRef(new Map<number, PageModule>());
  const page = useRef({ channel, live });
  // Sent as the edit commits, before the studio's own change is drawn: the frame renders it before that paint and
  // both show in one frame (from a passive effect the message came after it, and the canvas waited for another).
  useLayoutEffect(() => {
    page.current = { channel, live };
    held.current = post(frame.current?.contentWindow, channel, live, held.current);
  }, [channel, live]);
  useEffect(() => {
    const heard = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (event.origin !== location.origin || !from || event.source !== from) return;
      if ((event.data as { kind?: unknown } | null)?.kind !== CANVAS_READY) return;
      held.current = post(from, page.current.channel, page.current.live, new Map());
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, []);

  // The frame is same-origin: the studio listens to its clicks and outlines the selected module in its document.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    const click = (event: MouseEvent) => {
      const module = (event.target as Element | null)?.closest?.('[data-module-id]');
      if (!module) return;
      event.preventDefault();
      event.stopPropagation();
      onSelectRef.current(Number(module.getAttribute('data-module-id')));
    };
    doc.addEventListener('click', click, true);
    outlineSheet(doc).replaceSync(
      `[data-module-id]{cursor:pointer}` +
        (selectedId ? `[data-module-id="${selectedId}"]{outline:3px solid #2563eb;outline-offset:-3px}` : ''),
    );
    // A module just added reaches the frame a moment later (postMessage, then its render): wait for it to appear.
    const find = () => (selectedId ? doc.querySelector(`[data-module-id="${selectedId}"]`) : null);
    let waiting: MutationObserver | null = null;
    const found = find();
    if (found) found.scrollIntoView({ block: 'nearest' });
    else if (selectedId) {
      waiting = new MutationObserver(() => {
        const appeared = find();
        if (!appeared) return;
        waiting?.disconnect();
        appeared.scrollIntoView({ block: 'nearest' });
      });
      waiting.observe(doc.body, { childList: true, subtree: true });
    }
    return () => {
      waiting?.disconnect();
      doc.removeEventListener('click', click, true);
    };
  }, [selectedId, loads]);

  const entered = usePreviewEntry(shareCode);
  const drop = useDropZone(CANVAS_DROP);
  const src = shareCode ? `/${login ? 'login' : 'index/home'}?id=${encodeURIComponent(shareCode)}&isPreview=1` : null;
  return (
    <section className="studio-canvas" aria-label={t`Canvas`}>
      <div className="studio-canvas__bar" role="group" aria-label={t`Canvas width`}>
        {WIDTHS.map((w) => (
          <button
            key={w}
            type="button"
            className="button button--small"
            aria-pressed={w === width}
            onClick={() => onWidth(w)}
          >
            {w === 390 ? t`Phone ${w}` : w === 1024 ? t`Tablet ${w}` : t`Desktop ${w}`}
          </button>
        ))}
        {src && (
          // rel=opener: the tab gets a copy of this one's sessionStorage, where the console's sign-in lives, and with
          // it the drafts (a target=_blank link is noopener by default, and the preview then showed the published page).
          <a className="button button--small" href={src} target="_blank" rel="opener">
            {t`Preview as a buyer`}
          </a>
        )}
      </div>
      <div className="studio-canvas__box" ref={box}>
        {/* The frame is another document: while a palette entry is dragged, this layer takes the pointer instead. */}
        <div
          ref={drop.ref}
          className="studio-canvas__drop"
          data-active={drop.fromPalette || undefined}
          data-over={drop.isOver || undefined}
        >
          {drop.fromPalette && <span>{t`Drop to add it after the selected module`}</span>}
        </div>
        {src && !entered ? null : src ? (
          <div
            className="studio-canvas__viewport"
            style={{ width: width * size.scale, height: size.height * size.scale }}
          >
            <iframe
              ref={frame}
              title={t`Page preview`}
              src={src}
              width={width}
              height={size.height}
              style={{ transform: `scale(${size.scale})` }}
              onLoad={() => setLoads((n) => n + 1)}
            />
          </div>
        ) : (
          <p className="studio-empty">{t`The canvas needs an open share: open one in the Access room.`}</p>
        )}
      </div>
    </section>
  );
}
