// The frame of a catalogue page whose content arrives with its own issue (catalogue, cart, orders, account).
import { useRouterState, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { sectionNames } from '../../lib/sectionNames';
import { useShareCode } from '../../lib/useShareCode';

export function SectionPage() {
  const { i18n } = useLingui();
  const id = useShareCode();
  const section = useRouterState({ select: (s) => s.location.pathname.split('/').filter(Boolean).pop() ?? 'home' });
  const name = sectionNames[section] ? i18n._(sectionNames[section]) : section;
  return (
    <section className="section-page" aria-labelledby="section-title">
      <h1 id="section-title">{name}</h1>
      <div className="empty-state">
        <p><Trans>This part of the catalogue is being prepared by the supplier.</Trans></p>
        <Link className="button" to="/login" search={id ? { id } : {}}>
          <Trans>Back to the start page</Trans>
        </Link>
      </div>
    </section>
  );
}
