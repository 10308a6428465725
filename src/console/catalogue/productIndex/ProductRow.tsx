import { useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '../../../../protocol/format';
import { categoryName, localisedText } from '../../../../protocol/localisedNames';
import type { CatalogueOptions, ListItem } from '../api';
import { FLAG_LABELS } from './flagLabels';

/** One product in the index: a click (or Enter) opens it, the tick selects it without opening. */
export function ProductRow({
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
