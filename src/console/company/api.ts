// The Company room's calls (docs/protocol.md: ConsoleCompany, ConsoleSaveCompany, ConsoleUploadLogo,
// ConsoleUploadAboutPicture) and their key.
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

/** The answer is what was stored, at its new version: the room goes on from it. `version` is the one the room read;
 *  if another admin saved since, the call is refused with staleVersion and nothing changes. */
export async function saveCompany(queryClient: QueryClient, version: number, company: CompanyDraft) {
  const answer = await consoleCall('ConsoleSaveCompany', { version, company });
  queryClient.setQueryData(companyKey, answer);
  return answer;
}

/** The company as stored now (after a refused save), read again from the server. */
export const reloadCompany = (queryClient: QueryClient) => queryClient.fetchQuery({ ...companyQuery(), staleTime: 0 });

/** A logo picture, fitted and stored by the server; the company's logo once the room saves it. */
export const uploadLogo = (file: File) =>
  withConsoleToken('ConsoleUploadLogo', (token) =>
    api.upload('ConsoleUploadLogo', {}, file, file.name || 'logo', { token }),
  );

/** An about-us picture, fitted and stored by the server; the buyers' once the room saves it. */
export const uploadAboutPicture = (file: File) =>
  withConsoleToken('ConsoleUploadAboutPicture', (token) =>
    api.upload('ConsoleUploadAboutPicture', {}, file, file.name || 'picture', { token }),
  );
