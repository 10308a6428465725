// The product centre's search: keyword and price always in view, every other field of the spec's search form in
// an "Advanced search" panel. Checked as the buyer types with the same rules the server applies; nothing is sent
// while a field is wrong, and the wrong field says why in the buyer's language.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  SIZE_FIELDS,
  SIZE_GROUPS,
  TEXT_FIELDS,
  searchProblems,
  type ProductSearch,
  type SizeField,
} from '../../../../protocol/productSearch';
import { categoryName, localisedText } from '../../../../protocol/localisedNames';
import { categoriesQuery, packMethodsQuery } from '../api';
import { searchFieldLabels, searchProblemMessages } from './searchMessages';
import { advancedFieldCount } from './searchUrl';
import { formatNumber } from '../../../../protocol/format';

type Form = Record<string, string> & { isUpInsetImg?: string };
// The chips' categoryNumber is not a field of the form: the panel picks categories by level.
const TEXT_KEYS = TEXT_FIELDS.filter((field) => field !== 'categoryNumber');
const ALL_SIZES: readonly SizeField[] = SIZE_FIELDS;

function formOf(search: ProductSearch): Form {
  const form: Form = {};
  for (const key of TEXT_KEYS) form[key] = search[key] ?? '';
  form.minPrice = search.minPrice === undefined || Number.isNaN(search.minPrice) ? '' : String(search.minPrice);
  form.maxPrice = search.maxPrice === undefined || Number.isNaN(search.maxPrice) ? '' : String(search.maxPrice);
  for (const field of ALL_SIZES) {
    form[`${field}.min`] =
      search[field]?.min === undefined || Number.isNaN(search[field]!.min) ? '' : String(search[field]!.min);
    form[`${field}.max`] = search[field]?.max === undefined ? '' : String(search[field]!.max);
  }
  form.isUpInsetImg = search.isUpInsetImg ? 'true' : '';
  return form;
}

const typedNumber = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value.replace(',', '.'));

