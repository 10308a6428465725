import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadingCounter } from '../../api/client';

/** Spec section 7: shown while any call without the no-loading flag runs. Appears after 300 ms so fast calls never flash. */
export function LoadingOverlay() {
  const busy = useSyncExternalStore(loadingCounter.subscribe, () => loadingCounter.get() > 0);
  const { t } = useLingui();
  return (
    <div className="loading-overlay" data-busy={busy} role="status" aria-live="polite" aria-hidden={!busy}>
      {busy && <span className="spinner" role="status" aria-label={t`Loading…`} />}
    </div>
  );
}
