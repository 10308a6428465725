// What a private account's page (cart, orders, my account: spec sections 4 and 6) shows a visitor who is not
// privately signed in: the private login dialog over the page, and the page says why and offers the way back.
import { useEffect } from 'react';
import { useRouterState, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { sectionNames } from '../../lib/sectionNames';
import { useShareCode } from '../../lib/useShareCode';
import { useLogin, useLoginActor } from '../../lib/login';
import { privateActionOfPage } from '../../lib/privatePages';

export function LockedPage() {
  const { i18n } = useLingui();
  const id = useShareCode();
  const section = useRouterState({ select: (s) => s.location.pathname.split('/').filter(Boolean).pop() ?? 'home' });
  const name = sectionNames[section] ? i18n._(sectionNames[section]) : section;
  const action = privateActionOfPage(section);
  const { isPrivateLogin } = useLogin();
  const login = useLoginActor();

  useEffect(() => {
    // Opened by its address (a bookmark, a shared link, Back): ask for the private login once, unless a login
    // dialog is already open (an expired session has its own notice).
    if (!action) return;
    const snapshot = login.getSnapshot();
    if (!snapshot.context.isPrivateLogin && (snapshot.value as { dialog: unknown }).dialog === 'closed')
      login.send({ type: 'PRIVATE_ACTION', action });
  }, [action]);

  const back = (
    <Link className="button" to="/index/home" search={id ? { id } : {}}>
      <Trans>Back to the start page</Trans>
    </Link>
  );
  return (
    <section className="section-page" aria-labelledby="section-title">
      <h1 id="section-title">{name}</h1>
      <div className="empty-state">
        <p>
          <Trans>
            Your cart, orders and account belong to your buyer account. Sign in to your account to open this page.
          </Trans>
        </p>
        <div className="empty-state__actions">
          {!isPrivateLogin && action && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => login.send({ type: 'PRIVATE_ACTION', action })}
            >
              <Trans>Sign in to your account</Trans>
            </button>
          )}
          {back}
        </div>
      </div>
    </section>
  );
}
