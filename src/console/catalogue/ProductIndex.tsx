// The product index: one dense table of the whole catalogue, off-shelf products too, searched with the buyer's search
// (keyword `/`), filtered by chips kept in the address, sorted by its column heads, rows virtualised and fetched 100 at
// a time as the table scrolls (100,000 products stay smooth). A selection gets the bulk actions: on / off the shelf,
// flags, category, delete (after a confirmation). ↑/↓ (or j/k) move through the rows, Enter opens one.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { apiErrorMessage } from '../../api/errorMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useIsMobile } from '../../lib/useIsMobile';
import { formatMoney, formatNumber } from '../../../protocol/format';
import { categoryName, localisedText } from '../../../protocol/localisedNames';
import { saveFile } from '../../features/orders/orderExport';
import {
  deleteProducts,
  exportCatalogue,
  optionsQuery,
  productListQuery,
  updateProducts,
  type CatalogueOptions,
  type ListItem,
} from './api';
import { FLAG_NAMES, filtersOf, hasFilters, type CatalogueSearch, type FlagName, type Sort } from './catalogueSearch';
import type { Go } from './CatalogueRoom';
import { PrintLabels } from './LabelSheet';
import './catalogue.css';

const SEARCH_WAIT_MS = 300;
/** A row's height: one line of cells on a desktop, a small card of three lines on a phone (catalogue.css). */
const ROW_PX = { desktop: 60, phone: 92 };

export const FLAG_LABELS: Record<FlagName, MessageDescriptor> = {
  new: msg({ context: 'product flag', message: 'New' }),
  hot: msg({ context: 'product flag', message: 'Hot' }),
  recommended: msg({ context: 'product flag', message: 'Recommended' }),
  inStock: msg({ context: 'product flag', message: 'In stock' }),
  certified: msg({ context: 'product flag', message: 'Certified' }),
};

/** Sortable columns: the sort each way. */
const COLUMN_SORTS = {
  number: ['numberAsc', 'numberDesc'],
  name: ['nameAsc', 'nameDesc'],
  price: ['priceAsc', 'priceDesc'],
  moq: ['moqAsc', 'moqDesc'],
} as const satisfies Record<string, readonly [Sort, Sort]>;
type Column = keyof typeof COLUMN_SORTS;

