// The table's rows, virtualised (100,000 products stay smooth): only the rows in view are drawn, and the next page
// of 100 is asked for while 30 loaded rows are still below the last one shown.
import { useEffect, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIsMobile } from '../../../lib/useIsMobile';

/** A row's height: one line of cells on a desktop, a small card of three lines on a phone (catalogue.css). */
const ROW_PX = { desktop: 60, phone: 92 };

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

export function useVirtualRows(count: number, scroller: RefObject<HTMLDivElement | null>, list: Pages) {
  const rowPx = useIsMobile() ? ROW_PX.phone : ROW_PX.desktop;
  const rows = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowPx,
    overscan: 12,
  });
  useEffect(() => rows.measure(), [rowPx]);
  const virtualRows = rows.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && lastShown >= count - 30) void list.fetchNextPage();
  }, [lastShown, count, list.hasNextPage, list.isFetchingNextPage]);
  return { rows, virtualRows };
}
