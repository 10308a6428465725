import { useLingui } from '@lingui/react/macro';
import type { Sort } from '../catalogueSearch';
import type { Go } from '../CatalogueRoom';

/** Sortable columns: the sort each way. */
const COLUMN_SORTS = {
  number: ['numberAsc', 'numberDesc'],
  name: ['nameAsc', 'nameDesc'],
  price: ['priceAsc', 'priceDesc'],
  moq: ['moqAsc', 'moqDesc'],
} as const satisfies Record<string, readonly [Sort, Sort]>;
type Column = keyof typeof COLUMN_SORTS;

/** The table's column heads: tick all loaded rows, and sort by number, name, price or MOQ (a second click turns it). */
export function TableHead({
  sort,
  go,
  allSelected,
  onToggleAll,
}: {
  sort: Sort | undefined;
  go: Go;
  allSelected: boolean;
  onToggleAll: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="catalogue-table__head" role="row">
      <div role="columnheader" className="catalogue-table__check">
        <input type="checkbox" checked={allSelected} aria-label={t`Select all shown`} onChange={onToggleAll} />
      </div>
      <div role="columnheader" className="catalogue-table__picture">
        <span className="visually-hidden">{t`Picture`}</span>
      </div>
      <SortHead column="number" sort={sort} go={go}>
        {t`Product number`}
      </SortHead>
      <SortHead column="name" sort={sort} go={go}>
        {t({ context: 'product', message: 'Name' })}
      </SortHead>
      <SortHead column="price" sort={sort} go={go}>
        {t`Price`}
      </SortHead>
      <SortHead column="moq" sort={sort} go={go}>
        {t`MOQ`}
      </SortHead>
      <div role="columnheader" className="catalogue-table__category">{t`Category`}</div>
      <div role="columnheader" className="catalogue-table__flags">{t`Flags`}</div>
      <div role="columnheader" className="catalogue-table__shelf">{t`Shelf`}</div>
    </div>
  );
}

function SortHead({
  column,
  sort,
  go,
  children,
}: {
  column: Column;
  sort: Sort | undefined;
  go: Go;
  children: string;
}) {
  const [up, down] = COLUMN_SORTS[column];
  const order = sort === up ? 'ascending' : sort === down ? 'descending' : 'none';
  return (
    <div role="columnheader" aria-sort={order} className={`catalogue-table__${column}`}>
      <button type="button" onClick={() => go({ sort: sort === up ? down : up })}>
        {children}
        <span aria-hidden="true" className="catalogue-table__sort">
          {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </div>
  );
}
