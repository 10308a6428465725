import type { KeyboardEvent, RefObject } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../api/errorMessages';
import type { CatalogueOptions, ListItem } from '../api';
import type { Sort } from '../catalogueSearch';
import type { Go } from '../CatalogueRoom';
import { ProductRow } from './ProductRow';
import { TableHead } from './TableHead';

type Listing = {
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The catalogue as one table: the loaded products' rows in view (useVirtualRows), or why there are none. */
export function ProductTable({
  list,
  items,
  total,
  options,
  sort,
  go,
  rows,
  selected,
  allSelected,
  onToggle,
  onToggleAll,
  onOpen,
}: {
  list: Listing;
  items: readonly ListItem[];
  total: number;
  options: CatalogueOptions | undefined;
  sort: Sort | undefined;
  go: Go;
  /** The rows in view and where they sit, the cursor, and the keys that move it. */
  rows: {
    scroller: RefObject<HTMLDivElement | null>;
    totalSize: number;
    shown: VirtualItem[];
    active: number;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  };
  selected: ReadonlySet<string>;
  allSelected: boolean;
  onToggle: (productNumber: string) => void;
  onToggleAll: () => void;
  onOpen: (productNumber: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      className="catalogue-table"
      role="table"
      aria-label={t`Products`}
      aria-rowcount={total + 1}
      aria-busy={list.isFetching}
    >
      <TableHead sort={sort} go={go} allSelected={allSelected} onToggleAll={onToggleAll} />
      <div
        className="catalogue-table__body"
        ref={rows.scroller}
        tabIndex={0}
        onKeyDown={rows.onKeyDown}
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
          <div style={{ blockSize: rows.totalSize, position: 'relative' }}>
            {rows.shown.map((row) => (
              <ProductRow
                key={items[row.index].productNumber}
                item={items[row.index]}
                index={row.index}
                start={row.start}
                options={options}
                selected={selected.has(items[row.index].productNumber)}
                active={row.index === rows.active}
                onToggle={onToggle}
                onOpen={onOpen}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
