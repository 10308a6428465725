// /index/productCenter and the themed areas (newProduct, hotSellingArea, …): one filtered product centre.
// The search lives in the URL (keyword, category, sort, view, price), so it can be shared and survives reload.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../api/client';
import { categoriesQuery } from '../queries/catalogue';
import { apiErrorMessage } from '../api/errorMessages';
import { sectionNames } from '../shell/sectionNames';
import { ProductCard, ProductCardSkeleton } from '../../modules/shared/ProductCard';
import { categoryName } from '../../protocol/localisedNames';
import { sessionStore } from '../session/sessionStore';
import type { CallTypes } from '../../schemas/api/types.gen';

type ListRequest = CallTypes['GetProductList']['request'];
type Area = NonNullable<ListRequest['area']>;
const PAGE_SIZE = 30;
const SORTS = ['default', 'newest', 'priceAsc', 'priceDesc'] as const;

export interface CentreSearch { id?: string; keyword?: string; categoryNumber?: string; sort?: (typeof SORTS)[number]; view?: 'thumbnail' | 'list'; minPrice?: number; maxPrice?: number }

export function ProductCentrePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const section = useRouterState({ select: (s) => s.location.pathname.split('/').pop() ?? 'productCenter' });
  const area: Area = section === 'product' ? 'productCenter' : (section as Area);
  const search = useSearch({ strict: false }) as CentreSearch;
  const set = (change: Partial<CentreSearch>) => navigate({ to: '.', search: (prev: CentreSearch) => ({ ...prev, ...change }) as never, replace: true });
  const view = search.view ?? 'thumbnail';
  const productSource = sessionStore.get().user?.shareInfo.productSource ?? 0;

  const request: Omit<ListRequest, 'pageIndex'> = {
    area, pageSize: PAGE_SIZE, sort: search.sort ?? 'default',
    ...(search.keyword ? { keyword: search.keyword } : {}), ...(search.categoryNumber ? { categoryNumber: search.categoryNumber } : {}),
    ...(search.minPrice !== undefined ? { minPrice: Number(search.minPrice) } : {}), ...(search.maxPrice !== undefined ? { maxPrice: Number(search.maxPrice) } : {}),
  };
  const list = useInfiniteQuery({
    queryKey: ['productCentre', request],
    queryFn: ({ pageParam }) => api.call('GetProductList', { ...request, pageIndex: pageParam }, { noLoading: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });
  const categories = useQuery(categoriesQuery);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  // Load the next page as the buyer nears the end of the list.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !list.hasNextPage) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !list.isFetchingNextPage && list.fetchNextPage(), { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [list.hasNextPage, list.isFetchingNextPage, list]);

  const tops = (categories.data?.items ?? []).filter((c) => c.parentNumber === null && c.productCount > 0);
  const selected = categories.data?.items.find((c) => c.categoryNumber === search.categoryNumber);
  const openTop = selected ? (selected.parentNumber ?? selected.categoryNumber) : null;
  const children = (categories.data?.items ?? []).filter((c) => openTop && c.parentNumber === openTop && c.productCount > 0);
  const filtered = !!(search.keyword || search.categoryNumber || search.minPrice !== undefined || search.maxPrice !== undefined);

  return (
    <section className="centre" aria-labelledby="centre-title">
      <div className="centre__head">
        <h1 id="centre-title">{sectionNames[area] ? i18n._(sectionNames[area]) : area}</h1>
        {list.data && <span className="centre__count"><Trans>{total} products</Trans></span>}
      </div>
      <SearchBar key={search.keyword ?? ''} initial={search} onSearch={(change) => set(change)} />
      <div className="centre__chips" role="group" aria-label={t`Categories`}>
        <button type="button" className="chip" aria-pressed={!search.categoryNumber} onClick={() => set({ categoryNumber: undefined })}><Trans>All</Trans></button>
        {tops.map((c) => (
          <button key={c.categoryNumber} type="button" className="chip" aria-pressed={openTop === c.categoryNumber} onClick={() => set({ categoryNumber: c.categoryNumber })} dir="auto">
            {categoryName(c.names, i18n.locale, productSource)}
          </button>
        ))}
      </div>
      {children.length > 0 && (
        <div className="centre__chips centre__chips--sub" role="group" aria-label={t`Subcategories`}>
          {children.map((c) => (
            <button key={c.categoryNumber} type="button" className="chip chip--sub" aria-pressed={search.categoryNumber === c.categoryNumber} onClick={() => set({ categoryNumber: c.categoryNumber })} dir="auto">
              {categoryName(c.names, i18n.locale, productSource)}
            </button>
          ))}
        </div>
      )}
      <div className="centre__tools">
        <label className="centre__sort">
          <span><Trans>Sort</Trans></span>
          <select value={search.sort ?? 'default'} onChange={(e) => set({ sort: e.target.value as CentreSearch['sort'] })}>
            <option value="default">{t`Recommended`}</option>
            <option value="newest">{t`Newest`}</option>
            <option value="priceAsc">{t`Price: low to high`}</option>
            <option value="priceDesc">{t`Price: high to low`}</option>
          </select>
        </label>
        <div className="segmented segmented--compact" role="group" aria-label={t`View`}>
          <button type="button" aria-pressed={view === 'thumbnail'} onClick={() => set({ view: 'thumbnail' })}><Trans>Thumbnails</Trans></button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => set({ view: 'list' })}><Trans>List</Trans></button>
        </div>
      </div>

      {list.isError ? (
        <div className="empty-state" role="alert">
          <p>{apiErrorMessage(i18n, list.error)}</p>
          <button type="button" className="button" onClick={() => list.refetch()}><Trans>Try again</Trans></button>
        </div>
      ) : list.isPending ? (
        <div className={`product-list product-list--${view}`}>{Array.from({ length: 10 }, (_, i) => <ProductCardSkeleton key={i} />)}</div>
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>{filtered ? <Trans>No products match your search.</Trans> : <Trans>There are no products here yet.</Trans>}</p>
          {filtered && <button type="button" className="button" onClick={() => navigate({ to: '.', search: { id: search.id } as never })}><Trans>Clear the search</Trans></button>}
        </div>
      ) : (
        <>
          <div className={`product-list product-list--${view}`}>{items.map((p) => <ProductCard key={p.productNumber} product={p} />)}</div>
          <div ref={sentinel} className="centre__end">
            {list.isFetchingNextPage ? <span className="spinner" aria-label={t`Loading…`} /> : !list.hasNextPage && <Trans>No more products</Trans>}
          </div>
        </>
      )}
    </section>
  );
}

