// React's view of the one session store (src/api/session.ts): a component re-renders when what it selects changes.
import { useSyncExternalStore } from 'react';
import { session, type Session } from '../api/session';

export function useSession<T>(select: (session: Session) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.get()),
    () => select(session.get()),
  );
}

/** How the share names products and categories (spec: productSource picks the name field). */
export const useProductSource = () => useSession((s) => s.user?.shareInfo.productSource ?? 0);
export const useIsPreview = () => useSession((s) => s.isPreview);
