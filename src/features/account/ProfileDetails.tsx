import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerUser } from '../../../schemas/api/types.gen';

export function ProfileDetails({ customer }: { customer: CustomerUser }) {
  const { t } = useLingui();
  const rows: [string, string, 'auto' | 'ltr'][] = [
    [t`Name`, customer.name, 'auto'],
    [t`Mobile`, customer.phoneNumber, 'ltr'],
    [t`Company name`, customer.companyName, 'auto'],
    [t`Email`, customer.email, 'ltr'],
    [t`Country`, customer.country ?? '', 'auto'],
    [t`Address`, customer.address, 'auto'],
  ];
  return (
    <dl className="account-details">
      {rows.map(([label, value, dir]) => (
        <div key={label} className="account-details__item">
          <dt>{label}</dt>
          <dd>
            {value ? (
              <bdi dir={dir}>{value}</bdi>
            ) : (
              <span className="account-details__empty">
                <Trans>Not given</Trans>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
