// The catalogue frame under /index: supplier header and the page outlet.
import { Link, Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useCompanyInfo } from '../queries/share';
import { useShareCode } from './useShareCode';
import { useDocumentSeo } from './useDocumentSeo';
import { LanguageSelect } from './LanguageSelect';
import { sectionNames } from './sectionNames';
import { LoginDialog } from '../entry/LoginDialog';
import { AccountControl } from './AccountControl';
import { SupplierFooter } from './SupplierFooter';

const menu = ['home', 'productCenter', 'newProduct', 'hotSellingArea', 'spotProduct'] as const;

export function IndexLayout() {
  const id = useShareCode();
  const company = useCompanyInfo(id);
  const { i18n } = useLingui();
  useDocumentSeo(company.data?.shareInfo.id, company.data?.companyName);
  return (
    <div className="catalogue">
      <header className="catalogue__bar">
        {company.data ? <img src={company.data.companyLogo} alt={company.data.companyName} height={40} width={133} /> : <span className="skeleton skeleton--logo-small" />}
        <nav aria-label={i18n._(sectionNames.home)}>
          {menu.map((name) => (
            <Link key={name} to={`/index/${name}`} search={id ? { id } : {}} activeProps={{ 'aria-current': 'page' }}>
              {i18n._(sectionNames[name])}
            </Link>
          ))}
        </nav>
        <LanguageSelect offered={company.data?.websiteLanguage} />
        <AccountControl />
      </header>
      {company.data && <LoginDialog share={company.data.shareInfo} />}
      <main className="catalogue__main">
        <Outlet />
      </main>
      {company.data && <SupplierFooter shareId={company.data.shareInfo.id} />}
    </div>
  );
}
