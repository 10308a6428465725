import { useEffect } from 'react';
import { useNavigate, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { cutShareCode } from '../../../protocol/shareCode';

/** Spec section 8: a route-load error sends the buyer to /404 (keeping the share code so they can find their way back). */
export function RouteLoadError({ error }: ErrorComponentProps) {
  const navigate = useNavigate();
  const search = useRouterState({ select: (s) => s.location.search as { id?: unknown } });
  useEffect(() => {
    console.error('Route failed to load:', error);
    const id = cutShareCode(search.id);
    navigate({ to: '/404', search: id ? { id } : {}, replace: true });
  }, [error, navigate, search.id]);
  return null;
}
