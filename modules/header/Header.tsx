// Style 1: one row — logo, menu, search and the app's controls (desktop). Style 2: phone — logo and controls
// on top, search below, the menu underneath. The search suggests as the buyer types (HeaderSearch.tsx) when the host
// offers it, else it is a link to the product centre. Menu entries that do not fit go into a "More" list.
import type { HeaderContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import { Icon } from '../shared/icons';
import { OverflowNav } from '../shared/OverflowNav';
// Before HeaderSearch's own sheet, which refines the search box.
import './header.css';
import { HeaderSearch } from './HeaderSearch';

export default function Header({ content }: ModuleProps<HeaderContent>) {
  const s = useModuleServices();
  // Menu entries that do not fit go into "More" (modules/shared/OverflowNav.tsx), in both styles.
  const menu = (className: string) => (
    <OverflowNav className={className} moreLabel={s.messages.more}>
      {content.menu.map((item, i) => (
        <s.Link key={i} link={item.link}>
          {s.text(item.title)}
        </s.Link>
      ))}
    </OverflowNav>
  );
  const search =
    content.showSearch !== false &&
    (s.search ? (
      <HeaderSearch
        search={s.search}
        scan={s.scan}
        placeholder={s.messages.searchPlaceholder}
        className="m-header__search"
      />
    ) : (
      <s.Link link={{ kind: 'area', area: 'productCenter' }} className="m-header__search">
        <Icon name="search" size={18} />
        <span>{s.messages.searchPlaceholder}</span>
      </s.Link>
    ));
  return (
    <header className={`m-header m-header--${content.style}`}>
      <div className="m-header__row">
        {content.logo && (
          <s.Link link={{ kind: 'area', area: 'home' }} className="m-header__logo" ariaLabel={s.messages.home}>
            <img src={content.logo} alt="" height={44} width={147} />
          </s.Link>
        )}
        {content.style === 1 && menu('m-header__menu')}
        {content.style === 1 && search}
        <div className="m-header__actions">
          <s.HeaderActions />
        </div>
      </div>
      {content.style === 2 && (
        <>
          {search}
          {menu('m-header__menu m-header__menu--row')}
        </>
      )}
    </header>
  );
}
