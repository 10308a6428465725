// One staff account, or a new one: name, sign-in name (new only), roles with what each opens; then disable or
// enable and reset the password. A new account's password and a reset one are shown here once, to hand over.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { resetStaffPassword, saveStaff, setStaffState, type StaffMember, type StaffRole } from './api';
import { ROLES, ROLE_TEXT } from './staffTexts';

const ACCOUNT = /^[A-Za-z0-9._-]{3,32}$/;

export function StaffEditor({
  member,
  onDirty,
  onCreated,
  onClose,
}: {
  member?: StaffMember;
  onDirty: (dirty: boolean) => void;
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState(member?.name ?? '');
  const [account, setAccount] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(member?.roles ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const [password, setPassword] = useState<{ account: string; value: string } | null>(null);
  const dirty = member
    ? name !== member.name || roles.join() !== member.roles.join()
    : !!(name || account || roles.length);
  useEffect(() => onDirty(dirty), [dirty]);

  const nameProblem = !name.trim() ? t`This field is required.` : null;
  const accountProblem = member
    ? null
    : !account
      ? t`This field is required.`
      : ACCOUNT.test(account)
        ? null
        : t`3 to 32 letters, digits, dots, dashes or underscores.`;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  const save = () => {
    setTried(true);
    if (nameProblem || accountProblem) return;
    return run(async () => {
      const ordered = ROLES.filter((r) => roles.includes(r));
      const answer = await saveStaff(queryClient, { name: name.trim(), roles: ordered, account }, member?.id);
      if (answer.oneTimePassword) setPassword({ account: answer.member.account, value: answer.oneTimePassword });
      onDirty(false);
      if (!member) onCreated(answer.member.id);
    });
  };
  const toggle = (role: StaffRole) =>
    setRoles((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));

  return (
    <div className="staff-editor">
      <div className="staff-editor__head">
        <button type="button" className="link-button staff-editor__back" onClick={onClose}>
          <Trans>Back to the list</Trans>
        </button>
        <h2 dir="auto">{member ? member.name : t`New staff account`}</h2>
        {member && <code className="staff-table__account">{member.account}</code>}
      </div>
      {password && <OneTimePassword account={password.account} password={password.value} />}
      <form
        className="staff-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="staff-field">
          <span>
            <Trans>Name</Trans>
          </span>
          <input
            value={name}
            maxLength={60}
            dir="auto"
            aria-invalid={tried && !!nameProblem}
            onChange={(e) => setName(e.target.value)}
          />
          {tried && nameProblem && <small className="staff-field__problem">{nameProblem}</small>}
        </label>
        {!member && (
          <label className="staff-field">
            <span>
              <Trans>Sign-in name</Trans>
            </span>
            <input
              value={account}
              maxLength={32}
              dir="ltr"
              autoComplete="off"
              aria-invalid={tried && !!accountProblem}
              onChange={(e) => setAccount(e.target.value.trim())}
            />
            {tried && accountProblem && <small className="staff-field__problem">{accountProblem}</small>}
          </label>
        )}
        <fieldset className="staff-roles-field">
          <legend>
            <Trans>Roles</Trans>
          </legend>
          {ROLES.map((role) => (
            <label key={role} className="staff-check">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} />
              <span>
                <strong>{i18n._(ROLE_TEXT[role].label)}</strong>
                <small>{i18n._(ROLE_TEXT[role].explain)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {!!error && (
          <p className="staff-card__error" role="alert">
            {apiErrorMessage(i18n, error)}
          </p>
        )}
        <div className="staff-card__actions">
          <button type="submit" className="button button--primary" disabled={busy || (!!member && !dirty)}>
            {member ? <Trans>Save</Trans> : <Trans>Create account</Trans>}
          </button>
        </div>
      </form>
      {member && (
        <div className="staff-card staff-card--quiet">
          <h3>
            <Trans>Sign-in</Trans>
          </h3>
          <p className="staff-card__lead">
            {member.state === 'active' ? (
              <Trans>Disabling signs this account out everywhere at once; it cannot sign in until enabled.</Trans>
            ) : (
              <Trans>This account is disabled: it cannot sign in.</Trans>
            )}
          </p>
          <div className="staff-card__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await setStaffState(queryClient, member.id, member.state === 'active' ? 'disabled' : 'active');
                })
              }
            >
              {member.state === 'active' ? <Trans>Disable account</Trans> : <Trans>Enable account</Trans>}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                window.confirm(t`Reset the password of ${member.account}? Their sessions end at once.`) &&
                run(async () => {
                  setPassword({ account: member.account, value: await resetStaffPassword(queryClient, member.id) });
                })
              }
            >
              <Trans>Reset password</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function OneTimePassword({ account, password }: { account: string; password: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="staff-password" role="status">
      <p>
        <Trans>
          One-time password for {account}. It is shown only now: copy it and hand it over in person or by phone.
        </Trans>
      </p>
      <div className="staff-password__row">
        <code dir="ltr">{password}</code>
        <button
          type="button"
          className="button"
          onClick={async () => {
            await navigator.clipboard.writeText(password);
            setCopied(true);
          }}
        >
          {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
        </button>
      </div>
    </div>
  );
}
