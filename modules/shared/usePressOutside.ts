// A press anywhere outside an open popup closes it, as lists, menus and disclosures are expected to (the header's
// suggestions, its More menu, the phone's floating ball). Pointer events cover mouse, pen and touch alike.
import { useEffect, type RefObject } from 'react';

export function usePressOutside(open: boolean, inside: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // Not on close: every caller passes a new arrow around a state setter, which never changes.
  }, [open, inside]);
}
