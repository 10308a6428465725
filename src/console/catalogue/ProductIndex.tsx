// The product index: one dense table of the whole catalogue, off-shelf products too, searched with the buyer's search
// (keyword `/`), filtered by chips kept in the address, sorted by its column heads, rows virtualised and fetched 100 at
// a time as the table scrolls (100,000 products stay smooth). A selection gets the bulk actions: on / off the shelf,
// flags, category, delete (after a confirmation). ↑/↓ (or j/k) move through the rows, Enter opens one.
// Its parts are in productIndex/; this file holds the index's state and lays the parts out.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { optionsQuery, productListQuery } from './api';
import { filtersOf, type CatalogueSearch } from './catalogueSearch';
import type { Go } from './CatalogueRoom';
import { BulkBar } from './productIndex/BulkBar';
import { EmptyCatalogue } from './productIndex/EmptyCatalogue';
import { FilterBar } from './productIndex/FilterBar';
import { IndexHeader } from './productIndex/IndexHeader';
import { ProductTable } from './productIndex/ProductTable';
import { onRowsKey } from './productIndex/rowKeys';
import { useBulkActions, type Notice } from './productIndex/useBulkActions';
import { useSearchBox } from './productIndex/useSearchBox';
import { useVirtualRows } from './productIndex/useVirtualRows';
import './catalogue.css';

export function ProductIndex({ search, go }: { search: CatalogueSearch; go: Go }) {
  const { t, i18n } = useLingui();
  const options = useQuery(optionsQuery());
  const list = useInfiniteQuery({ ...productListQuery(filtersOf(search)), placeholderData: (previous) => previous });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.totalCount ?? 0;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const keyword = useSearchBox(search.q, go);

  // A new filter is a new list: the selection and the cursor start again.
  const filterKey = JSON.stringify(filtersOf(search));
  useEffect(() => {
    setSelected(new Set());
    setActive(0);
    scroller.current?.scrollTo({ top: 0 });
  }, [filterKey]);

  const { rows, virtualRows } = useVirtualRows(items.length, scroller, list);
  const { working, bulk } = useBulkActions(selected, () => setSelected(new Set()), setNotice);

  const open = (productNumber: string) => go({ product: productNumber });
  const toggle = (productNumber: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(productNumber)) next.add(productNumber);
      return next;
    });
  const allLoadedSelected = items.length > 0 && items.every((p) => selected.has(p.productNumber));
  const toggleAll = () => setSelected(allLoadedSelected ? new Set() : new Set(items.map((p) => p.productNumber)));
  const moveTo = (index: number) => {
    setActive(index);
    rows.scrollToIndex(index, { align: 'auto' });
  };

  const empty = first && first.catalogueCount === 0;

  return (
    <div className="catalogue">
      <IndexHeader
        listed={Boolean(first && !empty)}
        total={total}
        go={go}
        onError={(error) => setNotice({ tone: 'error', text: apiErrorMessage(i18n, error) })}
      />

      {empty ? (
        <EmptyCatalogue onNew={() => go({ product: 'new' })} onImport={() => go({ import: true })} />
      ) : (
        <>
          <FilterBar search={search} go={go} options={options.data} keyword={keyword} />

          {selected.size > 0 && (
            <BulkBar
              items={items}
              selected={selected}
              options={options.data}
              working={working}
              onBulk={(change) => void bulk(change)}
              onDelete={() => setConfirming(true)}
              onClear={() => setSelected(new Set())}
            />
          )}
          {notice && (
            <p
              className={`console-note console-note--${notice.tone === 'ok' ? 'ok' : 'error'} catalogue__notice`}
              role={notice.tone === 'ok' ? 'status' : 'alert'}
            >
              {notice.text}
            </p>
          )}

          <ProductTable
            list={list}
            items={items}
            total={total}
            options={options.data}
            sort={search.sort}
            go={go}
            rows={{
              scroller,
              totalSize: rows.getTotalSize(),
              shown: virtualRows,
              active,
              onKeyDown: (event) => onRowsKey(event, { items, active, moveTo, open, toggle }),
            }}
            selected={selected}
            allSelected={allLoadedSelected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={open}
          />
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
