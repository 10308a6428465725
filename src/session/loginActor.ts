// The one login actor of the app (machines/login.ts with the real calls), wired to the token, the stored
// session and the client core's expired event.
import { createActor } from 'xstate';
import { loginMachine } from '../../machines/login';
import { companyShareLogin, register, userLogin } from '../api/account';
import { apiEvents } from '../api/client';
import { tokenStore } from '../api/tokenStore';
import { sessionStore } from './sessionStore';
import { fromPromise } from 'xstate';
import { queryClient } from '../queryClient';

function currentShare() {
  const { shareCode, companyNumber } = sessionStore.get();
  if (!shareCode || !companyNumber) throw new Error('No share is open.');
  return { link: `${location.origin}/login?id=${shareCode}`, companyNumber };
}

export const loginActor = createActor(
  loginMachine.provide({
    actors: {
      shareLogin: fromPromise(({ input }) => companyShareLogin(currentShare().link, input)),
      privateLogin: fromPromise(({ input }) => userLogin(currentShare().link, currentShare().companyNumber, input)),
      register: fromPromise(({ input }) => register(currentShare().link, currentShare().companyNumber, input)),
    },
  }),
);

loginActor.on('loggedIn', ({ user }) => {
  tokenStore.set(user.token);
  sessionStore.update({ user, shareCode: user.shareRandomCode, companyNumber: user.companyNumber });
  // Whatever failed while signed out (401s) loads again with the new token.
  void queryClient.invalidateQueries();
});
loginActor.on('loggedOut', () => {
  tokenStore.clear();
  sessionStore.update({ user: null });
});

apiEvents.subscribe((event) => {
  if (event !== 'expired') return;
  // The token is dead: forget it and the user info, keep the share so the private login can reopen it.
  tokenStore.clear();
  sessionStore.update({ user: null });
  loginActor.send({ type: 'SESSION_EXPIRED' });
});

export function startLoginActor() {
  loginActor.start();
  const { user } = sessionStore.get();
  if (user && tokenStore.get()) loginActor.send({ type: 'RESTORED', user });
}
