import { useEffect, useRef, useState } from 'react';

/** Drawn a little ahead (a few frames of a flick), so a buyer scrolling there finds it drawn. */
const AHEAD = '200px 0px';

/** Whether the element given `ref` has come near the screen; true for good once it has. What sits below a phone's first
 *  screen (a detail's QR code and related products) waits so, out of the page's first load (issue 29, TBT). */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
