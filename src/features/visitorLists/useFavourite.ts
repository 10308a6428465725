// One favourite state for every place a product shows (cards in any list, the detail page): the set of this
// visitor's favourite numbers is fetched once per session and changed in place, so a heart toggled on a card is
// already toggled on the detail page and in every other list, with no list refetched.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { addFavourite, favouriteNumbersQuery, favouritesChanged, removeFavourites } from './api';

/** `fallback` is what the page already knows (the detail's isCollected) until the set has loaded. */
export function useFavourite(productNumber: string, fallback = false) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const numbers = useQuery(favouriteNumbersQuery);
  const [busy, setBusy] = useState(false);
  const collected = numbers.data ? numbers.data.has(productNumber) : fallback;

  const write = (on: boolean) =>
    queryClient.setQueryData(favouriteNumbersQuery.queryKey, (set) => {
      const next = new Set(set);
      if (on) next.add(productNumber);
      else next.delete(productNumber);
      return next;
    });

  async function toggle() {
    if (busy) return;
    const adding = !collected;
    setBusy(true);
    write(adding);
    try {
      if (adding) await addFavourite(productNumber);
      else await removeFavourites([productNumber]);
      noticeStore.show(adding ? msg`Added to favourites.` : msg`Removed from favourites.`, 'success', 2000);
      // Toggled before the set had loaded: the set written above holds this product only, so fetch the real one.
      void favouritesChanged(queryClient, { numbers: !numbers.data });
    } catch (error) {
      write(!adding);
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return { collected, busy, toggle };
}
