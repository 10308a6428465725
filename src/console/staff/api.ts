// The Staff room's calls (docs/protocol.md: ConsoleStaffList … ConsoleActivityList) and their query keys.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleCall, consoleKey } from '../app/api';

const staffKey = [...consoleKey, 'staff', 'accounts'] as const;
const activityRoot = [...consoleKey, 'staff', 'activity'] as const;

export type StaffMember = CallTypes['ConsoleStaffList']['response']['items'][number];
export type StaffRole = StaffMember['roles'][number];
export type ActivityEntry = CallTypes['ConsoleActivityList']['response']['items'][number];
export type StaffDraft = { name: string; roles: StaffRole[]; account?: string };

export const staffQuery = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => consoleCall('ConsoleStaffList', {}, { signal }),
    staleTime: 30_000,
  });
export const activityQuery = (query: string) =>
  queryOptions({
    queryKey: [...activityRoot, query],
    queryFn: ({ signal }) => consoleCall('ConsoleActivityList', query ? { query } : {}, { signal }),
    staleTime: 10_000,
  });

/** The answer replaces the account in the list (or adds it), and the log has a new line. */
function keep(queryClient: QueryClient, member: StaffMember) {
  queryClient.setQueryData(staffKey, (old: { items: StaffMember[] } | undefined) => {
    const items = old?.items ?? [];
    return {
      items: items.some((m) => m.id === member.id)
        ? items.map((m) => (m.id === member.id ? member : m))
        : [...items, member],
    };
  });
  void queryClient.invalidateQueries({ queryKey: activityRoot });
  return member;
}

/** Saves a new account (its one-time password comes back once) or an existing one's name and roles. */
export async function saveStaff(queryClient: QueryClient, draft: StaffDraft, id?: number) {
  const answer = await consoleCall('ConsoleSaveStaff', id ? { id, name: draft.name, roles: draft.roles } : draft);
  keep(queryClient, answer.member);
  return answer;
}
export const setStaffState = async (queryClient: QueryClient, id: number, state: StaffMember['state']) =>
  keep(queryClient, (await consoleCall('ConsoleSetStaffState', { id, state })).member);
export async function resetStaffPassword(queryClient: QueryClient, id: number) {
  const answer = await consoleCall('ConsoleResetStaffPassword', { id });
  void queryClient.invalidateQueries({ queryKey: activityRoot });
  return answer.oneTimePassword;
}
