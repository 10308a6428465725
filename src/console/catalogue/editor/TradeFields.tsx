// The editor's trade groups: price and MOQ, then the shelf, the flags, stock, certificates and licence status.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { optionsQuery } from '../api';
import { Field, Section } from '../../ui/FormParts';
import { NumberInput, type EditorState } from './editorParts';

export function PriceFields({ state }: { state: EditorState }) {
  const { t } = useLingui();
  const options = useQuery(optionsQuery()).data!;
  return (
    <Section title={t`Price and order`}>
      <div className="product-editor__fields">
        <NumberInput state={state} field="price" label={t`Price`} unit={options.currency} />
        <NumberInput state={state} field="factoryPrice" label={t`Factory price`} unit={options.currency} />
        <NumberInput state={state} field="startOrderNum" label={t`MOQ`} unit={t`pcs`} />
      </div>
    </Section>
  );
}

export function ShelfFields({ state }: { state: EditorState }) {
  const { t, i18n } = useLingui();
  const { form, set, fieldError } = state;
  return (
    <Section title={t`Shelf and flags`}>
      <label className="product-editor__switch">
        <input type="checkbox" checked={form.onShelf} onChange={(e) => set({ onShelf: e.target.checked })} />
        <span>{form.onShelf ? t`On shelf: buyers can find and order it` : t`Off shelf: hidden from buyers`}</span>
      </label>
      <div className="product-editor__checks" role="group" aria-label={t`Flags`}>
        {(
          [
            ['isNew', msg({ context: 'product flag', message: 'New' })],
            ['isHot', msg({ context: 'product flag', message: 'Hot' })],
            ['isRecommended', msg({ context: 'product flag', message: 'Recommended' })],
            ['isBuild', msg`Custom-built`],
          ] as const
        ).map(([key, label]) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={form.flags[key]}
              onChange={(e) => set({ flags: { ...form.flags, [key]: e.target.checked } })}
            />{' '}
            {i18n._(label)}
          </label>
        ))}
      </div>
      <div className="product-editor__fields">
        <NumberInput state={state} field="stock" label={t`Stock`} unit={t`pcs`} />
        <Field label={t`Certificates`} error={fieldError('certificates')} hint={t`Separated by commas, e.g. EN71, CE`}>
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              dir="ltr"
              value={form.certificates}
              aria-describedby={describedBy}
              onChange={(e) => set({ certificates: e.target.value })}
            />
          )}
        </Field>
        <Field label={t`Licence status`}>
          {(id) => (
            <select id={id} value={form.licenceStatus} onChange={(e) => set({ licenceStatus: Number(e.target.value) })}>
              <option value={0}>{t`Not infringing`}</option>
              <option value={1}>{t`Licensed`}</option>
              <option value={2}>{t`Unlicensed`}</option>
            </select>
          )}
        </Field>
      </div>
    </Section>
  );
}
