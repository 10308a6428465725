import { useSelector } from '@xstate/react';
import { loginActor } from './loginActor';
import type { LoginDialog } from '../../machines/login';

/** The login machine as React sees it: which dialog is open, whether a call is running, the last error. */
export function useLogin() {
  return useSelector(loginActor, (snapshot) => {
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

export const sendLogin = loginActor.send.bind(loginActor);
