// The editor's identity group (基本信息): what a new product cannot be saved without first — its number, its name in
// Chinese or English, its category — then its other numbers, model and barcodes.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { optionsQuery } from '../api';
import { Field, Section } from '../../ui/FormParts';
import { TextInput, type EditorState } from './editorParts';
import { RequiredNames } from './NameFields';
import { CategoryOptions } from '../CategoryOptions';

export function IdentityFields({ state }: { state: EditorState }) {
  const { t } = useLingui();
  const options = useQuery(optionsQuery()).data!;
  const { form, set, touch, fieldError } = state;
  return (
    <Section title={t`Identity`}>
      <div className="product-editor__fields">
        <TextInput state={state} field="productNumber" label={t`Product number`} />
        <RequiredNames state={state} />
        <Field label={t`Category`} error={fieldError('categoryNumber')}>
          {(id, describedBy) => (
            <select
              id={id}
              value={form.categoryNumber}
              aria-invalid={!!fieldError('categoryNumber') || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set({ categoryNumber: e.target.value })}
              onBlur={() => touch('categoryNumber')}
            >
              {/* A new product has none until the clerk chooses; once chosen, a category is changed, not removed. */}
              {!form.categoryNumber && (
                <option value="" disabled>
                  {t`Choose a category`}
                </option>
              )}
              <CategoryOptions categories={options.categories} />
            </select>
          )}
        </Field>
        <TextInput state={state} field="commodityNumber" label={t`Commodity number`} />
        <TextInput state={state} field="outFactoryNumber" label={t`Factory number`} />
        <TextInput state={state} field="labelNumber" label={t`Label number`} />
        <TextInput state={state} field="model" label={t`Model`} />
        <Field
          label={t`Barcodes (EAN / UPC)`}
          error={fieldError('barcodes')}
          hint={t`EAN-13, UPC-A or EAN-8, separated by commas. A buyer who scans one opens this product.`}
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              inputMode="numeric"
              dir="ltr"
              value={form.barcodes}
              aria-invalid={!!fieldError('barcodes') || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set({ barcodes: e.target.value })}
              onBlur={() => touch('barcodes')}
            />
          )}
        </Field>
      </div>
    </Section>
  );
}
