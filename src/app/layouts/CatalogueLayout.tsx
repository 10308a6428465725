// The catalogue frame: the supplier's header module on top, the page, the phone tab bar, the supplier footer and
// the login dialog. Falls back to a plain header when the design has none that works. The layout of /index/* and
// of the standalone catalogue pages (product detail, favourites, history): see the route table.
import { ScannerHost } from '../../features/scanner/ScannerHost';
import { useEffect } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useCompanyInfo } from '../../lib/share';
import { useShareCode } from '../../lib/useShareCode';
import { useDocumentSeo } from './useDocumentSeo';
import { LanguageSelect } from '../../lib/LanguageSelect';
import { sectionNames } from '../../lib/sectionNames';
import { LoginDialog } from '../../features/entry/LoginDialog';
import { AccountControl } from './AccountControl';
import { CartLink } from '../../features/cart/CartLink';
import { ContactDialog } from '../../features/cart/ContactDialog';
import { ChatButton } from '../../features/chat/ChatButton';
import { ChatPanel } from '../../features/chat/ChatPanel';
import { useSession } from '../../lib/useSession';
import { useDigitFontReady } from '../../lib/digitFont';
import { useVisitor } from '../../lib/visitor';
import { SupplierFooter } from './SupplierFooter';
import { FloatingControls } from './floating/FloatingControls';
import { ModuleServicesProvider } from '../moduleHost/ModuleServicesProvider';
import { appProductActions } from './productActions';
import { ProductActionsContext } from '../../lib/catalogueProductCard';
import { usePreparedPage } from '../moduleHost/usePreparedPage';
import { defaultRegistry } from '../../../modules/registry';
import { themeStyle } from '../moduleHost/theme';
import { PageRenderer } from '../../../modules/PageRenderer';
import { useAfterPaint } from '../../lib/useAfterPaint';
import { OverflowNav } from '../../../modules/shared/OverflowNav';
import { CompanyMark } from '../../ui/CompanyMark';

/** The layout draws the header and footer modules; the page's own are the route's. */
const LAYOUT_PARTS = ['top', 'bottom'] as const;
const menu = ['home', 'productCenter', 'newProduct', 'hotSellingArea', 'spotProduct'] as const;

export function CatalogueLayout() {
  const id = useShareCode();
  const company = useCompanyInfo(id);
  const { i18n, t } = useLingui();
  const page = usePreparedPage(company.data, defaultRegistry, LAYOUT_PARTS);
  useDocumentSeo(company.data?.shareInfo.id, company.data?.companyName);
  const hasHeader = page.top.some((m) => m.status === 'ok');
  const visitor = useVisitor();
  // What the first screen needs no sooner comes in a task after the frame's first paint. Waiting for the company's
  // answer as well drew it together with the product centre's cards: one 70 ms task (bench:web-cpu, session 29).
  const afterFirstScreen = useAfterPaint();
  // Figures are drawn only once their font is in: no box-then-digit jump (issue 26, "no layout shift").
  const digitsReady = useDigitFontReady();
  // Cart and chat follow the visitor while the catalogue is shown (the subscriptions live in src/app/visitor.ts).
  useEffect(() => visitor.follow(), [visitor]);
  const user = useSession((s) => s.user?.customerUser);
  const contactFromUser = user
    ? { contactName: user.name, company: user.companyName, phoneNumber: user.phoneNumber, email: user.email }
    : undefined;
  return (
    // The product controls (cart, favourite, chat) live with the catalogue frame, not the app shell, so the sign-in
    // page does not download them (issue 29).
    <ProductActionsContext value={appProductActions}>
      <ModuleServicesProvider productSource={company.data?.shareInfo.productSource ?? 0}>
        <div className="catalogue" style={themeStyle(company.data?.globalParam)} data-channel={page.channel}>
          <a
            className="skip-link"
            href="#main"
            onClick={(e) => {
              // Not a hash navigation: the router would take it for a new address.
              e.preventDefault();
              document.getElementById('main')?.focus();
            }}
          >
            {t`Skip to content`}
          </a>
          {id && company.isPending ? (
            // The design's header is not known yet: hold the place of the channel's usual one (the phone's is two rows
            // taller than this bar would be), the same placeholder the header module shows while its code loads. The
            // plain bar drawn meanwhile wrapped onto a third row when the chat button came and was then replaced by
            // the taller header: the page below moved twice, CLS 0.33 on a phone (issue 29).
            <div className="catalogue__top" aria-hidden="true">
              <section className="module" data-module-type="header" data-style={page.channel === 'mobile' ? 2 : 1}>
                <div className="module-placeholder" />
              </section>
            </div>
          ) : hasHeader ? (
            <div className="catalogue__top">
              <PageRenderer items={page.top} channel={page.channel} preview={page.preview} />
            </div>
          ) : (
            <header className="catalogue__bar">
              {company.data ? (
                <CompanyMark logo={company.data.companyLogo} name={company.data.companyName} height={40} width={133} />
              ) : (
                <span className="skeleton skeleton--logo-small" />
              )}
              <OverflowNav ariaLabel={i18n._(sectionNames.home)} moreLabel={t`More`}>
                {menu.map((name) => (
                  <Link
                    key={name}
                    to={`/index/${name}`}
                    search={id ? { id } : {}}
                    activeProps={{ 'aria-current': 'page' }}
                  >
                    {i18n._(sectionNames[name])}
                  </Link>
                ))}
              </OverflowNav>
              <LanguageSelect offered={company.data?.websiteLanguage} compact />
              <ChatButton />
              <CartLink />
              <AccountControl />
            </header>
          )}
          <main className="catalogue__main" id="main" tabIndex={-1}>
            {digitsReady ? <Outlet /> : <div className="catalogue__waiting skeleton" aria-busy="true" />}
          </main>
          {company.data && afterFirstScreen && (
            <>
              <SupplierFooter shareId={company.data.shareInfo.id} />
              {page.bottom.length > 0 && (
                <PageRenderer items={page.bottom} channel={page.channel} preview={page.preview} />
              )}
              <LoginDialog share={company.data.shareInfo} />
              <ContactDialog share={company.data.shareInfo} initial={contactFromUser} />
              <FloatingControls company={company.data} />
            </>
          )}
          {afterFirstScreen && (
            <>
              <ChatPanel />
              <ScannerHost />
            </>
          )}
        </div>
      </ModuleServicesProvider>
    </ProductActionsContext>
  );
}
