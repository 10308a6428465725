// One field of a module's property form, drawn from its JSON Schema (schemas/modules): the form has no list of
// module types or fields of its own, so a type added with npm run new:module gets its form for free. Texts in
// several languages, pictures and links have their own editors (LocalisedField, ImageField, VariantField).
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { kindOf, isImage, labelOf, resolve, startingValue, type Schema } from './schemaTools';
import { FieldProblem, useFieldProblem, type FieldProps } from './fieldParts';
import { FIELD_LABELS } from './fieldLabels';
import { LocalisedField } from './LocalisedField';
import { ImageField } from './ImageField';
import { VariantField } from './VariantField';
import { CategoryPicker, ProductPicker } from './Pickers';

function Labelled({
  label,
  path,
  children,
  inline,
}: {
  label: string;
  path: string;
  children: (id: string, describedBy?: string) => ReactNode;
  inline?: boolean;
}) {
  const { id, describedBy } = useFieldProblem(path);
  return (
    <div className={inline ? 'studio-field studio-field--inline' : 'studio-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, describedBy)}
      <FieldProblem path={path} id={`${id}-problem`} />
    </div>
  );
}

export function SchemaField(props: FieldProps) {
  const { t } = useLingui();
  const { raw, path, label, value, required, onChange } = props;
  const schema = resolve(raw);
  const kind = kindOf(schema);
  const { invalid } = useFieldProblem(path);
  switch (kind) {
    case 'localised':
      return <LocalisedField {...props} schema={schema} />;
    case 'variant':
      return <VariantField {...props} schema={schema} Fields={ObjectField} />;
    case 'object':
      return <ObjectField {...props} schema={schema} />;
    case 'array':
      return <ArrayField {...props} schema={schema} />;
    case 'boolean':
      return (
        <Labelled label={label} path={path} inline>
          {(id) => (
            <input
              id={id}
              type="checkbox"
              checked={value === true || (value === undefined && schema.default === true)}
              onChange={(e) => onChange(e.target.checked)}
            />
          )}
        </Labelled>
      );
    case 'choice':
    case 'number': {
      const options =
        kind === 'choice'
          ? schema.enum!
          : schema.type === 'integer' &&
              schema.minimum !== undefined &&
              schema.maximum !== undefined &&
              schema.maximum - schema.minimum <= 12
            ? Array.from({ length: schema.maximum - schema.minimum + 1 }, (_, i) => schema.minimum! + i)
            : null;
      const isStyle = path === '/style';
      return (
        <Labelled label={isStyle ? t`Style` : label} path={path}>
          {(id, describedBy) =>
            options ? (
              <select
                id={id}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                value={value === undefined ? '' : String(value)}
                onChange={(e) => {
                  const chosen = options.find((o) => String(o) === e.target.value);
                  onChange(e.target.value === '' ? undefined : chosen);
                }}
              >
                {(!required || value === undefined) && (
                  <option value="">
                    {schema.default !== undefined ? t`Default (${String(schema.default)})` : '—'}
                  </option>
                )}
                {options.map((o) => (
                  <option key={String(o)} value={String(o)}>
                    {isStyle ? t`Style ${String(o)}` : String(o)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="number"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                min={schema.minimum}
                max={schema.maximum}
                step={schema.type === 'integer' ? 1 : 'any'}
                placeholder={schema.default !== undefined ? String(schema.default) : undefined}
                value={typeof value === 'number' ? value : ''}
                onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
              />
            )
          }
        </Labelled>
      );
    }
    case 'text':
      if (isImage(schema)) return <ImageField {...props} schema={schema} />;
      // A link's target (common.schema.json#/$defs/link) is picked from the company's own products and categories.
      if (path.endsWith('/productNumber')) return <ProductPicker {...props} schema={schema} />;
      if (path.endsWith('/categoryNumber')) return <CategoryPicker {...props} schema={schema} />;
      return (
        <Labelled label={label} path={path}>
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              maxLength={schema.maxLength}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
            />
          )}
        </Labelled>
      );
    default:
      return (
        <p className="studio-field">
          {label}: <Trans>edited in the JSON only</Trans>
        </p>
      );
  }
}

export function ObjectField({
  schema,
  path,
  value,
  onChange,
  label,
  raw,
  bare,
}: FieldProps & { schema: Schema; bare?: boolean }) {
  const { t, i18n } = useLingui();
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const properties = Object.entries(schema.properties ?? {}).filter(([key]) => key !== 'version' && key !== 'kind');
  const body = properties.map(([key, child]) => (
    <SchemaField
      key={key}
      raw={child}
      path={`${path}/${key}`}
      label={FIELD_LABELS[key] ? i18n._(FIELD_LABELS[key]) : labelOf(key, child)}
      value={record?.[key]}
      required={!!schema.required?.includes(key)}
      onChange={(next) => {
        const copy = { ...record };
        if (next === undefined) delete copy[key];
        else copy[key] = next;
        onChange(copy);
      }}
    />
  ));
  if (path === '' || bare) return <>{body}</>;
  const id = `${path}-problem`;
  return (
    <fieldset className="studio-group">
      <legend>{raw.title ?? label}</legend>
      {record ? (
        body
      ) : (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange(startingValue(schema))}
        >{t`Add`}</button>
      )}
      <FieldProblem path={path} id={id} />
    </fieldset>
  );
}

function ArrayField({ schema, path, value, onChange, label }: FieldProps & { schema: Schema }) {
  const { t } = useLingui();
  const items = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const set = (next: unknown[]) => onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <fieldset className="studio-group">
      <legend>{label}</legend>
      {items.map((entry, index) => (
        <div className="studio-item" key={index}>
          <div className="studio-item__bar">
            <span>{t`Item ${index + 1}`}</span>
            <button
              type="button"
              className="icon-button"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={t`Move item ${index + 1} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={t`Move item ${index + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-button"
              disabled={items.length <= (schema.minItems ?? 0)}
              onClick={() => set(items.filter((_, i) => i !== index))}
              aria-label={t`Remove item ${index + 1}`}
            >
              ✕
            </button>
          </div>
          {kindOf(resolve(item)) === 'object' ? (
            // The item's bar names it: its fields follow without a frame of their own.
            <ObjectField
              raw={item}
              schema={resolve(item)}
              path={`${path}/${index}`}
              label={t`Item ${index + 1}`}
              value={entry}
              required
              bare
              onChange={(next) => set(items.map((e, i) => (i === index ? next : e)))}
            />
          ) : (
            <SchemaField
              raw={item}
              path={`${path}/${index}`}
              label={t`Item ${index + 1}`}
              value={entry}
              required
              onChange={(next) => set(items.map((e, i) => (i === index ? next : e)))}
            />
          )}
        </div>
      ))}
      <button
        type="button"
        className="button button--small"
        disabled={schema.maxItems !== undefined && items.length >= schema.maxItems}
        onClick={() => set([...items, startingValue(item)])}
      >
        <Trans>Add an item</Trans>
      </button>
      <FieldProblem path={path} id={`${path}-problem`} />
    </fieldset>
  );
}
