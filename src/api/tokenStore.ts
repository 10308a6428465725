// The bearer token of this browser: a visitor token from GetToken, later replaced by a login token.
const KEY = 'vitrine.token';
let memory: string | null = null;
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export const tokenStore = {
  get: () => memory ?? storage()?.getItem(KEY) ?? null,
  set(token: string) {
    memory = token;
    storage()?.setItem(KEY, token);
  },
  clear() {
    memory = null;
    storage()?.removeItem(KEY);
  },
};
