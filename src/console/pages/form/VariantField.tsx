// A value of several kinds told apart by `kind` (a link: area, category, product or https address; a product
// source): choose the kind, then fill in that kind's fields — all read from the schema's oneOf.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { resolve, startingValue, type Schema } from './schemaTools';
import type { ComponentType } from 'react';
import { FieldProblem, type FieldProps } from './fieldParts';

const KIND_NAMES: Record<string, MessageDescriptor> = {
  area: msg`Catalogue area`,
  category: msg`Category`,
  product: msg`Product`,
  products: msg`Chosen products`,
  url: msg`Web address (https)`,
};

/** `Fields` draws the chosen kind's fields (SchemaField's ObjectField, passed in: the two draw each other). */
export function VariantField(
  props: FieldProps & { schema: Schema; Fields: ComponentType<FieldProps & { schema: Schema; bare?: boolean }> },
) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { schema, path, label, value, required, onChange, Fields } = props;
  const variants = schema.oneOf!.map(resolve);
  const current = (value as { kind?: unknown } | undefined)?.kind;
  const chosen = variants.find((v) => v.properties?.kind?.const === current);
  return (
    <fieldset className="studio-group">
      <legend>{label}</legend>
      <div className="studio-field">
        <label htmlFor={id}>{t`Kind`}</label>
        <select
          id={id}
          value={chosen ? String(current) : ''}
          onChange={(e) => {
            const next = variants.find((v) => String(v.properties?.kind?.const) === e.target.value);
            onChange(next ? startingValue(next) : undefined);
          }}
        >
          {(!required || !chosen) && <option value="">{t`None`}</option>}
          {variants.map((v) => {
            const kind = String(v.properties?.kind?.const);
            return (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind] ? i18n._(KIND_NAMES[kind]) : kind}
              </option>
            );
          })}
        </select>
      </div>
      {chosen && <Fields {...props} raw={chosen} schema={chosen} bare />}
      <FieldProblem path={path} id={`${id}-problem`} />
    </fieldset>
  );
}
