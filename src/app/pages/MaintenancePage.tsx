import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { maintenanceQuery } from '../../lib/share';
import { cutShareCode } from '../../../protocol/shareCode';

/** /bsSystemUpdates?time=… — spec section 2: shown while the service reports an upgrade in progress. */
export function MaintenancePage() {
  const search = useSearch({ strict: false }) as { time?: string; id?: string };
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const until = search.time && !Number.isNaN(Date.parse(search.time)) ? new Date(search.time) : null;
  const when = until ? i18n.date(until, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const recheck = async () => {
    const state = await queryClient.fetchQuery({ ...maintenanceQuery, staleTime: 0 }).catch(() => null);
    if (state && state.shareUpgradeState === 0) {
      const id = cutShareCode(search.id);
      navigate({ to: '/login', search: id ? { id } : {}, replace: true });
    }
  };
  return (
    <main className="status-page">
      <svg className="status-page__art" viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="var(--theme-soft)" />
        <path
          d="M38 80l26-26m-6-14a14 14 0 0 0 18 18l10 10-8 8-10-10a14 14 0 0 0-18-18l8-8z"
          stroke="var(--theme)"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>
        <Trans>We are upgrading the system</Trans>
      </h1>
      <p>
        {when ? (
          <Trans>The catalogue will be back by {when}. Thank you for your patience.</Trans>
        ) : (
          <Trans>The catalogue will be back shortly. Thank you for your patience.</Trans>
        )}
      </p>
      <button type="button" className="button button--primary" onClick={recheck}>
        <Trans>Check again</Trans>
      </button>
    </main>
  );
}
