// The Pages room's calls (docs/protocol.md: ConsolePageDesign, ConsoleSavePageDesign, ConsolePublishPageDesign,
// ConsolePreviewSession, ConsolePageProducts, ConsolePageCategories, ConsolePageMedia) and their query keys;
// pictures go up through InsertPic.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { api } from '../../api/client';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

export type PageDesign = CallTypes['ConsolePageDesign']['response'];
export type PageChannel = PageDesign['channel'];
export type StoredModule = PageDesign['modules'][number];

const pageKey = (channel: PageChannel) => [...consoleKey, 'pages', channel] as const;

export const pageQuery = (channel: PageChannel) =>
  queryOptions({
    queryKey: pageKey(channel),
    queryFn: ({ signal }) => consoleCall('ConsolePageDesign', { channel }, { signal }),
    // The studio edits its own copy; a refetch would only be news when someone else saved (a conflict tells).
    staleTime: Infinity,
  });

export const savePage = (body: CallTypes['ConsoleSavePageDesign']['request']) =>
  consoleCall('ConsoleSavePageDesign', body, { noLoading: true });

export const publishPage = (body: CallTypes['ConsolePublishPageDesign']['request']) =>
  consoleCall('ConsolePublishPageDesign', body);

/** Uploads a picture (InsertPic, the same call and checks as the chat's) and answers its /media/… address. */
export async function uploadPicture(file: File): Promise<string> {
  const [stored] = await withConsoleToken('InsertPic', (token) =>
    api.upload('InsertPic', { BusinessType: 'page' }, file, file.name || 'picture', { token }),
  );
  return stored.fullPath;
}

/** A buyer session on one of the company's own shares, for the canvas (ConsolePreviewSession). */
export const openPreviewSession = (shareRandomCode: string) =>
  consoleCall('ConsolePreviewSession', { shareRandomCode }, { noLoading: true });

// What link and picture fields pick from (ConsolePageProducts, ConsolePageCategories, ConsolePageMedia).
const picksKey = [...consoleKey, 'pages', 'picks'] as const;
export const pageProductsQuery = (query: string) =>
  queryOptions({
    queryKey: [...picksKey, 'products', query],
    queryFn: ({ signal }) => consoleCall('ConsolePageProducts', { query }, { signal }),
    staleTime: 60_000,
  });
export const pageCategoriesQuery = () =>
  queryOptions({
    queryKey: [...picksKey, 'categories'],
    queryFn: ({ signal }) => consoleCall('ConsolePageCategories', {}, { signal }),
    staleTime: 60_000,
  });
const mediaKey = [...picksKey, 'media'] as const;
export const pageMediaQuery = (query: string) =>
  queryOptions({
    queryKey: [...mediaKey, query],
    queryFn: ({ signal }) => consoleCall('ConsolePageMedia', { query }, { signal }),
    staleTime: 60_000,
  });
/** The media library lists a new upload next time it is opened. */
export const mediaChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: mediaKey });

export type Theme = PageDesign['theme'];
export const saveTheme = (theme: Theme) => consoleCall('ConsoleSaveTheme', { theme }, { noLoading: true });
