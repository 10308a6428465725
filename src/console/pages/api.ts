// The Pages room's calls (docs/protocol.md: ConsolePageDesign, ConsoleSavePageDesign, ConsolePublishPageDesign,
// ConsolePreviewSession) and
// their query key; pictures go up through InsertPic.
import { queryOptions } from '@tanstack/react-query';
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

export type Theme = PageDesign['theme'];
export const saveTheme = (theme: Theme) => consoleCall('ConsoleSaveTheme', { theme }, { noLoading: true });
