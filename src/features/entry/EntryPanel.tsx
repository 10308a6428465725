// The ways into a share, driven by the login machine: a chooser when no dialog is open, else the open form.
// Used inline on the login page and inside <LoginDialog> in the catalogue.
import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { useLogin, useLoginActor } from '../../lib/login';
import { ShareLoginForm } from './ShareLoginForm';
import { PrivateLoginForm } from './PrivateLoginForm';
import { loginErrorMessage } from './loginErrors';
import { entryRefusal } from '../../../protocol/entryRules';

// Opened by a click, never on the way in: they load then, outside the login page's first chunk (issue 29).
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));
const InvitationForm = lazy(() => import('./InvitationForm').then((m) => ({ default: m.InvitationForm })));

export function EntryPanel({ share }: { share: ShareInfo }) {
  const { dialog, submitting, error, notice } = useLogin();
  const login = useLoginActor();
  const { i18n } = useLingui();
  // The share's ways in (protocol/entryRules.ts, the table the server applies): offer only what it lets through.
  const accounts = entryRefusal(share, 'accountLogin') === null;
  const registration = entryRefusal(share, 'register') === null;
  const codes = share.publicTypeList.length > 0;
  const errorText = error
    ? loginErrorMessage(
        i18n,
        error,
        dialog === 'register' ? 'register' : dialog === 'privateLogin' ? 'private' : 'share',
      )
    : null;

  const titles = {
    shareLogin: <Trans>Sign in with your invitation</Trans>,
    invitation: <Trans>Sign in with an invitation code</Trans>,
    privateLogin: <Trans>Sign in to your account</Trans>,
    register: <Trans>Create your buyer account</Trans>,
  };

  return (
    <div className="entry-panel">
      {notice === 'expired' && (
        <p className="entry-panel__notice" role="alert">
          <Trans>Login expired, please log in again.</Trans>
        </p>
      )}
      {notice === 'privateOnly' && (
        <p className="entry-panel__notice" role="alert">
          <Trans>Please sign in to your account to use this feature.</Trans>
        </p>
      )}
      {dialog && <h2 className="entry-panel__title">{titles[dialog]}</h2>}
      {errorText && (
        <p className="entry-panel__error" role="alert">
          {errorText}
        </p>
      )}

      {dialog === null && (
        <div className="entry-panel__choices">
          {share.isPublic && (
            <button
              type="button"
              className="button button--primary button--block"
              disabled={submitting}
              onClick={() => {
                login.send({ type: 'OPEN_LOGIN' });
                login.send({ type: 'SUBMIT_SHARE_LOGIN', form: { email: '', verifyCode: '', companyNumber: '' } });
              }}
            >
              <Trans>Enter the catalogue</Trans>
            </button>
          )}
          {accounts && (
            <button
              type="button"
              className="button button--block"
              onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}
            >
              <Trans>Sign in with your account</Trans>
            </button>
          )}
          {codes && (
            <button
              type="button"
              className="button button--block"
              onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'invitation' })}
            >
              <Trans>I have an invitation code</Trans>
            </button>
          )}
        </div>
      )}
      {dialog === 'shareLogin' && (
        <ShareLoginForm
          share={share}
          submitting={submitting}
          onSubmit={(form) => login.send({ type: 'SUBMIT_SHARE_LOGIN', form })}
        />
      )}
      {dialog === 'invitation' && (
        <Suspense>
          <InvitationForm
            share={share}
            submitting={submitting}
            onShareLogin={(form) => login.send({ type: 'SUBMIT_SHARE_LOGIN', form })}
            onPrivateLogin={(form) => login.send({ type: 'SUBMIT_PRIVATE_LOGIN', form })}
          />
        </Suspense>
      )}
      {dialog === 'privateLogin' && (
        <PrivateLoginForm
          submitting={submitting}
          onSubmit={(form) => login.send({ type: 'SUBMIT_PRIVATE_LOGIN', form })}
          onRegister={registration ? () => login.send({ type: 'OPEN_REGISTER' }) : undefined}
        />
      )}
      {dialog === 'register' && (
        <Suspense>
          <RegisterForm
            share={share}
            submitting={submitting}
            onSubmit={(form) => login.send({ type: 'SUBMIT_REGISTER', form })}
            onLogin={() => login.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}
          />
        </Suspense>
      )}
      {dialog === 'shareLogin' && accounts && (
        <p className="entry-form__switch">
          <button
            type="button"
            className="link-button"
            onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}
          >
            <Trans>Sign in with your account instead</Trans>
          </button>
        </p>
      )}
      {dialog === 'privateLogin' && codes && (
        <p className="entry-form__switch">
          <button
            type="button"
            className="link-button"
            onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'shareLogin' })}
          >
            <Trans>Sign in with an invitation code instead</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
