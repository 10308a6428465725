import { useLayoutEffect, useState } from 'react';

/** False on the first render, true from the next task on: what the first screen does not show (closed dialogs, the
 *  floating controls, the footer) is drawn in a task of its own, not in the first screen's, which a phone's blocking
 *  time counts four times over (issue 29, TBT). */
export function useNextTask() {
  const [come, setCome] = useState(false);
  useLayoutEffect(() => {
    const timer = setTimeout(() => setCome(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return come;
}
