// The index's keyword box: what is typed becomes the address (and a query) once typing pauses, and `/` anywhere but
// in a field goes to the box.
import { useEffect, useRef, useState } from 'react';
import type { Go } from '../CatalogueRoom';

const SEARCH_WAIT_MS = 300;

export function useSearchBox(q: string | undefined, go: Go) {
  const box = useRef<HTMLInputElement>(null);
  // The box follows the address only when something else changed it (back button, Clear filters).
  const [typed, setTyped] = useState(q ?? '');
  const written = useRef(q);
  useEffect(() => {
    if (q !== written.current) setTyped(q ?? '');
    written.current = q;
  }, [q]);
  useEffect(() => {
    const wanted = typed.trim() || undefined;
    if (wanted === q) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      go({ q: wanted }, { replace: true });
    }, SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
    // `go` is a fresh function each render; the wait restarts only when the text or the address changes.
  }, [typed, q]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest('input, textarea, select, [contenteditable]')
      )
        return;
      event.preventDefault();
      box.current?.focus();
      box.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return { box, typed, setTyped };
}

export type SearchBox = ReturnType<typeof useSearchBox>;
