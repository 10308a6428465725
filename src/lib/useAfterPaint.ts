import { useEffect, useState } from 'react';

/** False until `ready` has been drawn, then true for good, set in a task after that paint: what a first screen needs no
 *  sooner (rows beyond the screen, closed dialogs, the footer) is drawn in a task of its own, after the first screen
 *  has painted, instead of in one long task with it, which a phone's blocking time counts four times over (issue 29). */
export function useAfterPaint(ready = true) {
  const [come, setCome] = useState(false);
  useEffect(() => {
    if (!ready || come) return;
    const timer = setTimeout(() => setCome(true), 0);
    return () => clearTimeout(timer);
  }, [ready, come]);
  return come;
}
