// Who this browser is to the server: the bearer token, the share it opened, the login result (userInfo) and the
// preview / verify-code query parameters (spec section 2: "are stored"). The one session store of the app: the
// client core reads the token from it, React reads it with selectors (src/lib/useSession.ts). It sits at the
// bottom of the browser code so every layer may read it. Storage is read on first use, never at import.
import type { LoginResult } from '../../schemas/api/types.gen';

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
const empty: Session = { token: null, shareCode: null, companyNumber: null, user: null, isPreview: false, verifyCode: null };

const storage = () => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function createSessionStore() {
  let current: Session | null = null;
  const listeners = new Set<() => void>();

  function read(): Session {
    if (current) return current;
    const stored = storage();
    try {
      current = { ...empty, ...JSON.parse(stored?.getItem(SESSION_KEY) ?? 'null'), token: stored?.getItem(TOKEN_KEY) ?? null };
    } catch {
      current = { ...empty, token: stored?.getItem(TOKEN_KEY) ?? null };
    }
    return current!;
  }

  function write(next: Session) {
    current = next;
    const stored = storage();
    try {
      const { token, ...rest } = next;
      if (token) stored?.setItem(TOKEN_KEY, token);
      else stored?.removeItem(TOKEN_KEY);
      if (rest.shareCode || rest.user || rest.isPreview || rest.verifyCode) stored?.setItem(SESSION_KEY, JSON.stringify(rest));
      else stored?.removeItem(SESSION_KEY);
    } catch {
      // storage full or disabled: the session lasts for this page only
    }
    listeners.forEach((listener) => listener());
  }

  return {
    get: read,
    update: (change: Partial<Session>) => write({ ...read(), ...change }),
    /** Spec: a different share code in the URL clears state. */
    clear: () => write({ ...empty }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

export const session = createSessionStore();
