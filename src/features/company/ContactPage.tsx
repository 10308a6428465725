// /contact (spec section 2): the supplier's contact details in the buyer's language (contactInfoList), phone and
// email as links only where the share allows (isLinkPhone, isLinkEmail); about us (the company introduction and its
// pictures); the companion app (platformList 2: store links and their QR codes). The account page and the floating
// controls link here; #about and #app open their part.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { contactInfoQuery, useCompanyInfo } from '../../lib/share';
import { useShareCode } from '../../lib/useShareCode';
import { contactFor } from '../../lib/contactFor';
import { ContactEmail, ContactPhone } from '../../lib/contactLinks';
import { appLinks, type AppLink } from '../../lib/appDownload';
import './company.css';

const storeName = (platform: AppLink['platform']) => (platform === 'ios' ? 'App Store' : 'Google Play');

export function ContactPage() {
  const { i18n, t } = useLingui();
  const id = useShareCode();
  const company = useCompanyInfo(id);
  const shareId = company.data?.shareInfo.id;
  const info = useQuery({ ...contactInfoQuery(shareId ?? 0), enabled: !!shareId });
  const contact = info.data ? contactFor(info.data.contactInfoList, i18n.locale) : undefined;
  const share = info.data?.shareInfo;
  const customer = info.data?.customerInfo;
  const links = appLinks(share);
  const paragraphs = (contact?.aboutUs ?? '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pictures = customer?.aboutPictures ?? [];

  // Opened as /contact#about or #app: the part is below the fold once the data has arrived.
  useEffect(() => {
    if (!info.data || !location.hash) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [info.data]);

  if (info.isError) {
    return (
      <section className="company-page">
        <div className="empty-state" role="alert">
          <p>
            <Trans>The supplier's contact details could not be loaded. Please try again.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void info.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </section>
    );
  }
  if (!info.data || !contact)
    return (
      <section className="company-page" aria-busy="true">
        <div className="company-page__skeleton skeleton" />
      </section>
    );

  return (
    <section className="company-page" aria-labelledby="contact-title">
      <header className="company-page__head">
        {customer?.companyLogo && <img src={customer.companyLogo} alt="" width={120} height={40} />}
        <div>
          <h1 id="contact-title">
            <Trans>Contact us</Trans>
          </h1>
          <p className="company-page__name" dir="auto">
            {contact.companyName}
          </p>
        </div>
        <nav className="company-page__jump" aria-label={t`On this page`}>
          {paragraphs.length > 0 && (
            <a href="#about">
              <Trans>About us</Trans>
            </a>
          )}
          {links.length > 0 && (
            <a href="#app">
              <Trans>Our app</Trans>
            </a>
          )}
        </nav>
      </header>

      <div className="company-page__grid">
        <div className="company-page__side">
          <article className="company-card" aria-labelledby="contact-details">
            <h2 id="contact-details">
              <Trans>Contact details</Trans>
            </h2>
            <dl className="company-card__list">
              {contact.name && (
                <div>
                  <dt>
                    <Trans>Contact</Trans>
                  </dt>
                  <dd dir="auto">{contact.name}</dd>
                </div>
              )}
              {contact.telephone && (
                <div>
                  <dt>
                    <Trans>Telephone</Trans>
                  </dt>
                  <dd>
                    <ContactPhone value={contact.telephone} linked={!!share?.isLinkPhone} />
                  </dd>
                </div>
              )}
              {contact.mobile && (
                <div>
                  <dt>
                    <Trans>Mobile</Trans>
                  </dt>
                  <dd>
                    <ContactPhone value={contact.mobile} linked={!!share?.isLinkPhone} />
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt>
                    <Trans>Email</Trans>
                  </dt>
                  <dd>
                    <ContactEmail value={contact.email} linked={!!share?.isLinkEmail} />
                  </dd>
                </div>
              )}
              {contact.address && (
                <div>
                  <dt>
                    <Trans>Address</Trans>
                  </dt>
                  <dd dir="auto">{contact.address}</dd>
                </div>
              )}
              {customer?.website && /^https?:\/\//.test(customer.website) && (
                <div>
                  <dt>
                    <Trans>Website</Trans>
                  </dt>
                  <dd>
                    <a href={customer.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                      {customer.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </article>

          {links.length > 0 && (
            <article className="company-card" id="app" aria-labelledby="app-title">
              <h2 id="app-title">
                <Trans>Our app</Trans>
              </h2>
              <p className="company-card__hint">
                <Trans>
                  Browse the catalogue on your phone: scan a code with the phone's camera, or open the store.
                </Trans>
              </p>
              <ul className="app-links">
                {links.map((link) => (
                  <li key={link.platform}>
                    <QRCodeSVG
                      value={link.url}
                      size={112}
                      marginSize={1}
                      title={t`QR code for ${storeName(link.platform)}`}
                    />
                    <a className="button app-links__store" href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.logo && <img src={link.logo} alt="" width={20} height={20} />}
                      {storeName(link.platform)}
                    </a>
                  </li>
                ))}
              </ul>
            </article>
          )}
        </div>

        {paragraphs.length > 0 && (
          <article className="company-card company-card--about" id="about" aria-labelledby="about-title">
            <h2 id="about-title">
              <Trans>About us</Trans>
            </h2>
            {paragraphs.map((p, i) => (
              <p key={i} dir="auto">
                {p}
              </p>
            ))}
            {pictures.length > 0 && (
              <ul className="about-pictures">
                {pictures.map((src, i) => (
                  <li key={src}>
                    <img
                      src={src}
                      alt={t`${contact.companyName}, picture ${i + 1} of ${pictures.length}`}
                      loading="lazy"
                      width={400}
                      height={250}
                    />
                  </li>
                ))}
              </ul>
            )}
          </article>
        )}
      </div>
    </section>
  );
}