export function ProductIndex({ search, go }: { search: CatalogueSearch; go: Go }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery());
  const list = useInfiniteQuery({ ...productListQuery(filtersOf(search)), placeholderData: (previous) => previous });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.totalCount ?? 0;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);

  // The search box waits for typing to pause before it becomes the address (and a query); it follows the address
  // only when something else changed it (back button, Clear filters).
  const [typed, setTyped] = useState(search.q ?? '');
  const written = useRef(search.q);
  useEffect(() => {
    if (search.q !== written.current) setTyped(search.q ?? '');
    written.current = search.q;
  }, [search.q]);
  useEffect(() => {
    const wanted = typed.trim() || undefined;
    if (wanted === search.q) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      go({ q: wanted }, { replace: true });
    }, SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
    // `go` is a fresh function each render; the wait restarts only when the text or the address changes.
  }, [typed, search.q]);

  // `/` anywhere but in a field goes to the search box.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest('input, textarea, select, [contenteditable]')
      )
        return;
      event.preventDefault();
      searchBox.current?.focus();
      searchBox.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new filter is a new list: the selection and the cursor start again.
  const filterKey = JSON.stringify(filtersOf(search));
  useEffect(() => {
    setSelected(new Set());
    setActive(0);
    scroller.current?.scrollTo({ top: 0 });
  }, [filterKey]);

  const rowPx = useIsMobile() ? ROW_PX.phone : ROW_PX.desktop;
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowPx,
    overscan: 12,
  });
  useEffect(() => rows.measure(), [rowPx]);
  const virtualRows = rows.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && lastShown >= items.length - 30) void list.fetchNextPage();
  }, [lastShown, items.length, list.hasNextPage, list.isFetchingNextPage]);

  const open = (productNumber: string) => go({ product: productNumber });
  const onRowsKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const move =
      event.key === 'ArrowDown' || event.key === 'j' ? 1 : event.key === 'ArrowUp' || event.key === 'k' ? -1 : 0;
    if (move) {
      event.preventDefault();
      const next = Math.max(0, Math.min(items.length - 1, active + move));
      setActive(next);
      rows.scrollToIndex(next, { align: 'auto' });
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      open(items[active].productNumber);
    } else if (event.key === ' ' && items[active]) {
      event.preventDefault();
      toggle(items[active].productNumber);
    }
  };

  const toggle = (productNumber: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(productNumber)) next.add(productNumber);
      return next;
    });
  const allLoadedSelected = items.length > 0 && items.every((p) => selected.has(p.productNumber));
  const toggleAll = () => setSelected(allLoadedSelected ? new Set() : new Set(items.map((p) => p.productNumber)));

  async function bulk(
    change: { onShelf?: boolean; flags?: Record<string, boolean>; categoryNumber?: string } | 'delete',
  ) {
    const numbers = [...selected];
    setWorking(true);
    setNotice(null);
    try {
      if (change === 'delete') {
        const { deleted } = await deleteProducts(queryClient, numbers);
        setNotice({
          tone: 'ok',
          text: i18n._(msg`${plural(deleted, { one: '# product deleted.', other: '# products deleted.' })}`),
        });
      } else {
        const { changed } = await updateProducts(queryClient, { productNumbers: numbers, ...change });
        setNotice({
          tone: 'ok',
          text: i18n._(msg`${plural(changed, { one: '# product changed.', other: '# products changed.' })}`),
        });
      }
      setSelected(new Set());
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(i18n, error) });
    } finally {
      setWorking(false);
    }
  }

  const sortBy = (column: Column) => {
    const [up, down] = COLUMN_SORTS[column];
    go({ sort: search.sort === up ? down : up });
  };
  const ariaSort = (column: Column) =>
    search.sort === COLUMN_SORTS[column][0]
      ? 'ascending'
      : search.sort === COLUMN_SORTS[column][1]
        ? 'descending'
        : 'none';
  const SortHead = ({ column, children }: { column: Column; children: string }) => (
    <div role="columnheader" aria-sort={ariaSort(column)} className={`catalogue-table__${column}`}>
      <button type="button" onClick={() => sortBy(column)}>
        {children}
        <span aria-hidden="true" className="catalogue-table__sort">
          {ariaSort(column) === 'ascending' ? '▲' : ariaSort(column) === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </div>
  );

  const [exporting, setExporting] = useState(false);
  async function download() {
    setExporting(true);
    try {
      const { blob, fileName } = await exportCatalogue();
      saveFile(blob, fileName);
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(i18n, error) });
    } finally {
      setExporting(false);
    }
  }

  const filtered = hasFilters(search);
  const empty = first && first.catalogueCount === 0;

  return (
    <div className="catalogue">
      <header className="catalogue__head">
        <h1>
          <Trans>Catalogue</Trans>
        </h1>
        {first && !empty && (
          <span className="catalogue__count">
            {i18n._(msg`${plural(total, { one: '# product', other: '# products' })}`)}
          </span>
        )}
        <span className="catalogue__new">
          {first && !empty && (
            <button type="button" className="button" onClick={() => void download()} disabled={exporting}>
              {exporting ? t`Exporting…` : t`Export to Excel`}
            </button>
          )}
          <button type="button" className="button" onClick={() => go({ import: true })}>
            <Trans>Import from Excel</Trans>
          </button>
          <button type="button" className="button button--primary" onClick={() => go({ product: 'new' })}>
            <span aria-hidden="true">＋</span> <Trans>New product</Trans>
          </button>
        </span>
      </header>

      {empty ? (
        <EmptyCatalogue onNew={() => go({ product: 'new' })} onImport={() => go({ import: true })} />
      ) : (
        <>
          <div className="catalogue__filters" role="search">
            <label className="catalogue__search">
              <span className="visually-hidden">{t`Search products`}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path
                  fill="currentColor"
                  d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
                />
              </svg>
              <input
                ref={searchBox}
                type="search"
                value={typed}
                maxLength={100}
                placeholder={t`Name or product number`}
                onChange={(e) => setTyped(e.target.value)}
              />
              <kbd aria-hidden="true">/</kbd>
            </label>
            <CategorySelect
              options={options.data}
              value={search.category ?? ''}
              label={t`Category`}
              allLabel={t`All categories`}
              onChange={(category) => go({ category: category || undefined })}
            />
            <div className="console-chips catalogue__chips" role="group" aria-label={t`Filters`}>
              {([undefined, 'on', 'off'] as const).map((shelf) => (
                <button
                  key={shelf ?? 'all'}
                  type="button"
                  aria-pressed={search.shelf === shelf}
                  onClick={() => go({ shelf })}
                >
                  {shelf === 'on'
                    ? t`On shelf`
                    : shelf === 'off'
                      ? t`Off shelf`
                      : t({ context: 'shelf filter', message: 'All' })}
                </button>
              ))}
              <span className="catalogue__chips-gap" aria-hidden="true" />
              {FLAG_NAMES.map((flag) => (
                <button
                  key={flag}
                  type="button"
                  aria-pressed={search.flags.includes(flag)}
                  onClick={() =>
                    go({
                      flags: search.flags.includes(flag)
                        ? search.flags.filter((f) => f !== flag)
                        : [...search.flags, flag],
                    })
                  }
                >
                  {i18n._(FLAG_LABELS[flag])}
                </button>
              ))}
              {filtered && (
                <button
                  type="button"
                  className="catalogue__clear"
                  onClick={() => {
                    setTyped('');
                    go({ q: undefined, category: undefined, shelf: undefined, flags: [] });
                  }}
                >
                  <Trans>Clear filters</Trans>
                </button>
              )}
            </div>
          </div>

          {selected.size > 0 && (
            <div className="catalogue__bulk" role="region" aria-label={t`Bulk actions`}>
              <strong>{i18n._(msg`${plural(selected.size, { one: '# selected', other: '# selected' })}`)}</strong>
              <button type="button" className="button" disabled={working} onClick={() => bulk({ onShelf: true })}>
                <Trans>Put on shelf</Trans>
              </button>
              <button type="button" className="button" disabled={working} onClick={() => bulk({ onShelf: false })}>
                <Trans>Take off shelf</Trans>
              </button>
              <BulkFlags disabled={working} onPick={(flags) => bulk({ flags })} />
              <PrintLabels products={items.filter((p) => selected.has(p.productNumber))} />
              <CategorySelect
                options={options.data}
                value=""
                label={t`Move to category`}
                allLabel={t`Move to category…`}
                onChange={(category) => category && bulk({ categoryNumber: category })}
                disabled={working}
              />
              <button
                type="button"
                className="button catalogue__delete"
                disabled={working}
                onClick={() => setConfirming(true)}
              >
                <Trans>Delete</Trans>
              </button>
              <button type="button" className="catalogue__unselect" onClick={() => setSelected(new Set())}>
                <Trans>Clear selection</Trans>
              </button>
            </div>
          )}
          {notice && (
            <p
              className={`console-note console-note--${notice.tone === 'ok' ? 'ok' : 'error'} catalogue__notice`}
              role={notice.tone === 'ok' ? 'status' : 'alert'}
            >
              {notice.text}
            </p>
          )}

          <div
            className="catalogue-table"
            role="table"
            aria-label={t`Products`}
            aria-rowcount={total + 1}
            aria-busy={list.isFetching}
          >
            <div className="catalogue-table__head" role="row">
              <div role="columnheader" className="catalogue-table__check">
                <input
                  type="checkbox"
                  checked={allLoadedSelected}
                  aria-label={t`Select all shown`}
                  onChange={toggleAll}
                />
              </div>
              <div role="columnheader" className="catalogue-table__picture">
                <span className="visually-hidden">{t`Picture`}</span>
              </div>
              <SortHead column="number">{t`Product number`}</SortHead>
              <SortHead column="name">{t({ context: 'product', message: 'Name' })}</SortHead>
              <SortHead column="price">{t`Price`}</SortHead>
              <SortHead column="moq">{t`MOQ`}</SortHead>
              <div role="columnheader" className="catalogue-table__category">{t`Category`}</div>
              <div role="columnheader" className="catalogue-table__flags">{t`Flags`}</div>
              <div role="columnheader" className="catalogue-table__shelf">{t`Shelf`}</div>
            </div>
            <div
              className="catalogue-table__body"
              ref={scroller}
              tabIndex={0}
              onKeyDown={onRowsKey}
              aria-label={t`Products`}
            >
              {list.isPending ? (
                <div className="catalogue-table__skeleton" role="status" aria-label={t`Loading…`}>
                  {Array.from({ length: 8 }, (_, i) => (
                    <div key={i} />
                  ))}
                </div>
              ) : list.isError && !items.length ? (
                <div className="catalogue__message" role="alert">
                  <p>{apiErrorMessage(i18n, list.error)}</p>
                  <button type="button" className="button" onClick={() => list.refetch()}>
                    <Trans>Try again</Trans>
                  </button>
                </div>
              ) : !items.length ? (
                <div className="catalogue__message">
                  <p>
                    <Trans>No products match these filters.</Trans>
                  </p>
                </div>
              ) : (
                <div style={{ blockSize: rows.getTotalSize(), position: 'relative' }}>
                  {virtualRows.map((row) => (
                    <ProductRow
                      key={items[row.index].productNumber}
                      item={items[row.index]}
                      index={row.index}
                      start={row.start}
                      options={options.data}
                      selected={selected.has(items[row.index].productNumber)}
                      active={row.index === active}
                      onToggle={toggle}
                      onOpen={open}
                    />
                  ))}
                </div>
              )}
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        texts={
          confirming
            ? {
                question: i18n._(
                  msg`${plural(selected.size, { one: 'Delete # product? Buyers will no longer see it; orders already placed keep their lines.', other: 'Delete # products? Buyers will no longer see them; orders already placed keep their lines.' })}`,
                ),
                confirm: t`Delete`,
                cancel: t`Cancel`,
                close: t`Close`,
              }
            : null
        }
        onAnswer={(yes) => {
          setConfirming(false);
          if (yes) void bulk('delete');
        }}
      />
    </div>
  );
}

function ProductRow({
  item,
  index,
  start,
  options,
  selected,
  active,
  onToggle,
  onOpen,
}: {
  item: ListItem;
  index: number;
  start: number;
  options: CatalogueOptions | undefined;
  selected: boolean;
  active: boolean;
  onToggle: (n: string) => void;
  onOpen: (n: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const name = localisedText(item.names, locale, 1);
  const category = options?.categories.find((c) => c.categoryNumber === item.categoryNumber);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className="catalogue-row"
      data-active={active || undefined}
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => onOpen(item.productNumber)}
    >
      <div role="cell" className="catalogue-table__check" onClick={(e) => e.stopPropagation()}>
        <input
          type="checkbox"
          checked={selected}
          aria-label={t`Select ${item.productNumber}`}
          onChange={() => onToggle(item.productNumber)}
        />
      </div>
      <div role="cell" className="catalogue-table__picture">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className="catalogue-row__nopicture" aria-hidden="true" />
        )}
      </div>
      <div role="cell" className="catalogue-table__number">
        <a
          href={`?product=${encodeURIComponent(item.productNumber)}`}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            onOpen(item.productNumber);
          }}
          dir="ltr"
        >
          {item.productNumber}
        </a>
      </div>
      <div role="cell" className="catalogue-table__name" dir="auto">
        {name || <em>{t`No name`}</em>}
      </div>
      <div role="cell" className="catalogue-table__price">
        {formatMoney(item.price, item.currency, locale)}
      </div>
      <div role="cell" className="catalogue-table__moq">
        <span className="catalogue-row__label">{t`MOQ`} </span>
        {formatNumber(item.startOrderNum, locale)}
      </div>
      <div role="cell" className="catalogue-table__category">
        {category ? categoryName(category.names, locale, 1) : item.categoryNumber}
      </div>
      <div role="cell" className="catalogue-table__flags">
        {item.flags.map((f) => (
          <span key={f} className={`catalogue-flag catalogue-flag--${f}`}>
            {i18n._(FLAG_LABELS[f])}
          </span>
        ))}
      </div>
      <div role="cell" className="catalogue-table__shelf">
        <span className={`catalogue-shelf catalogue-shelf--${item.status === 0 ? 'on' : 'off'}`}>
          {item.status === 0 ? t`On shelf` : item.status === 3 ? t`Expired` : t`Off shelf`}
        </span>
      </div>
    </div>
  );
}

