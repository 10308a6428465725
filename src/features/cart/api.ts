// The cart (spec sections 4, 5, 7) and quick order: calls and queries, the only place the cart's keys exist.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { CallTypes, CartContact } from '../../../schemas/api/types.gen';

export const cartKeys = {
  all: ['cart'] as const,
  lines: ['cart', 'lines'] as const,
};

/** The cart's lines, totals and the contact given before the first add. */
export const cartQuery = queryOptions({
  queryKey: cartKeys.lines,
  queryFn: () => api.call('GetShoppingCart', {}),
  staleTime: 30_000,
});

const refs = (productNumbers: string[]) => productNumbers.map((productNumber) => ({ productNumber }));
export const addToCart = (productNumbers: string[]) =>
  api.call('AddShoppingCart', { productNumberList: refs(productNumbers) });
export const removeFromCart = (productNumbers: string[]) =>
  api.call('DelShoppingCart', { productNumberList: refs(productNumbers) });
/** The totals of the lines a buyer selected, at the cartons typed: summed by the server, since the browser only
 *  holds the session's scrambled digits (issue 26). Kept while the next selection's totals load. */
export const selectionTotalsQuery = (lines: CallTypes['CartTotals']['request']['lines']) =>
  queryOptions({
    queryKey: [...cartKeys.all, 'totals', lines] as const,
    queryFn: () => api.call('CartTotals', { lines }),
    placeholderData: (previous) => previous,
  });
export const updateLine = (body: CallTypes['UpdateShoppingCart']['request']) => api.call('UpdateShoppingCart', body);
export const saveContact = (contact: CartContact) => api.call('SaveCartContact', contact);
export const submitOrder = (body: CallTypes['SubmitOrder']['request']) => api.call('SubmitOrder', body);
export const quickOrder = (body: CallTypes['QuickOrder']['request']) => api.call('QuickOrder', body);

/** After anything changed the cart on the server: its lines (and badge) load again. */
export const cartChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: cartKeys.all });

/** A toggle's answer is applied, not fetched again (issue 22: one toggle, one request). A removed product's line
 *  leaves the cached cart; an added product's line is not in the answer. Either way the cached lines (and their
 *  totals, which only the server can sum: the browser holds scrambled digits, issue 26) are marked stale and load
 *  when the cart page next shows them. */
export function cartAnswered(queryClient: QueryClient, op: 'add' | 'remove', productNumber: string) {
  if (op === 'add' || queryClient.getQueryState(cartKeys.lines)?.isInvalidated) {
    return void queryClient.invalidateQueries({ queryKey: cartKeys.lines, refetchType: 'none' });
  }
  queryClient.setQueryData(cartQuery.queryKey, (cart) => {
    if (!cart) return cart;
    return { ...cart, items: cart.items.filter((l) => l.product.productNumber !== productNumber) };
  });
  void queryClient.invalidateQueries({ queryKey: cartKeys.lines, refetchType: 'none' });
}
