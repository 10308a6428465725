// The visitor's actor system (issue 22): login, cart, chat and the scanner (issue 26) composed once, with their calls injected here and
// nowhere else, wired to each other through their events, and told who the visitor is straight from the session
// store and the query cache (subscriptions, not React effects). A machine that needs the private login keeps what it
// was doing in its own context; this file only carries the login machine's answer to it. React reads the result
// through src/lib/visitor.tsx. The scanner needs no facts about the visitor: the overlay host opens the product it
// emits (features/scanner/ScannerHost.tsx), so it is only created, started and stopped here.
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { msg } from '@lingui/core/macro';
import { loginWith, type LoginCalls, type PrivateAction } from '../../machines/login';
import { cartWith, type CartCalls, type CartInput } from '../../machines/cart';
import { chatWith, type ChatCalls, type ChatInput } from '../../machines/chat';
import { scannerWith, type ScannerCalls } from '../../machines/scanner';
import type { ApiEvents } from '../api/events';
import type { SessionStore } from '../api/session';
import { noticeStore } from '../lib/notices';
import { wireChat, type PageVisibility } from '../lib/chatWiring';
import { companyInfoQuery } from '../lib/share';
import { switchedOn } from '../lib/shareSwitches';
import type { Visitor } from '../lib/visitor';
import { cartAnswered, cartChanged, cartKeys, cartQuery } from '../features/cart/api';

export interface VisitorCalls {
  login: LoginCalls;
  cart: CartCalls;
  chat: ChatCalls;
  scanner: ScannerCalls;
}

export interface VisitorDeps {
  queryClient: QueryClient;
  session: SessionStore;
  apiEvents: Pick<ApiEvents, 'subscribe'>;
  calls: VisitorCalls;
  page?: PageVisibility;
}

export type VisitorSystem = Visitor & { start(): () => void };

