// A press anywhere outside an open popup closes it, as lists, menus and disclosures are expected to (the header's
// suggestions, its More menu, the phone's floating ball). Pointer events cover mouse, pen and touch alike.
import { useLayoutEffect, type RefObject } from 'react';

// Listening starts with the commit that opens the popup (a layout effect): the built app runs on Preact, whose plain
// effects wait for the next frame, so a press right after opening went unheard and the list stayed open.
export function usePressOutside(open: boolean, inside: RefObject<HTMLElement | null>, close: () => void) {
  useLayoutEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // Not on close: every caller passes a new arrow around a state setter, which never changes.
  }, [open, inside]);
}
