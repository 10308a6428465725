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
        <button type="button" className="button button--small account-control__signout" onClick={() => {
          const code = session.get().shareCode;
          sendLogin({ type: 'LOGGED_OUT' });
          navigate({ to: '/login', search: code ? { id: code } : {} });
        }}>
          {/* On a narrow phone header only the icon shows; the words stay for screen readers. */}
          <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true"><path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span className="account-control__signout-text"><Trans>Sign out</Trans></span>
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="button button--small button--primary" onClick={() => sendLogin({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}>
      <Trans>Sign in</Trans>
    </button>
  );
}
