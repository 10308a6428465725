// The company's shares as a dense table: code, name, kind, state and what its buyers see, one row each.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ConsoleShare } from './api';
import { KIND_TEXT, NUMBER_TEXT } from './shareTexts';

export function ShareTable({
  shares,
  selected,
  onSelect,
}: {
  shares: ConsoleShare[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (!shares.length) {
    return (
      <div className="access__empty">
        <p>
          <Trans>No shares yet. Make the first link your buyers open: public for everyone, or by invitation.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="access__table-wrap">
      <table className="access-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Share</Trans>
            </th>
            <th scope="col">
              <Trans>Kind</Trans>
            </th>
            <th scope="col">
              <Trans>Buyers see</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shares.map((s) => (
            <tr
              key={s.shareRandomCode}
              data-selected={s.shareRandomCode === selected ? 'true' : undefined}
              onClick={() => onSelect(s.shareRandomCode)}
            >
              <th scope="row">
                <button
                  type="button"
                  className="access-table__open"
                  aria-current={s.shareRandomCode === selected ? 'true' : undefined}
                  onClick={(e) => {
                    e.stopPropagation();
                    onSelect(s.shareRandomCode);
                  }}
                >
                  <span className="access-table__label" dir="auto">
                    {s.label}
                  </span>
                  <code className="access-table__code">{s.shareRandomCode}</code>
                </button>
              </th>
              <td>
                <span className={`access-kind access-kind--${s.kind}`}>{i18n._(KIND_TEXT[s.kind].label)}</span>
              </td>
              <td className="access-table__summary">
                {s.settings.isShowPrice ? t`Prices` : t`No prices`} · {i18n._(NUMBER_TEXT[s.settings.showNumber])}
                {s.kind === 'invitation' ? (
                  <> · {t`${plural(s.activeCodes, { one: '# code', other: '# codes' })}`}</>
                ) : null}
              </td>
              <td>
                <span className="access-state" data-state={s.state}>
                  {s.state === 'active' ? t`Live` : t`Paused`}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
