// The one cart actor of the app (machines/cart.ts), started by the app with the cart calls, kept in step with the
// login and the server's cart by useCartSync (mounted once by the catalogue frame), and heard by notices.
import { createActor, fromPromise, type Actor } from 'xstate';
import { useSelector } from '@xstate/react';
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { cartMachine, type CartContext, type CartEvent } from '../../../machines/cart';
import { apiErrorMessage } from '../../api/errorMessages';
import { i18n } from '../../lib/i18n';
import { noticeStore } from '../../lib/notices';
import { requestPrivateAction } from '../../lib/login';
import { onCartChanged } from '../../lib/cartSignal';
import { addToCart, cartChanged, removeFromCart, saveContact } from './api';

/** The server's refusal, already in the buyer's words (spec: cart failures show the server msg). */
const worded = <T,>(promise: Promise<T>) => promise.catch((error: unknown) => Promise.reject(new Error(apiErrorMessage(i18n, error))));

const createCartActor = () =>
  createActor(
    cartMachine.provide({
      actors: {
        add: fromPromise(({ input }) => worded(addToCart([input.productNumber]))),
        remove: fromPromise(({ input }) => worded(removeFromCart([input.productNumber]))),
        saveContact: fromPromise(({ input }) => worded(saveContact(input))),
      },
    }),
    { input: { cartEnabled: false, isPrivateLogin: false, hasContact: false, inCart: [], count: 0 } },
  );
type CartActor = ReturnType<typeof createCartActor>;

let actor: CartActor | null = null;
/** A product the buyer tried to add before signing in privately: added once the cart is theirs. */
let addAfterLogin: string | null = null;

export function cartActor(): CartActor {
  if (!actor) throw new Error('startCart() has not run.');
  return actor;
}

export function startCart(queryClient: QueryClient): CartActor {
  actor?.stop();
  const started = createCartActor();
  let last: string | null = null;
  started.on('added', () => {
    noticeStore.show(msg`Added to cart.`, 'success', 2000);
    void cartChanged(queryClient);
  });
  started.on('removed', () => {
    noticeStore.show(msg`Removed from cart.`, 'info', 2000);
    void cartChanged(queryClient);
  });
  started.on('failed', ({ message }) => noticeStore.show(message, 'error'));
  started.on('privateLoginNeeded', () => {
    const wanted = last;
    requestPrivateAction('cart', () => {
      addAfterLogin = wanted;
    });
  });
  const send = started.send.bind(started);
  // Remember which product asked, for the add after a private login (the machine's event carries no product).
  started.send = ((event: CartEvent) => {
    if (event.type === 'TOGGLE' || event.type === 'ADD') last = event.productNumber;
    send(event);
  }) as typeof started.send;
  // Reorder (features/orders) changes the cart: its lines and badge load again.
  onCartChanged((client) => void cartChanged(client));
  started.start();
  actor = started;
  return started;
}

export const sendCart = (event: Parameters<Actor<typeof cartMachine>['send']>[0]) => cartActor().send(event);

/** Called by useCartSync when the cart has become the buyer's: the product they wanted goes in now. */
export function takeAddAfterLogin() {
  const wanted = addAfterLogin;
  addAfterLogin = null;
  return wanted;
}

export const useCart = <T,>(select: (context: CartContext & { state: string }) => T) =>
  useSelector(cartActor(), (snapshot) => select({ ...snapshot.context, state: String(snapshot.value) }));
