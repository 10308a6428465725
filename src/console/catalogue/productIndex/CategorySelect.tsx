import type { CatalogueOptions } from '../api';
import { CategoryOptions } from '../CategoryOptions';

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
  return (
    <label className="catalogue__select">
      <span className="visually-hidden">{label}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        <CategoryOptions categories={options?.categories} />
      </select>
    </label>
  );
}
