// The product editor's inputs the field groups share (a number, a text, a size of three numbers), all reading one
// editor state; sections and fields are the console's (src/console/ui/FormParts.tsx).
import { useLingui } from '@lingui/react/macro';
import type { NumberField, ProductForm } from '../productForm';
import { Field } from '../../ui/FormParts';

/** What every field group reads and writes: the form, its setters and each field's error as shown. */
export interface EditorState {
  form: ProductForm;
  set: (change: Partial<ProductForm>) => void;
  setNumber: (field: NumberField, value: string) => void;
  touch: (path: string) => void;
  fieldError: (path: string) => string | undefined;
}

export function NumberInput({
  state,
  field,
  label,
  unit,
}: {
  state: EditorState;
  field: NumberField;
  label: string;
  unit?: string;
}) {
  const error = state.fieldError(field);
  return (
    <Field label={label} error={error} unit={unit}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          dir="ltr"
          value={state.form.numbers[field]}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy}
          onChange={(e) => state.setNumber(field, e.target.value)}
          onBlur={() => state.touch(field)}
        />
      )}
    </Field>
  );
}

export function TextInput({
  state,
  field,
  label,
}: {
  state: EditorState;
  field: 'productNumber' | 'commodityNumber' | 'outFactoryNumber' | 'labelNumber' | 'model';
  label: string;
}) {
  const error = state.fieldError(field);
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          dir="ltr"
          value={state.form[field]}
          maxLength={field === 'productNumber' ? 32 : 40}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy}
          onChange={(e) => state.set({ [field]: e.target.value })}
          onBlur={() => state.touch(field)}
        />
      )}
    </Field>
  );
}

export function SizeRow({
  state,
  box,
  label,
}: {
  state: EditorState;
  box: 'productSize' | 'innerBoxSize' | 'outerBoxSize';
  label: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="product-editor__size">
      <legend>{label}</legend>
      <NumberInput state={state} field={`${box}.length`} label={t`Length`} unit="cm" />
      <NumberInput state={state} field={`${box}.width`} label={t`Width`} unit="cm" />
      <NumberInput state={state} field={`${box}.height`} label={t`Height`} unit="cm" />
    </fieldset>
  );
}
