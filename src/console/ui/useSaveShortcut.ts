// Ctrl+S (⌘S) saves the room's form instead of the page. The listener is added once and calls the latest `save`
// through a ref kept in a layout effect: the built app runs on Preact, whose plain effects run after the next frame,
// so a listener re-added by a plain effect still held the form as it was before the last keystroke (a price typed
// and saved at once was refused, or saved without the change).
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
