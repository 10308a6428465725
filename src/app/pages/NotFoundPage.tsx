// /404 (spec section 2): either a page that could not be loaded (reason=load: a chunk that failed to download,
// after a deploy or on a bad connection) or an address that leads nowhere. Each says what happened and what helps.
import { Link, useSearch } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useShareCode } from '../../lib/useShareCode';

export type StatusSearch = { id?: string; reason?: 'load'; from?: string };

/** Only an address of this site is offered again. */
const ownAddress = (from: string | undefined) =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/404') ? from : null;

export function NotFoundPage() {
  const id = useShareCode();
  const { reason, from } = useSearch({ strict: false }) as StatusSearch;
  const retry = ownAddress(from);
  const home = (
    <Link
      className={reason === 'load' ? 'button' : 'button button--primary'}
      to="/index/home"
      search={id ? { id } : {}}
    >
      <Trans>Back to the catalogue</Trans>
    </Link>
  );
  if (reason === 'load') {
    return (
      <main className="status-page">
        <p className="status-page__code" aria-hidden="true">
          !
        </p>
        <h1>
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p>
          <Trans>Part of the catalogue did not download. Check your connection and try again.</Trans>
        </p>
        <div className="status-page__actions">
          {/* A full load, not a client-side one: after a new release the old page files are gone. */}
          <button type="button" className="button button--primary" onClick={() => window.location.assign(retry ?? '/')}>
            <Trans>Try again</Trans>
          </button>
          {home}
        </div>
      </main>
    );
  }
  return (
    <main className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>This page does not exist</Trans>
      </h1>
      <p>
        <Trans>
          The address may be mistyped, or the page has moved. Everything the supplier offers is in the catalogue.
        </Trans>
      </p>
      {home}
    </main>
  );
}
