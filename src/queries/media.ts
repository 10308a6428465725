// Queries for generated media: a toy's 3D model never changes for one URL (the URL carries its version).
import { queryOptions } from '@tanstack/react-query';
import { fetchToyModel } from '../api/media';

export const toyModelQuery = (url: string) =>
  queryOptions({ queryKey: ['toyModel', url], queryFn: ({ signal }) => fetchToyModel(url, signal), staleTime: Infinity, gcTime: 10 * 60_000, retry: 1 });
