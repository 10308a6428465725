// The account page's settings: language, the catalogue's link, the supplier's currency.
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSelect } from '../../lib/LanguageSelect';
import { noticeStore } from '../../lib/notices';
import { shareLink, useCompanyInfo } from '../../lib/share';
import { Icon } from './icons';
import { SECTIONS } from './sections';

export function SettingsCard({ id, currency }: { id: string; currency: string }) {
  const { t } = useLingui();
  const company = useCompanyInfo(id);
  const link = shareLink(id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      noticeStore.show(t`Link copied.`, 'success');
    } catch {
      noticeStore.show(t`The link could not be copied; select it and copy it yourself.`, 'error', 5000);
    }
  };
  return (
    <section
      className="account-card"
      id={SECTIONS.settings}
      aria-labelledby={`${SECTIONS.settings}-title`}
      tabIndex={-1}
    >
      <header className="account-card__head">
        <h2 id={`${SECTIONS.settings}-title`}>
          <Trans>Settings</Trans>
        </h2>
      </header>
      <div className="account-settings">
        <div className="account-settings__row" id={SECTIONS.language} tabIndex={-1}>
          <div>
            <h3>
              <Trans>Language</Trans>
            </h3>
            <p>
              <Trans>The language of the catalogue, product names and messages on this device.</Trans>
            </p>
          </div>
          <LanguageSelect offered={company.data?.websiteLanguage} className="account-settings__language" />
        </div>
        <div className="account-settings__row">
          <div>
            <h3>
              <Trans>Catalogue link</Trans>
            </h3>
            <p>
              <Trans>Open this catalogue on another device, or keep it as a bookmark.</Trans>
            </p>
            <p className="account-settings__link">
              <bdi dir="ltr">{link}</bdi>
            </p>
          </div>
          <button type="button" className="button button--small" onClick={() => void copy()}>
            <Icon name="copy" />
            <Trans>Copy link</Trans>
          </button>
        </div>
        <div className="account-settings__row">
          <div>
            <h3>
              <Trans>Currency</Trans>
            </h3>
            <p>
              <Trans>Prices in this catalogue are quoted by the supplier in this currency.</Trans>
            </p>
          </div>
          <span className="account-settings__value" dir="ltr">
            {currency}
          </span>
        </div>
      </div>
    </section>
  );
}
