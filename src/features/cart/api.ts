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
export const addToCart = (productNumbers: string[]) => api.call('AddShoppingCart', { productNumberList: refs(productNumbers) });
export const removeFromCart = (productNumbers: string[]) => api.call('DelShoppingCart', { productNumberList: refs(productNumbers) });
export const cartCount = () => api.call('ShoppingCartCount', {});
export const updateLine = (body: CallTypes['UpdateShoppingCart']['request']) => api.call('UpdateShoppingCart', body);
export const saveContact = (contact: CartContact) => api.call('SaveCartContact', contact);
export const submitOrder = (body: CallTypes['SubmitOrder']['request']) => api.call('SubmitOrder', body);
export const quickOrder = (body: CallTypes['QuickOrder']['request']) => api.call('QuickOrder', body);

/** After anything changed the cart on the server: its lines (and badge) load again. */
export const cartChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: cartKeys.all });
