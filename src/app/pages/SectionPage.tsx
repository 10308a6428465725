// The frame of a catalogue page whose content arrives with its own issue (cart, orders, account, contact), shown in
// the catalogue frame (router: /index/* and the framed standalone pages). Cart, orders and account are a private
// account's (spec sections 4 and 6): a visitor who is not privately signed in gets the private login dialog over
// the page, and the page says why instead of showing a dead placeholder.
import { useEffect } from 'react';
import { useRouterState, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { sectionNames } from '../../lib/sectionNames';
import { useShareCode } from '../../lib/useShareCode';
import { loginActor, sendLogin, useLogin } from '../../lib/login';
import { privateActionOfPage } from '../../lib/privatePages';

export function SectionPage() {
  const { i18n } = useLingui();
  const id = useShareCode();
  const section = useRouterState({ select: (s) => s.location.pathname.split('/').filter(Boolean).pop() ?? 'home' });
  const name = sectionNames[section] ? i18n._(sectionNames[section]) : section;
  const action = privateActionOfPage(section);
  const { isPrivateLogin } = useLogin();
  const locked = !!action && !isPrivateLogin;

  useEffect(() => {
    // Opened by its address (a bookmark, a shared link, Back): ask for the private login once, unless a login
    // dialog is already open (an expired session has its own notice).
    if (!action) return;
    const snapshot = loginActor().getSnapshot();
    if (!snapshot.context.isPrivateLogin && (snapshot.value as { dialog: unknown }).dialog === 'closed') sendLogin({ type: 'PRIVATE_ACTION', action });
  }, [action]);

  const back = (
    <Link className="button" to="/index/home" search={id ? { id } : {}}>
      <Trans>Back to the start page</Trans>
    </Link>
  );
  return (
    <section className="section-page" aria-labelledby="section-title">
      <h1 id="section-title">{name}</h1>
      {locked ? (
        <div className="empty-state">
          <p><Trans>Your cart, orders and account belong to your buyer account. Sign in to your account to open this page.</Trans></p>
          <div className="empty-state__actions">
            <button type="button" className="button button--primary" onClick={() => action && sendLogin({ type: 'PRIVATE_ACTION', action })}>
              <Trans>Sign in to your account</Trans>
            </button>
            {back}
          </div>
        </div>
      ) : (
        <div className="empty-state">
          <p><Trans>This part of the catalogue is being prepared by the supplier.</Trans></p>
          {back}
        </div>
      )}
    </section>
  );
}
