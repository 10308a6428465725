import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { api } from '../api/client';
import { apiErrorMessage } from '../api/errorMessages';
import { noticeStore } from '../shell/notices';

/** Add to or remove from favourites (spec: favourites can be added or cancelled). */
export function FavouriteButton({ productNumber, initial }: { productNumber: string; initial: boolean }) {
  const [collected, setCollected] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  async function toggle() {
    setBusy(true);
    try {
      if (collected) await api.call('CancelCollect', { productNumbers: [productNumber] });
      else await api.call('AddCollect', { productNumber });
      setCollected(!collected);
      noticeStore.show(collected ? msg`Removed from favourites.` : msg`Added to favourites.`, 'success', 2000);
      void queryClient.invalidateQueries({ queryKey: ['visitorList', 'collect'] });
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button favourite" aria-pressed={collected} disabled={busy} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill={collected ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" /></svg>
      {collected ? <Trans>In favourites</Trans> : <Trans>Add to favourites</Trans>}
    </button>
  );
}
