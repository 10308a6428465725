// /index/productCenter and the themed areas (newProduct, hotSellingArea, …): one filtered product centre.
// The whole search lives in the URL (search/searchUrl.ts), so it can be shared and survives reload.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useOwnSection } from '../../lib/useOwnSection';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoadMore } from '../../lib/useLoadMore';
import { dropPreloadedPictures } from './search/preloadPictures';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../../../protocol/format';
import { categoriesQuery } from './api';
import { apiErrorMessage } from '../../api/errorMessages';
import { sectionNames } from '../../lib/sectionNames';
import { ProductCardSkeleton } from '../../ui/ProductCard';
import { categoryName } from '../../../protocol/localisedNames';
import { SORTS, isNarrowed, searchProblems, type ProductSearch } from '../../../protocol/productSearch';
import { useProductSource } from '../../lib/useSession';
import { SearchForm } from './search/SearchForm';
import { ActiveFilters } from './search/ActiveFilters';
import { ProductResults } from './search/ProductResults';
import { NoResults } from './search/NoResults';
import { searchFieldLabels, searchProblemMessages, sortLabels } from './search/searchMessages';
import { productAreaPages } from '../../../protocol/pages';
import { areaEmptyMessages } from './search/areaEmptyMessages';
import { centreRequest, searchFromUrl, searchToUrl, type CentreUrl } from './search/searchUrl';
import { productListQuery, type ProductListRequest } from './api';
import { productTrail } from './productTrail';
import { partialMatchText, stopWordsOnlyText } from '../../lib/phraseNotes';

type Area = NonNullable<ProductListRequest['area']>;

