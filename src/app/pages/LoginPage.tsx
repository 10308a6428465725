// /login?id=CODE — the supplier's branded entry screen for a share link.
import { useEffect, useLayoutEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCompanyInfo } from '../../lib/share';
import { useShareCode } from '../../lib/useShareCode';
import { useDocumentSeo } from '../layouts/useDocumentSeo';
import { LanguageSelect } from '../../lib/LanguageSelect';
import { apiErrorMessage } from '../../api/errorMessages';
import { contactFor } from '../../lib/contactFor';
import { session } from '../../api/session';
import { useLogin, useLoginActor, signOut } from '../../lib/login';
import { EntryPanel } from '../../features/entry/EntryPanel';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { usePreparedPage } from '../moduleHost/usePreparedPage';
import type { Registry } from '../../../modules/registry';
import type { ModuleDefinition } from '../../../modules/types';
import { loginStyle } from '../../../modules/loginStyle/definition';
import { ModuleServicesProvider } from '../moduleHost/ModuleServicesProvider';
import { PageRenderer } from '../../../modules/PageRenderer';
import { themeStyle } from '../moduleHost/theme';
import { entryRefusal } from '../../../protocol/entryRules';
import { CompanyMark } from '../../ui/CompanyMark';

// The login page draws only the login-style module: registering the other types would bring their validators and
// migrations into the first chunk a buyer loads (issue 29). Not modules/registry's createRegistry: importing that
// file builds the default registry, all types included.
const loginRegistry: Registry = new Map([[loginStyle.type, loginStyle as ModuleDefinition]]);

/** The way in a share leads with: the code form on invitation shares, the account form on private ones. */
function defaultDialog(share: ShareInfo) {
  if (share.isPublic) return null;
  if (share.publicTypeList.includes(1)) return 'shareLogin' as const;
  return entryRefusal(share, 'accountLogin') === null ? ('privateLogin' as const) : ('shareLogin' as const);
}

export function LoginPage() {
  const code = useShareCode();
  const company = useCompanyInfo(code);
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const loginActor = useLoginActor();
  useDocumentSeo(company.data?.shareInfo.id, company.data?.companyName);
  const loaded = company.data?.shareInfo;
  const page = usePreparedPage(company.data, loginRegistry);

  // Before the first paint: Preact runs a plain effect after the next frame, so the chooser was drawn first and the
  // account form that replaced it pushed the card's contact line down (issue 29, CLS 0.012 on a phone).
  useLayoutEffect(() => {
    if (!loaded) return;
    session.update({ shareCode: loaded.shareRandomCode, companyNumber: loaded.companyNumber });
    const first = defaultDialog(loaded);
    if (first && loginActor.getSnapshot().matches({ dialog: 'closed' }) && !session.get().user)
      loginActor.send({ type: 'OPEN_LOGIN', dialog: first });
  }, [loaded]);
  // Read after the effect above: when the share's answer is already in the cache (asked for at boot), that effect
  // opens the form at the first mount, and only a store read declared after it sees the change before the paint
  // (Preact's external-store hook subscribes after the paint).
  const login = useLogin();

  useEffect(() => {
    const sub = loginActor.on('loggedIn', ({ user }) =>
      navigate({ to: '/index/home', search: { id: user.shareRandomCode } }),
    );
    return () => sub.unsubscribe();
  }, [navigate]);

  if (!code) {
    return (
      <EntryFrame>
        <section className="entry-card entry-card--message" aria-labelledby="entry-title">
          <h1 id="entry-title">
            <Trans>This link has no catalogue code</Trans>
          </h1>
          <p>
            <Trans>
              Open the full share link your supplier sent you. It ends with ?id= followed by a 9-character code.
            </Trans>
          </p>
        </section>
      </EntryFrame>
    );
  }
  if (company.isPending) {
    return (
      <EntryFrame>
        <section className="entry-card" aria-busy="true" aria-label={t`Loading…`}>
          <div className="skeleton skeleton--logo" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--button" />
        </section>
      </EntryFrame>
    );
  }
  if (company.isError) {
    return (
      <EntryFrame>
        <section className="entry-card entry-card--message" role="alert">
          <h1>
            <Trans>This catalogue cannot be opened</Trans>
          </h1>
          <p>{apiErrorMessage(i18n, company.error)}</p>
          <button type="button" className="button button--primary" onClick={() => company.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </section>
      </EntryFrame>
    );
  }

  const info = company.data;
  const share = info.shareInfo;
  const contact = contactFor(info.contactInfoList, i18n.locale);
  // Phone numbers stay left-to-right inside Arabic and Hebrew sentences (Unicode isolate marks).
  const telephone = contact?.telephone ? `\u2066${contact.telephone}\u2069` : null;
  const background = typeof info.loginCustom.background === 'string' ? info.loginCustom.background : undefined;
  // The supplier's login-style module (type -1) decides the picture, the welcome and the layout (styles 1–7).
  const loginStyle = page.login.find((m) => m.status === 'ok');
  const layout = loginStyle?.status === 'ok' ? (loginStyle.content as { style: number }).style : 1;
  const signedIn = login.user && login.user.shareRandomCode === share.shareRandomCode ? login.user : null;

  return (
    <EntryFrame languages={info.websiteLanguage}>
      <div className={`entry-layout entry-layout--${layout}`} style={themeStyle(info.globalParam)}>
        <aside className="entry-hero">
          {loginStyle ? (
            <ModuleServicesProvider productSource={share.productSource}>
              <PageRenderer items={[loginStyle]} channel={page.channel} preview={page.preview} />
            </ModuleServicesProvider>
          ) : (
            background && <img className="entry-hero__image" src={background} alt="" width={1440} height={480} />
          )}
          <div className="entry-hero__text">
            <p className="entry-hero__eyebrow" dir="auto">
              {info.companyName}
            </p>
            <p className="entry-hero__about" dir="auto">
              {contact?.aboutUs}
            </p>
          </div>
        </aside>
        <section className="entry-card" aria-labelledby="entry-title">
          <CompanyMark
            className="entry-card__logo"
            logo={info.companyLogo}
            name={info.companyName}
            width={240}
            height={72}
          />
          <h1 id="entry-title">
            <Trans>Welcome to our wholesale catalogue</Trans>
          </h1>
          {signedIn ? (
            <div className="entry-panel__choices">
              <p className="entry-card__lead">
                {signedIn.isPrivateLogin && signedIn.customerUser.name ? (
                  <Trans>You are signed in as {signedIn.customerUser.name}.</Trans>
                ) : (
                  <Trans>You are signed in.</Trans>
                )}
              </p>
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => navigate({ to: '/index/home', search: { id: share.shareRandomCode } })}
              >
                <Trans>Continue to the catalogue</Trans>
              </button>
              <button type="button" className="button button--block" onClick={() => void signOut(loginActor)}>
                <Trans>Sign out</Trans>
              </button>
            </div>
          ) : (
            <EntryPanel share={share} />
          )}
          {telephone && (
            <p className="entry-card__contact">
              <Trans>Questions? Call {telephone}</Trans>
            </p>
          )}
        </section>
      </div>
    </EntryFrame>
  );
}

function EntryFrame({
  children,
  languages,
}: {
  children: React.ReactNode;
  languages?: { parameter: string; name: string }[];
}) {
  return (
    <main className="entry">
      <header className="entry__bar">
        <LanguageSelect offered={languages} />
      </header>
      {children}
    </main>
  );
}
