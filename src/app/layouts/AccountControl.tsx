// Header control: who is signed in, with sign-out; or the open-login button (spec: reopens the login dialog).
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLogin, sendLogin } from '../../lib/login';
import { session } from '../../api/session';

export function AccountControl() {
  const { isPrivateLogin, user } = useLogin();
  const navigate = useNavigate();
  if (isPrivateLogin && user) {
    return (
      <div className="account-control">
        <span className="account-control__name" dir="auto">{user.customerUser.name || user.loginEmail}</span>
        <button type="button" className="button button--small" onClick={() => {
          const code = session.get().shareCode;
          sendLogin({ type: 'LOGGED_OUT' });
          navigate({ to: '/login', search: code ? { id: code } : {} });
        }}><Trans>Sign out</Trans></button>
      </div>
    );
  }
  return (
    <button type="button" className="button button--small button--primary" onClick={() => sendLogin({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}>
      <Trans>Sign in</Trans>
    </button>
  );
}
