// The one login actor of the app (machines/login.ts), started by the app with the entry calls and wired to the
// session store, the query cache and the client core's expired event. Nothing happens at import time.
import { createActor, fromPromise, type Actor } from 'xstate';
import { useSelector } from '@xstate/react';
import type { QueryClient } from '@tanstack/react-query';
import { loginMachine, type LoginDialog, type PrivateAction, type PrivateLoginInput, type RegisterInput, type ShareLoginInput } from '../../machines/login';
import type { LoginResult } from '../../schemas/api/types.gen';
import { api, apiEvents } from '../api/client';
import { session } from '../api/session';

export interface LoginCalls {
  shareLogin: (form: ShareLoginInput) => Promise<LoginResult>;
  privateLogin: (form: PrivateLoginInput) => Promise<LoginResult>;
  register: (form: RegisterInput) => Promise<LoginResult>;
}

const createLoginActor = (calls: LoginCalls) =>
  createActor(
    loginMachine.provide({
      actors: {
        shareLogin: fromPromise(({ input }) => calls.shareLogin(input)),
        privateLogin: fromPromise(({ input }) => calls.privateLogin(input)),
        register: fromPromise(({ input }) => calls.register(input)),
      },
    }),
  );
export type LoginActor = ReturnType<typeof createLoginActor>;

let actor: LoginActor | null = null;
let stopListening = () => {};

/** The started actor; the app starts it before the first render. */
export function loginActor(): LoginActor {
  if (!actor) throw new Error('startLogin() has not run.');
  return actor;
}

export function startLogin(calls: LoginCalls, queryClient: QueryClient): LoginActor {
  actor?.stop();
  stopListening();
  const started = createLoginActor(calls);
  started.on('loggedIn', ({ user }) => {
    session.update({ token: user.token, user, shareCode: user.shareRandomCode, companyNumber: user.companyNumber });
    // Whatever failed while signed out (401s) loads again with the new token.
    void queryClient.invalidateQueries();
  });
  started.on('loggedOut', () => session.update({ token: null, user: null }));
  stopListening = apiEvents.subscribe((event) => {
    if (event !== 'expired') return;
    // The token is dead: forget it and the user info, keep the share so the private login can reopen it.
    session.update({ token: null, user: null });
    started.send({ type: 'SESSION_EXPIRED' });
  });
  started.start();
  const { user, token } = session.get();
  if (user && token) started.send({ type: 'RESTORED', user });
  actor = started;
  return started;
}

export const sendLogin = (event: Parameters<Actor<typeof loginMachine>['send']>[0]) => loginActor().send(event);

/** Sign-out, from the header and from My account (issue 15). The browser forgets the session at once, as it always
 *  did (the machine's LOGGED_OUT empties the store), then the server ends the token (SignOut) so it is dead
 *  everywhere, not only in this tab. The call goes out with the old token after the store has dropped it, so a
 *  refusal (the token had already expired) raises no expired-login dialog; whatever the answer, the buyer is signed
 *  out here. Resolves to whether the server confirmed; never rejects. */
export function signOut(): Promise<boolean> {
  const { token } = session.get();
  sendLogin({ type: 'LOGGED_OUT' });
  if (!token) return Promise.resolve(false);
  return api.call('SignOut', {}, { token, noLoading: true }).then(() => true, () => false);
}

let stopWaiting = () => {};

/** Spec section 4, as machines/login.ts decides it: a private user's private-only action goes ahead at once; anyone
 *  else gets the private login dialog, and the action goes ahead when the machine allows it after a private login
 *  (never after a dismissal or a share login). For event handlers; a newer request replaces one still waiting. */
export function requestPrivateAction(action: PrivateAction, proceed: () => void) {
  const login = loginActor();
  stopWaiting();
  const allowed = login.on('privateActionAllowed', (event) => {
    if (event.action !== action) return;
    stopWaiting();
    proceed();
  });
  stopWaiting = () => {
    allowed.unsubscribe();
    stopWaiting = () => {};
  };
  login.send({ type: 'PRIVATE_ACTION', action });
}

type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void };

/** The click of a link to a private-only page (src/lib/privatePages.ts): a visitor who is not privately signed in
 *  stays on the page they are on and gets the private login dialog; `follow` runs once they have signed in. */
export const privateLinkClick = (action: PrivateAction, follow: () => void) => (event: Click) => {
  // A link opened in a new tab or window: the page itself asks for the login there.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (loginActor().getSnapshot().context.isPrivateLogin) return;
  event.preventDefault();
  requestPrivateAction(action, follow);
};

/** The login machine as React sees it: which dialog is open, whether a call is running, the last error. */
export function useLogin() {
  return useSelector(loginActor(), (snapshot) => {
    const value = snapshot.value as { session: string; dialog: string | Record<string, string> };
    const dialog = typeof value.dialog === 'string' ? null : (Object.keys(value.dialog)[0] as LoginDialog);
    const step = typeof value.dialog === 'string' ? null : Object.values(value.dialog)[0];
    return {
      session: value.session as 'notLoggedIn' | 'shareLoggedIn' | 'privateLoggedIn' | 'expired',
      dialog,
      submitting: !!step?.startsWith('submitting'),
      error: snapshot.context.error,
      notice: snapshot.context.notice,
      user: snapshot.context.user,
      isPrivateLogin: snapshot.context.isPrivateLogin,
    };
  }, (a, b) => JSON.stringify(a) === JSON.stringify(b));
}
