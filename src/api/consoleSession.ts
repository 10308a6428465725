// Who is signed in to the supplier console, beside the buyer's session (src/api/session.ts) and not it: a supplier's staff may
// have the catalogue open as a buyer in the same browser, and neither sign-in may replace the other: the same store
// (src/api/storedStore.ts) under its own key. Kept for the tab only (sessionStorage): a staff token should not
// outlive the browser window it was typed into.
import { useSyncExternalStore } from 'react';
import type { AdminLoginResponse } from '../../schemas/api/types.gen';
import { createStoredStore } from './storedStore';

export type ConsoleRole = AdminLoginResponse['roles'][number];

export interface ConsoleSignIn {
  token: string;
  companyName: string;
  companyNumber: string;
  roles: ConsoleRole[];
  /** The account as typed at sign-in (AdminLogin does not answer it). */
  account: string;
}

export interface ConsoleSessionState {
  signedIn: ConsoleSignIn | null;
  /** Why the last sign-in ended, when it was not the person's own doing: shown once on the sign-in form. */
  ended: 'expired' | null;
}

const STORAGE_KEY = 'vitrine.console';
const ROLES: readonly ConsoleRole[] = ['orders', 'service', 'design', 'catalogue', 'admin'];

/** A stored value is used only when it has the shape this build writes; anything else is a signed-out console. */
function parse(text: string | null | undefined): ConsoleSignIn | null {
  try {
    const v = JSON.parse(text ?? 'null') as Partial<ConsoleSignIn> | null;
    if (!v || typeof v.token !== 'string' || !v.token || !Array.isArray(v.roles)) return null;
    return {
      token: v.token,
      companyName: String(v.companyName ?? ''),
      companyNumber: String(v.companyNumber ?? ''),
      roles: v.roles.filter((r): r is ConsoleRole => ROLES.includes(r as ConsoleRole)),
      account: String(v.account ?? ''),
    };
  } catch {
    return null;
  }
}

export function createConsoleSession() {
  const store = createStoredStore<ConsoleSessionState>({
    storage: 'session',
    load: (stored) => ({ signedIn: parse(stored?.getItem(STORAGE_KEY)), ended: null }),
    save(stored, { signedIn }) {
      if (signedIn) stored?.setItem(STORAGE_KEY, JSON.stringify(signedIn));
      else stored?.removeItem(STORAGE_KEY);
    },
  });

  return {
    get: store.get,
    signIn: (signedIn: ConsoleSignIn) => store.set({ signedIn, ended: null }),
    signOut: () => store.set({ signedIn: null, ended: null }),
    /** The server refused the token (401/403): signed out, with the reason kept for the sign-in form. Only the
     *  token that was refused ends: a late answer for a sign-in already replaced changes nothing. */
    expire(token: string) {
      if (store.get().signedIn?.token === token) store.set({ signedIn: null, ended: 'expired' });
    },
    subscribe: store.subscribe,
  };
}
export type ConsoleSession = ReturnType<typeof createConsoleSession>;

export const consoleSession = createConsoleSession();

export const useConsoleSession = () => useSyncExternalStore(consoleSession.subscribe, consoleSession.get);
