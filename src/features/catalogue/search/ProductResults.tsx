// A product list of any length without jank: only the rows near the screen are in the DOM (window scrolling, so
// the page scrolls as one and the router can restore the position). Row heights measured once are kept per
// search, so coming back to a kept-alive list lays it out exactly as the buyer left it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  useWindowVirtualizer,
  windowScroll,
  type Rect,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { CatalogueProductCard } from '../../../lib/catalogueProductCard';
import { useAfterPaint } from '../../../lib/useAfterPaint';
import type { ProductCard as Product } from '../../../../schemas/api/types.gen';
import { dropPreloadedPictures } from './preloadPictures';
import './searchResults.css';

const MIN_CARD_WIDTH = { desktop: 200, phone: 150 };
const GAP = { desktop: 14, phone: 10 };
const measured = new Map<string, VirtualItem[]>();

// The list's width and its place on the page are read in a ResizeObserver's callback, where the browser has just laid
// the page out, never in a render's layout effect, where reading forces a synchronous layout of the whole page
// (Lighthouse's "forced reflow" on a phone's first load, issue 29). The body is watched too: what sits above the
// list moves it down by growing the page.
function useListBox(ref: React.RefObject<HTMLElement | null>, view: 'thumbnail' | 'list') {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setBox((b) => (b.width === width && Math.abs(b.top - top) <= 1 ? b : { width, top }));
    });
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return { ...layout(box.width, view), scrollMargin: box.top, measured: box.width > 0 };
}

/** The window's size for the virtualizer, read where the browser has just laid the page out (a ResizeObserver's
 *  callback, as above) and on resize. The library's own reads it as the list mounts, inside React's commit, which on a
 *  phone lays the freshly drawn page out at once: 23 ms of the product centre's longest task (issue 29, TBT). The rows
 *  wait for useListBox's observer anyway, and both observers report in the same frame. */
function observeViewport(instance: Virtualizer<Window, Element>, cb: (rect: Rect) => void) {
  const win = instance.scrollElement;
  if (!win) return;
  const read = () => cb({ width: win.innerWidth, height: win.innerHeight });
  const observer = new ResizeObserver(read);
  observer.observe(win.document.documentElement);
  win.addEventListener('resize', read, { passive: true });
  return () => {
    observer.disconnect();
    win.removeEventListener('resize', read);
  };
}

/** The window's scroll position as its last scroll event left it, for the same reason: the library's own first read of
 *  `scrollY` forced the layout instead (16 ms). The position never changes without a scroll event, which the
 *  virtualizer hears too and which arrives before the next paint. */
const scrolledTo = (() => {
  let y = 0;
  if (typeof window !== 'undefined') window.addEventListener('scroll', () => (y = window.scrollY), { passive: true });
  return () => y;
})();

/** A scroll to where the window is changes nothing but lays the page out all the same, and the virtualizer makes one
 *  as it mounts (to its first offset): another 23–27 ms inside the commit. */
const scrollWindow: typeof windowScroll<Window> = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) !== scrolledTo() || options.behavior === 'smooth')
    windowScroll(offset, options, instance);
};

function layout(width: number, view: 'thumbnail' | 'list') {
  const phone = width > 0 && width < 600;
  if (view === 'list') return { columns: 1, gap: phone ? GAP.phone : 10 };
  if (phone) return { columns: 2, gap: GAP.phone };
  const gap = GAP.desktop;
  return { columns: Math.max(1, Math.floor((width + gap) / (MIN_CARD_WIDTH.desktop + gap))), gap };
}

function useBringIntoView(
  list: React.RefObject<HTMLElement | null>,
  productNumber: string | null | undefined,
  onShown: (() => void) | undefined,
  items: Product[],
  columns: number | null,
  virtualizer: ReturnType<typeof useWindowVirtualizer>,
) {
  useEffect(() => {
    // `columns` is null until the list's width is known: no card is drawn before.
    if (!productNumber || !columns) return;
    const index = items.findIndex((p) => p.productNumber === productNumber);
    if (index < 0) return;
    // After the router has put the list back where the buyer left it: only move when the product is off screen.
    const frame = requestAnimationFrame(() => {
      const card = list.current?.querySelector(`a.product-card[href*="productNumber=${CSS.escape(productNumber)}"]`);
      onShown?.();
      const box = card?.getBoundingClientRect();
      if (box && box.top >= 0 && box.bottom <= window.innerHeight) return;
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [list, productNumber, onShown, items, columns, virtualizer]);
}

/** The rows drawn beyond the screen's: none in the frame that first draws the list, so its first cards (and the
 *  page's largest picture, on a phone) show after the least work; the rest a task later, before the buyer scrolls to
 *  them (issue 29: the first cards were the phone's longest task). */
const useRowsAhead = (placed: boolean) => (useAfterPaint(placed) ? 3 : 0);

/** `onOpen` runs when the buyer opens one of the products (mouse or keyboard), before the detail page loads.
 * `showProduct` is brought into view after the restored scroll position, if it is not on screen; then `onShown`. */
export function ProductResults({
  items,
  view,
  cacheKey,
  onOpen,
  showProduct,
  onShown,
  keyword,
}: {
  items: Product[];
  view: 'thumbnail' | 'list';
  cacheKey: string;
  onOpen?: () => void;
  showProduct?: string | null;
  onShown?: () => void;
  /** The search's keyword: its words are marked in the cards' names. */
  keyword?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, gap, scrollMargin, measured: placed } = useListBox(listRef, view);
  const ahead = useRowsAhead(placed);
  const key = `${cacheKey}|${view}|${columns}`;
  const estimate = view === 'list' ? 132 : 320;
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimate,
    // A row's height comes from the ResizeObserver's entry. When a row mounts the kept or estimated height stands
    // in until the observer reports it, instead of the default's offsetHeight, which forced a layout per new row.
    measureElement: (el, entry, v) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize;
      if (size !== undefined) return Math.round(size);
      if (entry) return (el as HTMLElement).offsetHeight;
      return v.measurementsCache[v.indexFromElement(el)]?.size ?? estimate;
    },
    observeElementRect: observeViewport,
    initialOffset: scrolledTo,
    scrollToFn: scrollWindow,
    overscan: ahead,
    gap,
    scrollMargin,
    initialMeasurementsCache: measured.get(key),
    onChange: (v) => {
      if (measured.size > 50 && !measured.has(key)) measured.delete(measured.keys().next().value!);
      measured.set(key, v.measurementsCache);
    },
  });

  useBringIntoView(listRef, showProduct, onShown, items, placed ? columns : null, virtualizer);
  // The drawn cards' <img>s have asked for their pictures: the preloads made for them have served.
  useEffect(() => {
    if (placed) dropPreloadedPictures();
  }, [placed, items]);

  return (
    <div
      ref={listRef}
      className="product-results"
      data-loaded={items.length}
      style={{ blockSize: virtualizer.getTotalSize() }}
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a.product-card')) onOpen?.();
      }}
    >
      {/* No row until the observer has given the list's width: the columns are a guess before (one on a phone, where
          there are two), and cards drawn in a guessed column jumped into place (issue 29, CLS 0.0125 on the phone's
          product centre); hidden instead, they were made only to be thrown away, in the page's longest task. */}
      {(placed ? virtualizer.getVirtualItems() : []).map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={`product-list product-list--${view}`}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: view === 'list' ? undefined : `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((p) => (
            <CatalogueProductCard key={p.productNumber} product={p} keyword={keyword} leading={row.index === 0} />
          ))}
        </div>
      ))}
    </div>
  );
}
