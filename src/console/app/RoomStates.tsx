// The two states every room shows before its content: loading, and a load that failed with a way to try again.
// One place, so every room says it alike (translated, announced, the same spinner).
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';

export function RoomLoading() {
  const { t } = useLingui();
  return (
    <div className="console-room-loading">
      <span className="spinner" aria-label={t`Loading…`} />
    </div>
  );
}

export function RoomLoadError({ title, error, onRetry }: { title: ReactNode; error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="console-message" role="alert">
      <h1>{title}</h1>
      <p>{apiErrorMessage(i18n, error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