function SearchBar({ initial, onSearch }: { initial: CentreSearch; onSearch: (change: Partial<CentreSearch>) => void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState(initial.keyword ?? '');
  const [min, setMin] = useState(initial.minPrice !== undefined ? String(initial.minPrice) : '');
  const [max, setMax] = useState(initial.maxPrice !== undefined ? String(initial.maxPrice) : '');
  const priceProblem = min !== '' && max !== '' && Number(min) > Number(max);
  return (
    <form className="centre__search" role="search" onSubmit={(e) => {
      e.preventDefault();
      if (priceProblem) return;
      onSearch({ keyword: keyword.trim().slice(0, 100) || undefined, minPrice: min === '' ? undefined : Number(min), maxPrice: max === '' ? undefined : Number(max) });
    }}>
      <input type="search" name="keyword" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} placeholder={t`Search toys, item numbers…`} aria-label={t`Keyword`} />
      <input type="number" inputMode="decimal" min={0} step="0.01" value={min} onChange={(e) => setMin(e.target.value)} placeholder={t`Lowest price`} aria-label={t`Lowest price`} aria-invalid={priceProblem} />
      <input type="number" inputMode="decimal" min={0} step="0.01" value={max} onChange={(e) => setMax(e.target.value)} placeholder={t`Highest price`} aria-label={t`Highest price`} aria-invalid={priceProblem} />
      <button type="submit" className="button button--primary" disabled={priceProblem}><Trans>Search</Trans></button>
      {priceProblem && <p className="field__problem" role="alert"><Trans>Lowest price cannot be greater than highest price.</Trans></p>}
    </form>
  );
}
