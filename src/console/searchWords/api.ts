// The Search words room's calls (docs/protocol.md: ConsoleSearchSynonyms, ConsoleSaveSearchSynonyms) and query key.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleCall, consoleKey } from '../app/api';

const synonymsKey = [...consoleKey, 'search', 'synonyms'] as const;

export type SearchSynonyms = CallTypes['ConsoleSearchSynonyms']['response'];
export const synonymsQuery = () =>
  queryOptions({
    queryKey: synonymsKey,
    queryFn: ({ signal }) => consoleCall('ConsoleSearchSynonyms', {}, { signal }),
    staleTime: 60_000,
  });
/** Saves the whole list; the answer (as stored: cleaned) becomes the room's data. */
export async function saveSynonyms(queryClient: QueryClient, groups: string[][]) {
  const saved = await consoleCall('ConsoleSaveSearchSynonyms', { groups });
  queryClient.setQueryData(synonymsKey, saved);
  return saved;
}
