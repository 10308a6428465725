import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../../api/errorMessages';
import { deleteProducts, updateProducts } from '../api';

export type Notice = { tone: 'ok' | 'error'; text: string };
export type BulkChange = { onShelf?: boolean; flags?: Record<string, boolean>; categoryNumber?: string } | 'delete';

/** A change to every selected product in one call; the index then says how many changed, or why none did. */
export function useBulkActions(
  selected: ReadonlySet<string>,
  clearSelection: () => void,
  setNotice: (notice: Notice | null) => void,
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);

  async function bulk(change: BulkChange) {
    const numbers = [...selected];
    setWorking(true);
    setNotice(null);
    try {
      if (change === 'delete') {
        const { deleted } = await deleteProducts(queryClient, numbers);
        setNotice({
          tone: 'ok',
          text: i18n._(msg`${plural(deleted, { one: '# product deleted.', other: '# products deleted.' })}`),
        });
      } else {
        const { changed } = await updateProducts(queryClient, { productNumbers: numbers, ...change });
        setNotice({
          tone: 'ok',
          text: i18n._(msg`${plural(changed, { one: '# product changed.', other: '# products changed.' })}`),
        });
      }
      clearSelection();
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(i18n, error) });
    } finally {
      setWorking(false);
    }
  }

  return { working, bulk };
}