function searchOf(form: Form, categoryNumber: string | undefined): ProductSearch {
  const search: ProductSearch = {};
  for (const key of TEXT_KEYS) if (form[key]?.trim()) search[key] = form[key].trim();
  const minPrice = typedNumber(form.minPrice);
  const maxPrice = typedNumber(form.maxPrice);
  if (minPrice !== undefined) search.minPrice = minPrice;
  if (maxPrice !== undefined) search.maxPrice = maxPrice;
  for (const field of ALL_SIZES) {
    const min = typedNumber(form[`${field}.min`]);
    const max = typedNumber(form[`${field}.max`]);
    if (min !== undefined || max !== undefined)
      search[field] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (form.isUpInsetImg) search.isUpInsetImg = true;
  // A category picked from the chips stays unless the panel picks one.
  if (categoryNumber && !search.categoryOne && !search.categoryTwo) search.categoryNumber = categoryNumber;
  return search;
}

interface Props {
  initial: ProductSearch;
  advancedOpen: boolean;
  onAdvancedOpen: (open: boolean) => void;
  onSearch: (search: ProductSearch) => void;
  productSource: number;
}

export function SearchForm({ initial, advancedOpen, onAdvancedOpen, onSearch, productSource }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [tried, setTried] = useState(false);
  const search = useMemo(() => searchOf(form, initial.categoryNumber), [form, initial.categoryNumber]);
  const problems = useMemo(() => searchProblems(search), [search]);
  // Show a problem once the buyer has typed in that field, or after a search attempt.
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(searchProblems(initial))));
  const shown = (field: keyof ProductSearch) => (tried || touched.has(field) ? problems[field] : undefined);
  const set = (key: string, field: keyof ProductSearch) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'categoryOne' ? { categoryTwo: '' } : {}) }));
    setTouched((s) => new Set(s).add(field));
  };
  const advancedCount = advancedFieldCount(searchOf(formOf(initial), undefined));
  const shownCount = formatNumber(advancedCount, i18n.locale);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const first = Object.keys(problems)[0];
    if (first) {
      if (!['keyword', 'minPrice', 'maxPrice'].includes(first)) onAdvancedOpen(true);
      requestAnimationFrame(() =>
        e.currentTarget?.querySelector<HTMLElement>(`[data-field="${first}"][aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    onSearch(search);
  };
  const reset = () => {
    setForm(formOf({ keyword: search.keyword, minPrice: search.minPrice, maxPrice: search.maxPrice }));
    setTouched(new Set());
    setTried(false);
  };

  const problem = (field: keyof ProductSearch) =>
    shown(field) ? (
      <p className="field__problem" id={`${id}-${field}-problem`} role="alert">
        {i18n._(searchProblemMessages[shown(field)!])}
      </p>
    ) : null;
  const described = (field: keyof ProductSearch) =>
    shown(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : { 'aria-invalid': false };
  const textField = (
    field: (typeof TEXT_KEYS)[number],
    props: { placeholder?: string; type?: string; hint?: string } = {},
  ) => (
    <div className="advanced__field">
      <label htmlFor={`${id}-${field}`}>{i18n._(searchFieldLabels[field])}</label>
      <input
        id={`${id}-${field}`}
        data-field={field}
        type={props.type ?? 'text'}
        value={form[field]}
        placeholder={props.placeholder}
        onChange={(e) => set(field, field)(e.target.value)}
        {...described(field)}
        dir="auto"
      />
      {props.hint && !shown(field) && <small className="advanced__hint">{props.hint}</small>}
      {problem(field)}
    </div>
  );

  return (
    <form className="centre__search" role="search" aria-label={t`Search products`} onSubmit={submit} noValidate>
      <div className="centre__search-bar">
        <input
          type="search"
          name="keyword"
          data-field="keyword"
          value={form.keyword}
          onChange={(e) => set('keyword', 'keyword')(e.target.value)}
          placeholder={t`Search toys, item numbers…`}
          aria-label={t`Keyword`}
          {...described('keyword')}
        />
        <input
          type="text"
          inputMode="decimal"
          data-field="minPrice"
          value={form.minPrice}
          onChange={(e) => set('minPrice', 'minPrice')(e.target.value)}
          placeholder={t`Lowest price`}
          aria-label={t`Lowest price`}
          {...described('minPrice')}
        />
        <input
          type="text"
          inputMode="decimal"
          data-field="maxPrice"
          value={form.maxPrice}
          onChange={(e) => set('maxPrice', 'maxPrice')(e.target.value)}
          placeholder={t`Highest price`}
          aria-label={t`Highest price`}
          {...described('maxPrice')}
        />
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </div>
      {problem('keyword')}
      {problem('minPrice')}
      {problem('maxPrice')}
      <button
        type="button"
        className="centre__advanced-toggle"
        aria-expanded={advancedOpen}
        aria-controls={`${id}-advanced`}
        onClick={() => onAdvancedOpen(!advancedOpen)}
      >
        <Trans>Advanced search</Trans>
        {advancedCount > 0 && (
          <span
            className="badge"
            aria-label={t`${plural(advancedCount, { one: `${shownCount} field in use`, other: `${shownCount} fields in use` })}`}
          >
            {advancedCount}
          </span>
        )}
        <span className="centre__advanced-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={`${id}-advanced`} className="advanced" hidden={!advancedOpen}>
        {advancedOpen && (
          <>
            <div className="advanced__fields">
              {textField('name', { placeholder: t`Any language` })}
              {textField('fa_no')}
              {textField('labelNumber')}
              <PackingField
                id={`${id}-ch_pa`}
                value={form.ch_pa}
                onChange={set('ch_pa', 'ch_pa')}
                label={i18n._(searchFieldLabels.ch_pa)}
                productSource={productSource}
              />
              {textField('pa_nu', { placeholder: t`e.g. 6/24` })}
              {textField('certificateNo', {
                placeholder: t`e.g. EN71, CE`,
                hint: t`Separate several with commas; products must have them all.`,
              })}
              <CategoryFields
                idPrefix={id}
                one={form.categoryOne}
                two={form.categoryTwo}
                onOne={set('categoryOne', 'categoryOne')}
                onTwo={set('categoryTwo', 'categoryTwo')}
                productSource={productSource}
              />
              <fieldset className="advanced__field advanced__dates">
                <legend>
                  <Trans>Listing date</Trans>
                </legend>
                <div className="advanced__pair">
                  <input
                    type="date"
                    data-field="startTime"
                    value={form.startTime}
                    onChange={(e) => set('startTime', 'startTime')(e.target.value)}
                    aria-label={i18n._(searchFieldLabels.startTime)}
                    {...described('startTime')}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="date"
                    data-field="endTime"
                    value={form.endTime}
                    onChange={(e) => set('endTime', 'endTime')(e.target.value)}
                    aria-label={i18n._(searchFieldLabels.endTime)}
                    {...described('endTime')}
                  />
                </div>
                {problem('startTime')}
                {problem('endTime')}
              </fieldset>
            </div>
            <SizeRanges
              form={form}
              onChange={(key, field) => set(key, field)}
              described={described}
              problem={problem}
            />
            <div className="advanced__actions">
              <label className="check">
                <input
                  type="checkbox"
                  checked={!!form.isUpInsetImg}
                  onChange={(e) => set('isUpInsetImg', 'isUpInsetImg')(e.target.checked ? 'true' : '')}
                />
                <span>{i18n._(searchFieldLabels.isUpInsetImg)}</span>
              </label>
              <span className="advanced__spacer" />
              <button type="button" className="button" onClick={reset}>
                <Trans>Reset</Trans>
              </button>
              <button type="submit" className="button button--primary">
                <Trans>Search</Trans>
              </button>
            </div>
          </>
        )}
      </div>
    </form>
  );
}

function PackingField({
  id,
  value,
  onChange,
  label,
  productSource,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  productSource: number;
}) {
  const { t, i18n } = useLingui();
  const methods = useQuery(packMethodsQuery);
  return (
    <div className="advanced__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`Any`}</option>
        {methods.data?.items.map((m) => (
          <option key={m.key} value={m.key}>
            {localisedText(m.names, i18n.locale, Math.max(productSource, 1)) || m.key}
          </option>
        ))}
      </select>
    </div>
  );
}

function CategoryFields({
  idPrefix,
  one,
  two,
  onOne,
  onTwo,
  productSource,
}: {
  idPrefix: string;
  one: string;
  two: string;
  onOne: (v: string) => void;
  onTwo: (v: string) => void;
  productSource: number;
}) {
  const { t, i18n } = useLingui();
  const categories = useQuery(categoriesQuery).data?.items ?? [];
  const tops = categories.filter((c) => c.parentNumber === null && c.productCount > 0);
  const children = categories.filter((c) => c.parentNumber === one && c.productCount > 0);
  return (
    <>
      <div className="advanced__field">
        <label htmlFor={`${idPrefix}-categoryOne`}>
          <Trans>Category</Trans>
        </label>
        <select id={`${idPrefix}-categoryOne`} value={one} onChange={(e) => onOne(e.target.value)}>
          <option value="">{t`Any`}</option>
          {tops.map((c) => (
            <option key={c.categoryNumber} value={c.categoryNumber}>
              {categoryName(c.names, i18n.locale, productSource)}
            </option>
          ))}
        </select>
      </div>
      <div className="advanced__field">
        <label htmlFor={`${idPrefix}-categoryTwo`}>
          <Trans>Subcategory</Trans>
        </label>
        <select id={`${idPrefix}-categoryTwo`} value={two} disabled={!one} onChange={(e) => onTwo(e.target.value)}>
          <option value="">{one ? t`Any` : t`Choose a category first`}</option>
          {children.map((c) => (
            <option key={c.categoryNumber} value={c.categoryNumber}>
              {categoryName(c.names, i18n.locale, productSource)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

interface SizeProps {
  form: Form;
  onChange: (key: string, field: SizeField) => (value: string) => void;
  described: (field: keyof ProductSearch) => Record<string, unknown>;
  problem: (field: keyof ProductSearch) => React.ReactNode;
}

function SizeRanges({ form, onChange, described, problem }: SizeProps) {
  const { t, i18n } = useLingui();
  const groups = [
    { key: 'product', title: t`Product`, fields: SIZE_GROUPS.product },
    { key: 'innerBox', title: t`Inner box`, fields: SIZE_GROUPS.innerBox },
    { key: 'outerBox', title: t`Outer box`, fields: SIZE_GROUPS.outerBox },
  ];
  const dimensions = [t`Length`, t`Width`, t`Height`];
  return (
    <fieldset className="sizes">
      <legend>
        <Trans>Sizes (cm)</Trans>
      </legend>
      <div className="sizes__grid" role="presentation">
        <span />
        {dimensions.map((d) => (
          <span key={d} className="sizes__head" aria-hidden="true">
            {d}
          </span>
        ))}
        {groups.map((group) => (
          <div key={group.key} className="sizes__row" role="group" aria-label={group.title}>
            <span className="sizes__title">{group.title}</span>
            {group.fields.map((field, i) => (
              <div key={field} className="sizes__cell">
                <span className="sizes__dimension" aria-hidden="true">
                  {dimensions[i]}
                </span>
                <div className="advanced__pair">
                  <input
                    type="text"
                    inputMode="decimal"
                    data-field={field}
                    value={form[`${field}.min`]}
                    placeholder={t`from`}
                    aria-label={`${i18n._(searchFieldLabels[field])}, ${t`from`}`}
                    onChange={(e) => onChange(`${field}.min`, field)(e.target.value)}
                    {...described(field)}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="text"
                    inputMode="decimal"
                    data-field={field}
                    value={form[`${field}.max`]}
                    placeholder={t`to`}
                    aria-label={`${i18n._(searchFieldLabels[field])}, ${t`to`}`}
                    onChange={(e) => onChange(`${field}.max`, field)(e.target.value)}
                    {...described(field)}
                  />
                </div>
                {problem(field)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
