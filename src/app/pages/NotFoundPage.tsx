import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useShareCode } from '../../lib/useShareCode';

export function NotFoundPage() {
  const id = useShareCode();
  return (
    <main className="status-page">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1><Trans>This page could not be loaded</Trans></h1>
      <p><Trans>The page does not exist or could not be downloaded. Check your connection and try again.</Trans></p>
      <Link className="button button--primary" to="/login" search={id ? { id } : {}}>
        <Trans>Back to the catalogue</Trans>
      </Link>
    </main>
  );
}
