// The Company room's calls (docs/protocol.md: ConsoleCompany, ConsoleSaveCompany, ConsoleUploadLogo) and their key.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

const companyKey = [...consoleKey, 'company'] as const;

export type CompanyAnswer = CallTypes['ConsoleCompany']['response'];
export type CompanyDraft = CompanyAnswer['company'];

export const companyQuery = () =>
  queryOptions({
    queryKey: companyKey,
    queryFn: ({ signal }) => consoleCall('ConsoleCompany', {}, { signal }),
    staleTime: 30_000,
  });

/** The answer is what was stored: the room goes on from it. */
export async function saveCompany(queryClient: QueryClient, company: CompanyDraft) {
  const answer = await consoleCall('ConsoleSaveCompany', { company });
  queryClient.setQueryData(companyKey, answer);
  return answer;
}

/** A logo picture, fitted and stored by the server; the company's logo once the room saves it. */
export const uploadLogo = (file: File) =>
  withConsoleToken('ConsoleUploadLogo', (token) =>
    api.upload('ConsoleUploadLogo', {}, file, file.name || 'logo', { token }),
  );