export function ProductCentrePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const section = useOwnSection((path) => {
    const last = path.split('/').pop() ?? '';
    return productAreaPages.has(last) ? last : null;
  }, 'productCenter');
  const area: Area = section === 'product' ? 'productCenter' : (section as Area);
  const url = useSearch({ strict: false }) as CentreUrl;
  const set = (change: Partial<CentreUrl>) =>
    navigate({ to: '.', search: (prev: CentreUrl) => ({ ...prev, ...change }) as never, replace: true });
  const view = url.view === 'list' ? 'list' : 'thumbnail';
  const productSource = useProductSource();
  const search = searchFromUrl(url as Record<string, unknown>);
  const problems = Object.entries(searchProblems(search)) as [
    keyof ProductSearch,
    NonNullable<ReturnType<typeof searchProblems>[keyof ProductSearch]>,
  ][];

  const request = centreRequest(area, url, search);
  // A search link with a wrong field is explained below instead of being sent.
  const categories = useQuery(categoriesQuery);
  // Spec section 8 "Category not found": a category link (a bookmark, an old share) naming one the centre lacks.
  const wanted = [search.categoryOne, search.categoryTwo, search.categoryNumber].filter(Boolean);
  const missingCategory =
    categories.isSuccess && wanted.some((n) => !categories.data.items.some((c) => c.categoryNumber === n));
  const list = useInfiniteQuery({
    ...productListQuery(request, { showing: true }),
    enabled: problems.length === 0 && !missingCategory,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const shownTotal = formatNumber(total, i18n.locale);
  const unmatched = list.data?.pages[0]?.unmatchedWords;
  const stopWordsOnly = !!list.data?.pages[0]?.stopWordsOnly;

  const sentinel = useLoadMore(list);
  // Left before its cards were drawn: the first pictures' preloads go with the page.
  useEffect(() => dropPreloadedPictures, []);

  const all = categories.data?.items ?? [];
  const chosen = all.find(
    (c) => c.categoryNumber === (search.categoryTwo ?? search.categoryOne ?? search.categoryNumber),
  );
  const openTop = chosen ? (chosen.parentNumber ?? chosen.categoryNumber) : null;
  const tops = all.filter((c) => c.parentNumber === null && c.productCount > 0);
  const children = all.filter((c) => openTop && c.parentNumber === openTop && c.productCount > 0);
  const pickCategory = (one?: string, two?: string) =>
    set({ categoryOne: one, categoryTwo: two, categoryNumber: undefined });
  const filtered = isNarrowed(search);
  const applySearch = (next: ProductSearch) => set(searchToUrl(next));
  const removeFields = (fields: (keyof ProductSearch)[]) => set(Object.fromEntries(fields.map((f) => [f, undefined])));
  const clearSearch = () =>
    navigate({ to: '.', search: { id: url.id, sort: url.sort, view: url.view } as never, replace: true });

  return (
    <section className="centre" aria-labelledby="centre-title">
      <div className="centre__head">
        <h1 id="centre-title">{sectionNames[area] ? i18n._(sectionNames[area]) : area}</h1>
        {list.data && (
          <span className="centre__count">
            {i18n._(msg`${plural(total, { one: `${shownTotal} product`, other: `${shownTotal} products` })}`)}
          </span>
        )}
      </div>
      <SearchForm
        key={JSON.stringify(search)}
        initial={search}
        productSource={productSource}
        onSearch={applySearch}
        advancedOpen={!!url.advanced}
        onAdvancedOpen={(open) => set({ advanced: open || undefined })}
      />
      <div className="centre__chips" role="group" aria-label={t`Categories`}>
        <button type="button" className="chip" aria-pressed={!openTop} onClick={() => pickCategory()}>
          <Trans>All</Trans>
        </button>
        {tops.map((c) => (
          <button
            key={c.categoryNumber}
            type="button"
            className="chip"
            aria-pressed={openTop === c.categoryNumber}
            onClick={() => pickCategory(c.categoryNumber)}
            dir="auto"
          >
            {categoryName(c.names, i18n.locale, productSource)}
          </button>
        ))}
      </div>
      {children.length > 0 && (
        <div className="centre__chips centre__chips--sub" role="group" aria-label={t`Subcategories`}>
          {children.map((c) => (
            <button
              key={c.categoryNumber}
              type="button"
              className="chip chip--sub"
              aria-pressed={chosen?.categoryNumber === c.categoryNumber}
              onClick={() => pickCategory(openTop!, c.categoryNumber)}
              dir="auto"
            >
              {categoryName(c.names, i18n.locale, productSource)}
            </button>
          ))}
        </div>
      )}
      <ActiveFilters search={search} productSource={productSource} onRemove={removeFields} onClear={clearSearch} />
      <div className="centre__tools">
        <label className="centre__sort">
          <span>
            <Trans>Sort</Trans>
          </span>
          <select value={url.sort ?? 'default'} onChange={(e) => set({ sort: e.target.value as CentreUrl['sort'] })}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(sortLabels[sort])}
              </option>
            ))}
          </select>
        </label>
        <div className="segmented segmented--compact" role="group" aria-label={t`View`}>
          <button type="button" aria-pressed={view === 'thumbnail'} onClick={() => set({ view: 'thumbnail' })}>
            <Trans>Thumbnails</Trans>
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => set({ view: 'list' })}>
            <Trans>List</Trans>
          </button>
        </div>
      </div>

      {missingCategory ? (
        <div className="empty-state" role="alert">
          <p>
            <Trans>Category not found.</Trans>
          </p>
          <button type="button" className="button" onClick={() => pickCategory()}>
            <Trans>See all products</Trans>
          </button>
        </div>
      ) : problems.length > 0 ? (
        <div className="empty-state" role="alert">
          <p>
            <Trans>This search cannot run:</Trans>
          </p>
          <ul className="empty-state__problems">
            {problems.map(([field, problem]) => (
              <li key={field}>
                {i18n._(searchFieldLabels[field])}: {i18n._(searchProblemMessages[problem])}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => removeFields(problems.map(([field]) => field))}>
            <Trans>Remove these fields</Trans>
          </button>
        </div>
      ) : list.isError ? (
        <div className="empty-state" role="alert">
          <p>{apiErrorMessage(i18n, list.error)}</p>
          <button type="button" className="button" onClick={() => list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : list.isPending ? (
        <div className={`product-list product-list--${view}`}>
          {Array.from({ length: 10 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 && stopWordsOnly ? (
        <div className="empty-state" role="status">
          <p>{stopWordsOnlyText(i18n)}</p>
          <button type="button" className="button" onClick={clearSearch}>
            <Trans>Clear the search</Trans>
          </button>
        </div>
      ) : items.length === 0 && filtered && search.keyword ? (
        <NoResults keyword={search.keyword} onClear={clearSearch} />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>
            {filtered ? (
              <Trans>No products match your search.</Trans>
            ) : (
              i18n._(areaEmptyMessages[area] ?? areaEmptyMessages.productCenter)
            )}
          </p>
          {filtered && (
            <button type="button" className="button" onClick={clearSearch}>
              <Trans>Clear the search</Trans>
            </button>
          )}
          {!filtered && area !== 'productCenter' && (
            <Link className="button" to="/index/productCenter" search={{ id: url.id } as never}>
              <Trans>See all products</Trans>
            </Link>
          )}
        </div>
      ) : (
        <>
          {unmatched && unmatched.length > 0 && (
            <p className="centre__partial" role="status" dir="auto">
              {partialMatchText(i18n, unmatched)}
            </p>
          )}
          <ProductResults
            items={items}
            view={view}
            cacheKey={JSON.stringify(request)}
            onOpen={() => productTrail.set(request)}
            showProduct={productTrail.steppedToIn(request)}
            onShown={productTrail.forgetStepped}
            keyword={search.keyword}
          />
          <div ref={sentinel} className="centre__end">
            {list.isFetchingNextPage ? (
              <span className="spinner" role="status" aria-label={t`Loading…`} />
            ) : (
              !list.hasNextPage && <Trans>No more products</Trans>
            )}
          </div>
        </>
      )}
    </section>
  );
}
