// Orders change the cart too (reorder): the cart's own queries live in features/cart, which features/orders may not
// import, so the change is said here and the cart listens (features/cart/api.ts registers the listener).
import type { QueryClient } from '@tanstack/react-query';

let listener: (queryClient: QueryClient) => void = () => {};
export const onCartChanged = (fn: (queryClient: QueryClient) => void) => {
  listener = fn;
};
export const notifyCartChanged = (queryClient: QueryClient) => listener(queryClient);
