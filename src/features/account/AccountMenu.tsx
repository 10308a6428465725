// The account page's menu (spec section 2): its own sections, favourites, browsing history, contact us, log out.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteLanguages } from '../../../protocol/languages';
import { listCountsQuery } from './api';
import { Icon, type IconName } from './icons';
import { jumpTo, SECTIONS } from './sections';

export function AccountMenu({ id, onLogOut }: { id: string; onLogOut: () => void }) {
  const { t, i18n } = useLingui();
  const counts = useQuery(listCountsQuery);
  const language = siteLanguages.find((l) => l.parameter === i18n.locale)?.name ?? i18n.locale;
  const count = (n: number | undefined) =>
    n === undefined ? null : <span className="account-menu__value">{n.toLocaleString(i18n.locale)}</span>;
  return (
    <nav className="account-card account-menu" aria-label={t`My account`}>
      <ul>
        <MenuRow
          icon="person"
          label={<Trans>Basic information</Trans>}
          href={`#${SECTIONS.basic}`}
          onClick={jumpTo(SECTIONS.basic)}
        />
        <li>
          <Link className="account-menu__row" to="/collect" search={{ id }}>
            <Icon name="heart" />
            <span className="account-menu__label">
              <Trans>Favourites</Trans>
            </span>
            {count(counts.data?.favourites)}
            <Icon name="chevron" />
          </Link>
        </li>
        <li>
          <Link className="account-menu__row" to="/browse" search={{ id }}>
            <Icon name="clock" />
            <span className="account-menu__label">
              <Trans>Browsing history</Trans>
            </span>
            {count(counts.data?.history)}
            <Icon name="chevron" />
          </Link>
        </li>
        <li>
          <Link className="account-menu__row" to="/contact" search={{ id }}>
            <Icon name="chat" />
            <span className="account-menu__label">
              <Trans>Contact us</Trans>
            </span>
            <Icon name="chevron" />
          </Link>
        </li>
        <MenuRow
          icon="settings"
          label={<Trans>Settings</Trans>}
          href={`#${SECTIONS.settings}`}
          onClick={jumpTo(SECTIONS.settings)}
        />
        <MenuRow
          icon="globe"
          label={<Trans>Language</Trans>}
          value={language}
          href={`#${SECTIONS.language}`}
          onClick={jumpTo(SECTIONS.language)}
        />
        <li>
          <button type="button" className="account-menu__row account-menu__row--danger" onClick={onLogOut}>
            <Icon name="logout" />
            <span className="account-menu__label">
              <Trans>Log out</Trans>
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function MenuRow({
  icon,
  label,
  value,
  href,
  onClick,
}: {
  icon: IconName;
  label: ReactNode;
  value?: string;
  href: string;
  onClick: (e: React.MouseEvent) => void;
}) {
  return (
    <li>
      <a className="account-menu__row" href={href} onClick={onClick}>
        <Icon name={icon} />
        <span className="account-menu__label">{label}</span>
        {value && <span className="account-menu__value">{value}</span>}
        <Icon name="chevron" />
      </a>
    </li>
  );
}