function CategorySelect({
  options,
  value,
  label,
  allLabel,
  onChange,
  disabled,
}: {
  options: CatalogueOptions | undefined;
  value: string;
  label: string;
  allLabel: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <label className="catalogue__select">
      <span className="visually-hidden">{label}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options?.categories.map((c) => (
          <option key={c.categoryNumber} value={c.categoryNumber}>
            {c.parentNumber ? '\u00a0\u00a0' : ''}
            {categoryName(c.names, i18n.locale, 1)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Set or clear one staff-set flag on the selection. */
function BulkFlags({ disabled, onPick }: { disabled: boolean; onPick: (flags: Record<string, boolean>) => void }) {
  const { t, i18n } = useLingui();
  const choices = [
    ['isNew', 'new'],
    ['isHot', 'hot'],
    ['isRecommended', 'recommended'],
  ] as const;
  return (
    <label className="catalogue__select">
      <span className="visually-hidden">{t`Set flags`}</span>
      <select
        value=""
        disabled={disabled}
        onChange={(e) => {
          const [key, on] = e.target.value.split(':');
          if (key) onPick({ [key]: on === '1' });
        }}
      >
        <option value="">{t`Set flags…`}</option>
        {choices.map(([key, flag]) => (
          <option key={`${key}1`} value={`${key}:1`}>{t`Mark as ${i18n._(FLAG_LABELS[flag])}`}</option>
        ))}
        {choices.map(([key, flag]) => (
          <option key={`${key}0`} value={`${key}:0`}>{t`Unmark ${i18n._(FLAG_LABELS[flag])}`}</option>
        ))}
      </select>
    </label>
  );
}

function EmptyCatalogue({ onNew, onImport }: { onNew: () => void; onImport: () => void }) {
  return (
    <div className="catalogue__empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="56" height="56">
        <path
          fill="currentColor"
          d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1 2v14h14V5H5Zm6 3h2v3h3v2h-3v3h-2v-3H8v-2h3V8Z"
        />
      </svg>
      <h2>
        <Trans>Your catalogue is empty</Trans>
      </h2>
      <p>
        <Trans>
          Add your first product: its number, names, price, MOQ and carton. Buyers find it in their search as soon as
          you save it.
        </Trans>
      </p>
      <div className="catalogue__empty-actions">
        <button type="button" className="button button--primary" onClick={onImport}>
          <Trans>Import your catalogue from Excel</Trans>
        </button>
        <button type="button" className="button" onClick={onNew}>
          <Trans>Add your first product</Trans>
        </button>
      </div>
    </div>
  );
}
