// The floating set's remembered placement (localStorage, one key per company) and the viewport it is clamped into,
// re-read 500 ms after resizing stops (spec section 9, resize handler wait).
import { useCallback, useEffect, useState } from 'react';
import { RESIZE_WAIT_MS } from '../../../../protocol/constants';
import { defaultPlacement, placementKey, readPlacement, type Placement } from './placement';

const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });

function stored(key: string): Placement | null {
  try {
    return readPlacement(localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function usePlacement(companyNumber: string, dir: string) {
  const key = placementKey(companyNumber);
  const [saved, setSaved] = useState(() => stored(key));
  const [viewport, setViewport] = useState(viewportNow);
  useEffect(() => setSaved(stored(key)), [key]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(viewportNow()), RESIZE_WAIT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const save = useCallback(
    (next: Placement) => {
      setSaved(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // private mode: the position lasts for this visit only
      }
    },
    [key],
  );
  // Nothing stored: the language's default edge, which follows a language switch (ar, he: left).
  return { placement: saved ?? defaultPlacement(dir), save, viewport };
}
