import { useLayoutEffect, useMemo, useRef } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

/** The same handler functions at every render, each calling the latest one given: memoised parts of the studio (the
 *  module rows, palette, theme, history) then skip a keystroke's render, which on a 200-module page cost more than
 *  the frame a property change has to reach the canvas in (issue 25). */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [name, (...args: never[]) => latest.current[name](...args)]),
      ) as T,
    // The names are fixed by the caller's code; only the functions behind them change.
    [],
  );
}
