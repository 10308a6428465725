// What this browser remembers about its share between visits: the share code, the login result (userInfo),
// and the preview / verify-code query parameters (spec section 2: "are stored").
import type { LoginResult } from '../../schemas/api/types.gen';
import { tokenStore } from '../api/tokenStore';

export interface StoredSession {
  shareCode: string | null;
  companyNumber: string | null;
  user: LoginResult | null;
  isPreview: boolean;
  verifyCode: string | null;
}

const KEY = 'vitrine.session';
const empty: StoredSession = { shareCode: null, companyNumber: null, user: null, isPreview: false, verifyCode: null };
let memory: StoredSession | null = null;

function read(): StoredSession {
  if (memory) return memory;
  try {
    memory = { ...empty, ...JSON.parse(localStorage.getItem(KEY) ?? 'null') };
  } catch {
    memory = { ...empty };
  }
  return memory!;
}

export const sessionStore = {
  get: read,
  update(change: Partial<StoredSession>) {
    memory = { ...read(), ...change };
    try {
      localStorage.setItem(KEY, JSON.stringify(memory));
    } catch {
      // storage full or disabled: the session lasts for this page only
    }
  },
  /** Spec: a different share code in the URL clears state. */
  clear() {
    memory = { ...empty };
    tokenStore.clear();
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
