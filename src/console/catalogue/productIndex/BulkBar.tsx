import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { CatalogueOptions, ListItem } from '../api';
import { PrintLabels } from '../LabelSheet';
import { BulkFlags } from './BulkFlags';
import { CategorySelect } from './CategorySelect';
import type { BulkChange } from './useBulkActions';

/** What can be done to the selection: shelf, flags, labels, category, delete (the index asks first). */
export function BulkBar({
  items,
  selected,
  options,
  working,
  onBulk,
  onDelete,
  onClear,
}: {
  items: readonly ListItem[];
  selected: ReadonlySet<string>;
  options: CatalogueOptions | undefined;
  working: boolean;
  onBulk: (change: BulkChange) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="catalogue__bulk" role="region" aria-label={t`Bulk actions`}>
      <strong>{i18n._(msg`${plural(selected.size, { one: '# selected', other: '# selected' })}`)}</strong>
      <button type="button" className="button" disabled={working} onClick={() => onBulk({ onShelf: true })}>
        <Trans>Put on shelf</Trans>
      </button>
      <button type="button" className="button" disabled={working} onClick={() => onBulk({ onShelf: false })}>
        <Trans>Take off shelf</Trans>
      </button>
      <BulkFlags disabled={working} onPick={(flags) => onBulk({ flags })} />
      <PrintLabels products={items.filter((p) => selected.has(p.productNumber))} />
      <CategorySelect
        options={options}
        value=""
        label={t`Move to category`}
        allLabel={t`Move to category…`}
        onChange={(category) => category && onBulk({ categoryNumber: category })}
        disabled={working}
      />
      <button type="button" className="button catalogue__delete" disabled={working} onClick={onDelete}>
        <Trans>Delete</Trans>
      </button>
      <button type="button" className="catalogue__unselect" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </button>
    </div>
  );
}
