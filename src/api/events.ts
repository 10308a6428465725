// Events the client core raises for the app shell: the entry flow listens for `expired`, the router for `maintenance`.
export type ApiEvent = 'expired' | 'maintenance';
type Listener = (event: ApiEvent) => void;

export function createApiEvents() {
  const listeners = new Set<Listener>();
  return {
    emit: (event: ApiEvent) => listeners.forEach((l) => l(event)),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type ApiEvents = ReturnType<typeof createApiEvents>;

/** Counts calls that show the loading overlay (spec section 7); React reads it with useSyncExternalStore. */
export function createLoadingCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (n: number) => {
    count = n;
    listeners.forEach((l) => l());
  };
  return {
    start: () => set(count + 1),
    end: () => set(Math.max(0, count - 1)),
    get: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type LoadingCounter = ReturnType<typeof createLoadingCounter>;
