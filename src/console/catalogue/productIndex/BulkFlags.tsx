import { useLingui } from '@lingui/react/macro';
import { FLAG_LABELS } from './flagLabels';

/** Set or clear one staff-set flag on the selection. */
export function BulkFlags({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (flags: Record<string, boolean>) => void;
}) {
  const { t, i18n } = useLingui();
  const choices = [
    ['isNew', 'new'],
    ['isHot', 'hot'],
    ['isRecommended', 'recommended'],
  ] as const;
  return (
    <label className="catalogue__select">
      <span className="visually-hidden">{t`Set flags`}</span>
      <select
        value=""
        disabled={disabled}
        onChange={(e) => {
          const [key, on] = e.target.value.split(':');
          if (key) onPick({ [key]: on === '1' });
        }}
      >
        <option value="">{t`Set flags…`}</option>
        {choices.map(([key, flag]) => (
          <option key={`${key}1`} value={`${key}:1`}>{t`Mark as ${i18n._(FLAG_LABELS[flag])}`}</option>
        ))}
        {choices.map(([key, flag]) => (
          <option key={`${key}0`} value={`${key}:0`}>{t`Unmark ${i18n._(FLAG_LABELS[flag])}`}</option>
        ))}
      </select>
    </label>
  );
}
