// The root layout: page outlet, loading overlay, and reactions to the client core's events.
import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { LoadingOverlay } from './LoadingOverlay';
import { Notices } from './Notices';
import { apiEvents } from '../../api/client';
import { queryClient } from '../../lib/queryClient';
import { maintenanceQuery } from '../../lib/share';
import { cutShareCode } from '../../../protocol/shareCode';

export function AppShell() {
  const router = useRouter();
  useEffect(
    () =>
      apiEvents.subscribe(async (event) => {
        if (event !== 'maintenance') return; // `expired` is taken up by the login flow
        const state = await queryClient.fetchQuery({ ...maintenanceQuery, staleTime: 0 }).catch(() => null);
        const id = cutShareCode((router.state.location.search as { id?: unknown }).id) ?? undefined;
        router.navigate({ to: '/bsSystemUpdates', search: { time: state?.upgradeTime ?? undefined, id } });
      }),
    [router],
  );
  return (
    <>
      <Outlet />
      <Notices />
      <LoadingOverlay />
    </>
  );
}
