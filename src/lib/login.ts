// The login actor of the visitor system (src/lib/visitor.tsx) as the app's pages use it: the dialog's state, sign-out,
// and private-only actions. The actor itself is composed by src/app/visitor.ts.
import { useSelector } from '@xstate/react';
import type { LoginDialog, PrivateAction } from '../../machines/login';
import { api } from '../api/client';
import { session } from '../api/session';
import { useVisitor, type Visitor } from './visitor';

type LoginActor = Visitor['login'];

export const useLoginActor = () => useVisitor().login;

/** Sign-out, from the header and from My account (issue 15). The browser forgets the session at once, as it always
 *  did (the machine's LOGGED_OUT empties the store), then the server ends the token (SignOut) so it is dead
 *  everywhere, not only in this tab. The call goes out with the old token after the store has dropped it, so a
 *  refusal (the token had already expired) raises no expired-login dialog; whatever the answer, the buyer is signed
 *  out here. Resolves to whether the server confirmed; never rejects. */
export function signOut(login: LoginActor): Promise<boolean> {
  const { token } = session.get();
  login.send({ type: 'LOGGED_OUT' });
  if (!token) return Promise.resolve(false);
  return api.call('SignOut', {}, { token, noLoading: true }).then(
    () => true,
    () => false,
  );
}

/** Spec section 4, as machines/login.ts decides it: a private user's private-only action goes ahead at once; anyone
 *  else gets the private login dialog, and `proceed` runs when the machine allows it after a private login (never
 *  after a dismissal or a share login). For the links to private pages; the cart and the chat keep what they asked
 *  for in their own machines. */
export function requestPrivateAction(login: LoginActor, action: PrivateAction, proceed: () => void) {
  let done = false;
  const subscriptions: { unsubscribe(): void }[] = [];
  const stop = () => {
    done = true;
    subscriptions.forEach((s) => s.unsubscribe());
  };
  subscriptions.push(
    login.on('privateActionAllowed', (event) => {
      if (event.action !== action) return;
      stop();
      proceed();
    }),
  );
  login.send({ type: 'PRIVATE_ACTION', action });
  // Heard only from here on: this request's own PRIVATE_ACTION drops the one it replaces, not itself.
  if (!done) subscriptions.push(login.on('privateActionDropped', (event) => event.action === action && stop()));
}

type Click = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
};

/** The click of a link to a private-only page (src/lib/privatePages.ts): a visitor who is not privately signed in
 *  stays on the page they are on and gets the private login dialog; `follow` runs once they have signed in. */
export function usePrivateLinkClick() {
  const login = useLoginActor();
  return (action: PrivateAction, follow: () => void) => (event: Click) => {
    // A link opened in a new tab or window: the page itself asks for the login there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (login.getSnapshot().context.isPrivateLogin) return;
    event.preventDefault();
    requestPrivateAction(login, action, follow);
  };
}

/** The login machine as React sees it: which dialog is open, whether a call is running, the last error. */
export function useLogin() {
  return useSelector(
    useLoginActor(),
    (snapshot) => {
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
    },
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
}
