// Header control: who is signed in (their picture, or their initial, linking to My account), with sign-out; or the
// open-login button (spec: reopens the login dialog). The name and picture come from the session store, which My
// account updates. Both controls are icons with their words for screen readers and as tooltips: a name of any length
// in the header cut the menu or itself at 1440 px (issue 22).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { signOut, useLogin, useLoginActor } from '../../lib/login';
import { useSession } from '../../lib/useSession';

const AVATAR_STYLE = {
  inlineSize: 28,
  blockSize: 28,
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
  display: 'block',
} as const;

export function AccountControl() {
  const { isPrivateLogin } = useLogin();
  const login = useLoginActor();
  const { t } = useLingui();
  const user = useSession((s) => s.user);
  const code = useSession((s) => s.shareCode);
  const navigate = useNavigate();
  if (isPrivateLogin && user) {
    const { customerUser } = user;
    const name = customerUser.name || user.loginEmail;
    return (
      <div className="account-control">
        <Link
          to="/index/myAccount"
          search={code ? { id: code } : {}}
          className="account-control__me"
          title={`${name} · ${t`My account`}`}
        >
          {customerUser.userImage ? (
            <img src={customerUser.userImage} alt="" width={28} height={28} style={AVATAR_STYLE} />
          ) : (
            <span className="account-control__initial" aria-hidden="true">
              {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
            </span>
          )}
          <span className="account-control__name visually-hidden" dir="auto">
            {name}
          </span>
        </Link>
        <button
          type="button"
          className="button button--small account-control__signout"
          title={t`Sign out`}
          onClick={() => {
            void signOut(login);
            navigate({ to: '/login', search: code ? { id: code } : {} });
          }}
        >
          <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
            <path
              d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="account-control__signout-text visually-hidden">
            <Trans>Sign out</Trans>
          </span>
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="button button--small button--primary"
      onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' })}
    >
      <Trans>Sign in</Trans>
    </button>
  );
}
