// Style 1: one row — logo, menu, search and the app's controls (desktop). Style 2: phone — logo and controls
// on top, search below, a scrolling menu underneath.
import type { HeaderContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import { Icon } from '../shared/icons';

export default function Header({ content }: ModuleProps<HeaderContent>) {
  const s = useModuleServices();
  const search = content.showSearch !== false && (
    <s.Link link={{ kind: 'area', area: 'productCenter' }} className="m-header__search">
      <Icon name="search" size={18} />
      <span>{s.messages.searchPlaceholder}</span>
    </s.Link>
  );
  return (
    <header className={`m-header m-header--${content.style}`}>
      <div className="m-header__row">
        {content.logo && (
          <s.Link link={{ kind: 'area', area: 'home' }} className="m-header__logo">
            <img src={content.logo} alt="" height={44} width={147} />
          </s.Link>
        )}
        {content.style === 1 && (
          <nav className="m-header__menu">
            {content.menu.map((item, i) => <s.Link key={i} link={item.link}>{s.text(item.title)}</s.Link>)}
          </nav>
        )}
        {content.style === 1 && search}
        <div className="m-header__actions"><s.HeaderActions /></div>
      </div>
      {content.style === 2 && (
        <>
          {search}
          <nav className="m-header__menu m-header__menu--scroll">
            {content.menu.map((item, i) => <s.Link key={i} link={item.link}>{s.text(item.title)}</s.Link>)}
          </nav>
        </>
      )}
    </header>
  );
}
