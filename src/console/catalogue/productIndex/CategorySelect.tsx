import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../../../protocol/localisedNames';
import type { CatalogueOptions } from '../api';

/** A category picker, subcategories indented under their parent: the filter, and the bulk move. */
export function CategorySelect({
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