export function createVisitor({ queryClient, session, apiEvents, calls, page }: VisitorDeps): VisitorSystem {
  const login = createActor(loginWith(calls.login));
  const cart = createActor(cartWith(calls.cart), {
    input: { cartEnabled: false, isPrivateLogin: false, hasContact: false, inCart: [], count: 0, linesKnown: false },
  });
  const chat = createActor(chatWith(calls.chat), {
    input: { enabled: false, isPrivateLogin: false, accountKey: null, hidden: !!page?.hidden },
  });
  const scanner = createActor(scannerWith(calls.scanner));
  const askers: Partial<Record<PrivateAction, typeof cart | typeof chat>> = { cart, chat };

  login.on('loggedIn', ({ user }) => {
    session.update({ token: user.token, user, shareCode: user.shareRandomCode, companyNumber: user.companyNumber });
    // Whatever failed while signed out (401s) loads again with the new token.
    void queryClient.invalidateQueries();
    // Spec section 7: a private login's success shows loginSuccess (a registration signs in privately too).
    if (user.isPrivateLogin) noticeStore.show(msg`Login successful.`, 'success', 2500);
  });
  login.on('loggedOut', () => session.update({ token: null, user: null }));
  // The machine that asked for the private login hears whether it happened.
  login.on('privateActionAllowed', ({ action }) => askers[action]?.send({ type: 'PRIVATE_LOGIN_ALLOWED' }));
  login.on('privateActionDropped', ({ action }) => askers[action]?.send({ type: 'PRIVATE_LOGIN_DROPPED' }));

  cart.on('privateLoginNeeded', () => login.send({ type: 'PRIVATE_ACTION', action: 'cart' }));
  cart.on('added', ({ productNumber }) => {
    noticeStore.show(msg`Added to cart.`, 'success', 2000);
    cartAnswered(queryClient, 'add', productNumber);
  });
  cart.on('removed', ({ productNumber }) => {
    noticeStore.show(msg`Removed from cart.`, 'info', 2000);
    cartAnswered(queryClient, 'remove', productNumber);
  });
  cart.on('failed', ({ message }) => noticeStore.show(message, 'error'));
  chat.on('privateLoginNeeded', () => login.send({ type: 'PRIVATE_ACTION', action: 'chat' }));

  // Who the visitor is, read where it is kept: the share's switches (openUserList has 2 and globalParam.isCart for
  // the cart, globalParam.isChat for the chat), the private login, and the server's cart.
  const company = new QueryObserver(queryClient, { ...companyInfoQuery(''), enabled: false });
  const lines = new QueryObserver(queryClient, { ...cartQuery, enabled: false });
  let watched = { shareCode: '', cart: false };
  let told = { cart: '', chat: '' };

  function cartFacts(cartEnabled: boolean, isPrivateLogin: boolean): CartInput {
    const none = { cartEnabled, isPrivateLogin, hasContact: false, inCart: [], count: 0, linesKnown: false };
    const data = lines.getCurrentResult().data;
    if (!cartEnabled || !isPrivateLogin || !data) return none;
    // Lines marked stale by our own add (cartAnswered) or being fetched again: the machine's own view is newer.
    if (queryClient.getQueryState(cartKeys.lines)?.isInvalidated) {
      const { hasContact, inCart, count, linesKnown } = cart.getSnapshot().context;
      return { cartEnabled, isPrivateLogin, hasContact, inCart, count, linesKnown };
    }
    const inCart = data.items.map((l) => l.product.productNumber);
    return { cartEnabled, isPrivateLogin, hasContact: !!data.contact, inCart, count: inCart.length, linesKnown: true };
  }

  function tell() {
    const { shareCode, user, token } = session.get();
    const isPrivateLogin = !!user?.isPrivateLogin;
    if (watched.shareCode !== (shareCode ?? '')) {
      watched = { ...watched, shareCode: shareCode ?? '' };
      company.setOptions({ ...companyInfoQuery(shareCode ?? ''), enabled: !!shareCode });
    }
    const info = company.getCurrentResult().data;
    const cartEnabled = !!user?.shareInfo.openUserList?.includes(2) && switchedOn(info?.globalParam, 'isCart');
    if (watched.cart !== (cartEnabled && isPrivateLogin)) {
      watched = { ...watched, cart: cartEnabled && isPrivateLogin };
      lines.setOptions({ ...cartQuery, enabled: cartEnabled && isPrivateLogin });
    }

    const cartNow = cartFacts(cartEnabled, isPrivateLogin);
    // A new sign-in (another account, or the same one again) starts from the server's copy of the conversation.
    const chatNow: ChatInput = {
      enabled: !!info && switchedOn(info.globalParam, 'isChat'),
      isPrivateLogin,
      accountKey: isPrivateLogin ? token : null,
      hidden: !!page?.hidden,
    };
    const keys = { cart: JSON.stringify(cartNow), chat: JSON.stringify({ ...chatNow, hidden: null }) };
    if (keys.cart !== told.cart) cart.send({ type: 'SESSION_CHANGED', ...cartNow });
    if (keys.chat !== told.chat) chat.send({ type: 'SESSION_CHANGED', ...chatNow });
    told = keys;
  }

  const cartChangedElsewhere = () => void cartChanged(queryClient);

  /** The catalogue frame is on screen: the cart and the chat follow who the visitor is until the returned function
   *  is called. Outside it (the sign-in page, the console) nothing is fetched or polled for them, as before; a dead
   *  token is found by the frame's first calls, after the navigation rules have let the page open. */
  function follow() {
    const stops = [company.subscribe(tell), lines.subscribe(tell)];
    tell();
    return () => stops.forEach((stop) => stop());
  }

  function start() {
    login.start();
    cart.start();
    chat.start();
    scanner.start();
    const stops = [
      // The cart and chat hear each change of the session (a sign-in, another share's link) before the next page
      // draws. Telling them fetches nothing: the company's and the cart's observers ask only once follow() listens.
      session.subscribe(tell),
      wireChat(chat, page),
      apiEvents.subscribe((event) => {
        if (event !== 'expired') return;
        // The token is dead: forget it and the user info, keep the share so the private login can reopen it.
        session.update({ token: null, user: null });
        login.send({ type: 'SESSION_EXPIRED' });
      }),
    ];
    const { user, token } = session.get();
    if (user && token) login.send({ type: 'RESTORED', user });
    // The cart and chat know the stored session's facts before the first page draws: a detail page's "Add to cart"
    // drawn a frame late pushed the buttons beside it (issue 29, CLS).
    tell();
    return () => {
      stops.forEach((stop) => stop());
      [login, cart, chat, scanner].forEach((actor) => actor.stop());
    };
  }

  return { login, cart, chat, scanner, cartChanged: cartChangedElsewhere, follow, start };
}
