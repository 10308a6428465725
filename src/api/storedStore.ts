// The one mechanism behind every sign-in this browser keeps: a value read from web storage on first use (never at
// import), written through on every change, and watched by React with useSyncExternalStore. The buyer's session
// (session.ts, localStorage) and the supplier console's sign-in (consoleSession.ts, sessionStorage)
// are two stores of it under their own keys, so neither sign-in replaces the other.

export interface StoredStoreOptions<T> {
  /** localStorage outlives the window; sessionStorage lasts for the tab. */
  storage: 'local' | 'session';
  /** The stored value; `storage` is null where web storage is missing or disabled. Never throws: a stored value
   *  this build cannot read is the signed-out state. */
  load: (storage: Storage | null) => T;
  /** Writes `value` under the store's own key(s). */
  save: (storage: Storage | null, value: T) => void;
}

export interface StoredStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

const webStorage = (kind: 'local' | 'session'): Storage | null => {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function createStoredStore<T>({ storage, load, save }: StoredStoreOptions<T>): StoredStore<T> {
  let current: { value: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => (current ??= { value: load(webStorage(storage)) }).value,
    set(next) {
      current = { value: next };
      try {
        save(webStorage(storage), next);
      } catch {
        // storage full or disabled: the value lasts for this page only
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
