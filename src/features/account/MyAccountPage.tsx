// /index/myAccount (spec section 2: "My account has: basic information, favourites, browsing history, contact us,
// settings, language, log out"), for a privately signed-in buyer (app/pages/privateRoutes.tsx shows others the locked
// section page). The details are edited with the rules they were registered by; the picture is cropped, compressed
// and uploaded in the browser (docs/decisions.md, "My account (issue 15)").
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { CustomerUser, ShareInfo } from '../../../schemas/api/types.gen';
import { signOut, useLoginActor } from '../../lib/login';
import { useSession } from '../../lib/useSession';
import { useShareCode } from '../../lib/useShareCode';
import { AccountMenu } from './AccountMenu';
import { Icon } from './icons';
import { ProfileCard } from './ProfileCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { SECTIONS } from './sections';
import { SettingsCard } from './SettingsCard';
import './account.css';

export function MyAccountPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <AccountView
      customer={user.customerUser}
      share={user.shareInfo}
      loginEmail={user.loginEmail}
      currency={user.currencyType}
    />
  );
}

function AccountView({
  customer,
  share,
  loginEmail,
  currency,
}: {
  customer: CustomerUser;
  share: ShareInfo;
  loginEmail: string;
  currency: string;
}) {
  const id = useShareCode() ?? share.shareRandomCode;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const login = useLoginActor();

  const logOut = () => {
    void signOut(login);
    void navigate({ to: '/login', search: { id } });
  };

  return (
    <div className="account-page">
      <aside className="account-page__aside">
        <ProfileCard customer={customer} loginEmail={loginEmail} />
        <AccountMenu id={id} onLogOut={logOut} />
      </aside>
      <div className="account-page__main">
        <section className="account-card" id={SECTIONS.basic} aria-labelledby={`${SECTIONS.basic}-title`} tabIndex={-1}>
          <header className="account-card__head">
            <h2 id={`${SECTIONS.basic}-title`}>
              <Trans>Basic information</Trans>
            </h2>
            {!editing && (
              <button type="button" className="button button--small" onClick={() => setEditing(true)}>
                <Icon name="edit" />
                <Trans>Edit</Trans>
              </button>
            )}
          </header>
          {editing ? (
            <ProfileEditForm customer={customer} share={share} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails customer={customer} />
          )}
        </section>
        <SettingsCard id={id} currency={currency} />
      </div>
    </div>
  );
}
