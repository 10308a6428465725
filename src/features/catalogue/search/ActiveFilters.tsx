// The search in force, one removable chip per field, so a buyer sees why the list is short and undoes one thing.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIZE_FIELDS, type ProductSearch, type Range } from '../../../../protocol/productSearch';
import { categoryName, localisedText } from '../../../../protocol/localisedNames';
import { categoriesQuery, packMethodsQuery } from '../api';
import { searchFieldLabels } from './searchMessages';

interface Props {
  search: ProductSearch;
  onRemove: (fields: (keyof ProductSearch)[]) => void;
  onClear: () => void;
  productSource: number;
}

export function ActiveFilters({ search, onRemove, onClear, productSource }: Props) {
  const { t, i18n } = useLingui();
  const categories = useQuery(categoriesQuery).data?.items ?? [];
  const methods = useQuery(packMethodsQuery).data?.items ?? [];
  const number = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const between = (min: string | undefined, max: string | undefined) =>
    min && max ? `${min} – ${max}` : min ? `≥ ${min}` : `≤ ${max}`;
  const sizeText = (range: Range) =>
    `${between(range.min !== undefined ? number(range.min) : undefined, range.max !== undefined ? number(range.max) : undefined)} cm`;
  const category = (n: string | undefined) => categories.find((c) => c.categoryNumber === n);

  const chips: { key: string; text: string; fields: (keyof ProductSearch)[] }[] = [];
  const add = (fields: (keyof ProductSearch)[], text: string) => chips.push({ key: fields.join(), text, fields });
  if (search.keyword) add(['keyword'], `“${search.keyword}”`);
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    add(
      ['minPrice', 'maxPrice'],
      `${t`Price`}: ${between(search.minPrice !== undefined ? number(search.minPrice) : undefined, search.maxPrice !== undefined ? number(search.maxPrice) : undefined)}`,
    );
  }
  for (const field of ['name', 'fa_no', 'labelNumber', 'pa_nu', 'certificateNo'] as const) {
    if (search[field]) add([field], `${i18n._(searchFieldLabels[field])}: ${search[field]}`);
  }
  if (search.ch_pa) {
    const method = methods.find((m) => m.key === search.ch_pa);
    add(
      ['ch_pa'],
      `${i18n._(searchFieldLabels.ch_pa)}: ${method ? localisedText(method.names, i18n.locale, Math.max(productSource, 1)) : search.ch_pa}`,
    );
  }
  for (const field of ['categoryOne', 'categoryTwo'] as const) {
    const c = category(search[field]);
    if (search[field])
      add(
        [field],
        `${i18n._(searchFieldLabels[field])}: ${c ? categoryName(c.names, i18n.locale, productSource) : search[field]}`,
      );
  }
  for (const field of SIZE_FIELDS)
    if (search[field]) add([field], `${i18n._(searchFieldLabels[field])}: ${sizeText(search[field]!)}`);
  if (search.startTime || search.endTime) {
    add(
      ['startTime', 'endTime'],
      `${t`Listed`}: ${between(search.startTime && date(search.startTime), search.endTime && date(search.endTime))}`,
    );
  }
  if (search.isUpInsetImg) add(['isUpInsetImg'], i18n._(searchFieldLabels.isUpInsetImg));
  if (!chips.length) return null;

  return (
    <ul className="active-filters" aria-label={t`Search in use`}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="active-filters__chip"
            onClick={() => onRemove(chip.fields)}
            aria-label={t`Remove ${chip.text}`}
          >
            <bdi>{chip.text}</bdi>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="active-filters__clear" onClick={onClear}>
            <Trans>Clear all</Trans>
          </button>
        </li>
      )}
    </ul>
  );
}
