import { useEffect, useRef } from 'react';

/** A ref for the element at a paged list's end: the next page loads as the buyer nears it (800 px ahead). */
export function useLoadMore(list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !list.hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && !list.isFetchingNextPage && list.fetchNextPage(),
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [list.hasNextPage, list.isFetchingNextPage, list]);
  return sentinel;
}
