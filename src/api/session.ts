// Who this browser is to the server: the bearer token, the share it opened, the login result (userInfo) and the
// preview / verify-code query parameters (spec section 2: "are stored"). The one session store of the app: the
// client core reads the token from it, React reads it with selectors (src/lib/useSession.ts). It sits at the
// bottom of the browser code so every layer may read it. Storage is read on first use, never at import
// (storedStore.ts, shared with the supplier console's sign-in).
import type { LoginResult } from '../../schemas/api/types.gen';
import { createStoredStore } from './storedStore';

export interface Session {
  token: string | null;
  shareCode: string | null;
  companyNumber: string | null;
  user: LoginResult | null;
  isPreview: boolean;
  verifyCode: string | null;
}

// Two keys, as before this store existed: a saved session from an older build still opens.
const TOKEN_KEY = 'vitrine.token';
const SESSION_KEY = 'vitrine.session';
const empty: Session = {
  token: null,
  shareCode: null,
  companyNumber: null,
  user: null,
  isPreview: false,
  verifyCode: null,
};

export function createSessionStore() {
  const store = createStoredStore<Session>({
    storage: 'local',
    load(stored) {
      const token = stored?.getItem(TOKEN_KEY) ?? null;
      try {
        return { ...empty, ...JSON.parse(stored?.getItem(SESSION_KEY) ?? 'null'), token };
      } catch {
        return { ...empty, token };
      }
    },
    save(stored, { token, ...rest }) {
      if (token) stored?.setItem(TOKEN_KEY, token);
      else stored?.removeItem(TOKEN_KEY);
      if (rest.shareCode || rest.user || rest.isPreview || rest.verifyCode)
        stored?.setItem(SESSION_KEY, JSON.stringify(rest));
      else stored?.removeItem(SESSION_KEY);
    },
  });

  return {
    get: store.get,
    update: (change: Partial<Session>) => store.set({ ...store.get(), ...change }),
    /** Spec: a different share code in the URL clears state. */
    clear: () => store.set({ ...empty }),
    subscribe: store.subscribe,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

export const session = createSessionStore();
