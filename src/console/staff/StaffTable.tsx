// The company's staff accounts as a dense table: name and sign-in name, roles, state.
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from './api';
import { ROLE_TEXT } from './staffTexts';

export function StaffTable({
  staff,
  selected,
  onSelect,
}: {
  staff: StaffMember[];
  selected: number | 'new' | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="staff__table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Account</Trans>
            </th>
            <th scope="col">
              <Trans>Roles</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((m) => (
            <tr key={m.id} data-selected={m.id === selected ? 'true' : undefined} onClick={() => onSelect(m.id)}>
              <th scope="row">
                <button
                  type="button"
                  className="staff-table__open"
                  aria-current={m.id === selected ? 'true' : undefined}
                  onClick={(e) => {
                    e.stopPropagation();
                    onSelect(m.id);
                  }}
                >
                  <span className="staff-table__name">
                    <bdi>{m.name}</bdi>
                    {m.isYou && <span className="staff-table__you"> · {t`you`}</span>}
                  </span>
                  <code className="staff-table__account">{m.account}</code>
                </button>
              </th>
              <td>
                <span className="staff-roles">
                  {m.roles.map((r) => (
                    <span key={r} className="staff-role" data-role={r}>
                      {i18n._(ROLE_TEXT[r].label)}
                    </span>
                  ))}
                  {!m.roles.length && <span className="staff-role staff-role--none">{t`No rooms`}</span>}
                </span>
              </td>
              <td>
                <span className="staff-state" data-state={m.state}>
                  {m.state === 'active' ? t`Active` : t`Disabled`}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
