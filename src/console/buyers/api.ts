// The Buyers room's calls (docs/protocol.md: ConsoleBuyerList … ConsoleResetBuyerPassword) and their query keys.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { api } from '../../api/client';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

const buyersRoot = [...consoleKey, 'buyers'] as const;

export type BuyerAccount = CallTypes['ConsoleBuyerList']['response']['accounts'][number];
export type CodeVisitor = CallTypes['ConsoleBuyerList']['response']['visitors'][number];

export const buyersQuery = (query: string) =>
  queryOptions({
    queryKey: [...buyersRoot, query],
    queryFn: ({ signal }) => consoleCall('ConsoleBuyerList', query ? { query } : {}, { signal }),
    staleTime: 15_000,
  });

export async function setBuyerState(
  queryClient: QueryClient,
  id: number,
  state: CallTypes['ConsoleSetBuyerState']['request']['state'],
) {
  const { buyer } = await consoleCall('ConsoleSetBuyerState', { id, state });
  await queryClient.invalidateQueries({ queryKey: buyersRoot });
  return buyer;
}
/** The list as filtered, every row, as an .xlsx file to save. */
export const exportBuyers = (filters: CallTypes['ConsoleExportBuyers']['request']) =>
  withConsoleToken('ConsoleExportBuyers', (token) => api.download('ConsoleExportBuyers', filters, { token }));
export async function resetBuyerPassword(id: number) {
  return (await consoleCall('ConsoleResetBuyerPassword', { id })).oneTimePassword;
}
