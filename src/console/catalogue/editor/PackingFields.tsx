// The editor's packing group: packing method, quantities, the three sizes, weights, and the carton's CBM and CUFT
// computed from its size as it is typed (shown, never typed).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../../../protocol/localisedNames';
import { cartonVolume } from '../../../../protocol/cartonVolume';
import { formatNumber } from '../../../../protocol/format';
import { optionsQuery } from '../api';
import { Field, Section } from '../../ui/FormParts';
import { NumberInput, SizeRow, type EditorState } from './editorParts';

export function PackingFields({ state }: { state: EditorState }) {
  const { t, i18n } = useLingui();
  const options = useQuery(optionsQuery()).data!;
  const { form, set, fieldError } = state;
  const volume = useMemo(() => {
    const [l, w, h] = (['length', 'width', 'height'] as const).map(
      (s) => Number(form.numbers[`outerBoxSize.${s}`]) || 0,
    );
    return cartonVolume({ length: l, width: w, height: h });
  }, [form.numbers]);
  return (
    <Section title={t`Packing`}>
      <div className="product-editor__fields">
        <Field label={t`Packing method`} error={fieldError('packingMethod')}>
          {(id) => (
            <select id={id} value={form.packingMethod} onChange={(e) => set({ packingMethod: e.target.value })}>
              {options.packingMethods.map((m) => (
                <option key={m.key} value={m.key}>
                  {categoryName(m.names, i18n.locale, 1) || m.key}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberInput state={state} field="innerQuantity" label={t`Pieces per inner box`} unit={t`pcs`} />
        <NumberInput state={state} field="outerQuantity" label={t`Pieces per carton`} unit={t`pcs`} />
      </div>
      <SizeRow state={state} box="productSize" label={t`Product size`} />
      <SizeRow state={state} box="innerBoxSize" label={t`Inner box size`} />
      <SizeRow state={state} box="outerBoxSize" label={t`Carton size`} />
      <div className="product-editor__fields">
        <NumberInput state={state} field="grossWeight" label={t`Gross weight`} unit="kg" />
        <NumberInput state={state} field="netWeight" label={t`Net weight`} unit="kg" />
      </div>
      <p className="product-editor__volume" aria-live="polite">
        <span>{t`Carton volume (computed)`}</span>
        <output dir="ltr">{formatNumber(volume.cbm, i18n.locale, 4)} m³</output>
        <output dir="ltr">{formatNumber(volume.cuft, i18n.locale, 2)} ft³</output>
      </p>
    </Section>
  );
}
