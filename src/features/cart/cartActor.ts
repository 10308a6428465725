// The cart of the visitor system (src/lib/visitor.tsx): the calls src/app/visitor.ts injects into machines/cart.ts,
// and the hooks components read and drive it with.
import { useSelector } from '@xstate/react';
import type { CartCalls, CartContext, CartEvent } from '../../../machines/cart';
import { apiErrorMessage } from '../../api/errorMessages';
import { i18n } from '../../lib/i18n';
import { useVisitor } from '../../lib/visitor';
import { addToCart, removeFromCart, saveContact } from './api';

/** The server's refusal, already in the buyer's words (spec: cart failures show the server msg). */
const worded = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => Promise.reject(new Error(apiErrorMessage(i18n, error))));

export const cartCalls: CartCalls = {
  add: (productNumber) => worded(addToCart([productNumber])),
  remove: (productNumber) => worded(removeFromCart([productNumber])),
  saveContact: (contact) => worded(saveContact(contact)),
};

export function useSendCart() {
  const { cart } = useVisitor();
  return (event: CartEvent) => cart.send(event);
}

export const useCart = <T>(select: (context: CartContext & { state: string }) => T) =>
  useSelector(useVisitor().cart, (snapshot) => select({ ...snapshot.context, state: String(snapshot.value) }));
