// The Access room's calls (docs/protocol.md: ConsoleShareList … ConsoleRevokeCode) and their query keys.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleCall, consoleKey } from '../app/api';

const sharesKey = [...consoleKey, 'access', 'shares'] as const;
const codesKey = (share: string) => [...consoleKey, 'access', 'codes', share] as const;

export type ConsoleShare = CallTypes['ConsoleShareList']['response']['items'][number];
export type ConsoleCode = CallTypes['ConsoleCodeList']['response']['items'][number];
export type ShareDraft = Omit<CallTypes['ConsoleSaveShare']['request'], 'shareRandomCode'>;

export const sharesQuery = () =>
  queryOptions({
    queryKey: sharesKey,
    queryFn: ({ signal }) => consoleCall('ConsoleShareList', {}, { signal }),
    staleTime: 30_000,
  });
export const codesQuery = (share: string) =>
  queryOptions({
    queryKey: codesKey(share),
    queryFn: ({ signal }) => consoleCall('ConsoleCodeList', { shareRandomCode: share }, { signal }),
    staleTime: 30_000,
  });

/** The answer replaces the share in the list (or adds it): the table shows what was stored. */
function keep(queryClient: QueryClient, share: ConsoleShare) {
  queryClient.setQueryData(sharesKey, (old: { items: ConsoleShare[] } | undefined) => {
    const items = old?.items ?? [];
    return {
      items: items.some((s) => s.shareRandomCode === share.shareRandomCode)
        ? items.map((s) => (s.shareRandomCode === share.shareRandomCode ? share : s))
        : [...items, share],
    };
  });
  return share;
}

export const saveShare = async (queryClient: QueryClient, draft: ShareDraft, shareRandomCode?: string) =>
  keep(
    queryClient,
    await consoleCall('ConsoleSaveShare', { ...draft, ...(shareRandomCode ? { shareRandomCode } : {}) }),
  );
export const setShareState = async (queryClient: QueryClient, shareRandomCode: string, state: ConsoleShare['state']) =>
  keep(queryClient, await consoleCall('ConsoleSetShareState', { shareRandomCode, state }));
export async function deleteShare(queryClient: QueryClient, shareRandomCode: string) {
  await consoleCall('ConsoleDeleteShare', { shareRandomCode });
  queryClient.setQueryData(sharesKey, (old: { items: ConsoleShare[] } | undefined) => ({
    items: (old?.items ?? []).filter((s) => s.shareRandomCode !== shareRandomCode),
  }));
}

export async function issueCodes(queryClient: QueryClient, shareRandomCode: string, emails: string[], days?: number) {
  const answer = await consoleCall('ConsoleIssueCodes', { shareRandomCode, emails, ...(days ? { days } : {}) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: codesKey(shareRandomCode) }),
    queryClient.invalidateQueries({ queryKey: sharesKey }),
  ]);
  return answer.items;
}
export async function revokeCode(queryClient: QueryClient, shareRandomCode: string, verifyCode: string) {
  const answer = await consoleCall('ConsoleRevokeCode', { shareRandomCode, verifyCode });
  queryClient.setQueryData(codesKey(shareRandomCode), answer);
  await queryClient.invalidateQueries({ queryKey: sharesKey });
}
