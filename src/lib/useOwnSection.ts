// Which of its routes a shared page component is showing (the product centre serves every area, the visitor
// list serves /collect and /browse). While the buyer leaves for another page, the old page still renders once
// with the new path; it keeps the section it last recognised instead of asking for the wrong list.
import { useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

export function useOwnSection<T extends string>(recognise: (pathname: string) => T | null, fallback: T): T {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const own = useRef<T>(recognise(pathname) ?? fallback);
  const now = recognise(pathname);
  if (now) own.current = now;
  return own.current;
}
