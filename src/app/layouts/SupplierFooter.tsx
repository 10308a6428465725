// The supplier's contact details under every catalogue page, in the buyer's language (GetCompanyContactInfoByAPP).
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { contactInfoQuery } from '../../lib/share';
import { contactFor } from '../../lib/contactFor';
import { ContactEmail, ContactPhone } from '../../lib/contactLinks';

export function SupplierFooter({ shareId }: { shareId: number }) {
  const { i18n } = useLingui();
  const { data } = useQuery(contactInfoQuery(shareId));
  const contact = data ? contactFor(data.contactInfoList, i18n.locale) : undefined;
  if (!contact) return <footer className="supplier-footer" aria-busy="true" />;
  return (
    <footer className="supplier-footer">
      <strong dir="auto">{contact.companyName}</strong>
      <dl>
        <div>
          <dt>
            <Trans>Contact</Trans>
          </dt>
          <dd dir="auto">{contact.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Telephone</Trans>
          </dt>
          <dd>
            <ContactPhone value={contact.telephone} linked={!!data?.shareInfo.isLinkPhone} />
          </dd>
        </div>
        {contact.email && (
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>
              <ContactEmail value={contact.email} linked={!!data?.shareInfo.isLinkEmail} />
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
      </dl>
    </footer>
  );
}
