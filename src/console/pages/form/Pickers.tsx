// A link's product and category, picked rather than typed: a product found by number or name (with its picture),
// a category from the company's tree. The number stays editable as text, so a product not yet in the list works too.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { pageCategoriesQuery, pageProductsQuery } from '../api';
import type { Schema } from './schemaTools';
import { FieldProblem, useFieldProblem, type FieldProps } from './fieldParts';
import { usePause } from './usePause';

const nameIn = (locale: string, item: { name: string; ename: string }) =>
  (locale.startsWith('zh') ? item.name || item.ename : item.ename || item.name) || '';

/** The number itself, typed: both pickers keep it editable (a product or category not yet listed still works). */
function NumberInput({
  id,
  invalid,
  describedBy,
  schema,
  current,
  required,
  onChange,
}: Pick<FieldProps, 'required' | 'onChange'> & {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  schema: Schema;
  current: string;
}) {
  return (
    <input
      id={id}
      type="text"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      maxLength={schema.maxLength}
      value={current}
      onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
    />
  );
}

export function ProductPicker({ schema, path, label, value, required, onChange }: FieldProps & { schema: Schema }) {
  const { t, i18n } = useLingui();
  const { id, invalid, describedBy } = useFieldProblem(path);
  const [search, setSearch] = useState('');
  const query = usePause(search.trim());
  const found = useQuery({ ...pageProductsQuery(query), enabled: query.length > 0 });
  const current = typeof value === 'string' ? value : '';
  return (
    <div className="studio-field studio-pick">
      <label htmlFor={id}>{label}</label>
      <NumberInput {...{ id, invalid, describedBy, schema, current, required, onChange }} />
      <input
        type="search"
        className="studio-pick__search"
        aria-label={t`Find a product by number or name`}
        placeholder={t`Find a product by number or name`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {query && found.data && (
        <ul className="studio-pick__results" aria-label={t`Products found`}>
          {found.data.items.length === 0 && <li className="studio-empty">{t`No product matches.`}</li>}
          {found.data.items.slice(0, 8).map((p) => (
            <li key={p.productNumber}>
              <button
                type="button"
                aria-pressed={p.productNumber === current}
                onClick={() => {
                  onChange(p.productNumber);
                  setSearch('');
                }}
              >
                {p.imageUrl ? (
                  <img src={p.imageUrl} alt="" width={32} height={32} />
                ) : (
                  <span className="studio-pick__blank" />
                )}
                <span>
                  <strong>{p.productNumber}</strong> {nameIn(i18n.locale, p)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldProblem path={path} id={`${id}-problem`} />
    </div>
  );
}

export function CategoryPicker({ schema, path, label, value, required, onChange }: FieldProps & { schema: Schema }) {
  const { t, i18n } = useLingui();
  const { id, invalid, describedBy } = useFieldProblem(path);
  const categories = useQuery(pageCategoriesQuery());
  const current = typeof value === 'string' ? value : '';
  const items = categories.data?.items ?? [];
  // Until the list is there (or when the company has none) the number is typed.
  if (!items.length)
    return (
      <div className="studio-field">
        <label htmlFor={id}>{label}</label>
        <NumberInput {...{ id, invalid, describedBy, schema, current, required, onChange }} />
        <FieldProblem path={path} id={`${id}-problem`} />
      </div>
    );
  const known = items.some((c) => c.categoryNumber === current);
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={current}
        onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
      >
        {(!current || !known) && <option value={current}>{current || t`Choose a category`}</option>}
        {items.map((c) => (
          <option key={c.categoryNumber} value={c.categoryNumber}>
            {c.parentNumber ? '\u2003' : ''}
            {nameIn(i18n.locale, c) || c.categoryNumber} ({c.categoryNumber})
          </option>
        ))}
      </select>
      <FieldProblem path={path} id={`${id}-problem`} />
    </div>
  );
}
