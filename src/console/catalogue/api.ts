// The Catalogue room's calls (docs/protocol.md: ConsoleCatalogueOptions, ConsoleProductList, ConsoleProductDetail,
// ConsoleSaveProduct, ConsoleUpdateProducts, ConsoleDeleteProducts, the import, a product's pictures) and their
// query keys.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

const catalogueKey = [...consoleKey, 'catalogue'] as const;
const listKey = [...catalogueKey, 'list'] as const;
const detailKey = [...catalogueKey, 'detail'] as const;

/** Rows fetched per call while the table scrolls. */
export const LIST_PAGE_SIZE = 100;

export type ListFilters = Omit<CallTypes['ConsoleProductList']['request'], 'pageIndex' | 'pageSize'>;
export type ListItem = CallTypes['ConsoleProductList']['response']['items'][number];
export type ProductDetail = CallTypes['ConsoleProductDetail']['response'];
export type ProductDraft = CallTypes['ConsoleSaveProduct']['request']['product'];
export type CatalogueOptions = CallTypes['ConsoleCatalogueOptions']['response'];

export const optionsQuery = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'options'],
    queryFn: ({ signal }) => consoleCall('ConsoleCatalogueOptions', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const productListQuery = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: [...listKey, filters],
    queryFn: ({ pageParam, signal }) =>
      consoleCall('ConsoleProductList', { ...filters, pageIndex: pageParam, pageSize: LIST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * LIST_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined),
  });

export const productDetailQuery = (productNumber: string) =>
  queryOptions({
    queryKey: [...detailKey, productNumber],
    queryFn: ({ signal }) => consoleCall('ConsoleProductDetail', { productNumber }, { signal }),
    staleTime: 0,
  });

/** After any write the lists are stale (a row may have left a filter); the saved product's detail is the answer. */
export async function saveProduct(queryClient: QueryClient, body: CallTypes['ConsoleSaveProduct']['request']) {
  const saved = await consoleCall('ConsoleSaveProduct', body);
  queryClient.setQueryData(productDetailQuery(saved.product.productNumber).queryKey, saved);
  await queryClient.invalidateQueries({ queryKey: listKey });
  return saved;
}

export async function updateProducts(queryClient: QueryClient, body: CallTypes['ConsoleUpdateProducts']['request']) {
  const answer = await consoleCall('ConsoleUpdateProducts', body);
  await queryClient.invalidateQueries({ queryKey: catalogueKey });
  return answer;
}

export async function deleteProducts(queryClient: QueryClient, productNumbers: string[]) {
  const answer = await consoleCall('ConsoleDeleteProducts', { productNumbers });
  await queryClient.invalidateQueries({ queryKey: catalogueKey });
  return answer;
}

export type ImportPreview = CallTypes['ConsoleImportPreview']['response'];
export type ImportProgress = CallTypes['ConsoleImportProgress']['response'];

/** The file read and judged by the server; `mapping` (one field or '' per column) overrides its guess. */
export const previewImport = (file: File, mapping?: string[]) =>
  withConsoleToken('ConsoleImportPreview', (token) =>
    api.upload('ConsoleImportPreview', mapping ? { mapping: JSON.stringify(mapping) } : {}, file, file.name, { token }),
  );

export const startImport = (importId: string) => consoleCall('ConsoleImportProducts', { importId });

/** Polled while the import runs; once it is done the lists are stale. */
export const importProgressQuery = (importId: string) =>
  queryOptions({
    queryKey: [...catalogueKey, 'import', importId],
    queryFn: ({ signal }) => consoleCall('ConsoleImportProgress', { importId }, { signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'running' ? false : 500),
  });

export const forgetCatalogueLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: catalogueKey });

export const exportCatalogue = () =>
  withConsoleToken('ConsoleExportProducts', (token) => api.download('ConsoleExportProducts', {}, { token }));

export type ProductMedia = CallTypes['ConsoleProductMedia']['response'];
const mediaKey = (productNumber: string) => [...catalogueKey, 'media', productNumber] as const;

export const productMediaQuery = (productNumber: string) =>
  queryOptions({
    queryKey: mediaKey(productNumber),
    queryFn: ({ signal }) => consoleCall('ConsoleProductMedia', { productNumber }, { signal }),
  });

/** Every media call answers the product's media: it becomes the cache, and lists (their pictures) go stale. */
async function mediaChanged(queryClient: QueryClient, productNumber: string, media: ProductMedia) {
  queryClient.setQueryData(mediaKey(productNumber), media);
  await queryClient.invalidateQueries({ queryKey: listKey });
  return media;
}

export const uploadProductMedia = (
  queryClient: QueryClient,
  productNumber: string,
  file: File,
  role: 'picture' | 'video' | 'poster' = 'picture',
) =>
  withConsoleToken('ConsoleUploadProductMedia', (token) =>
    api.upload('ConsoleUploadProductMedia', { productNumber, role }, file, file.name, { token }),
  ).then((media) => mediaChanged(queryClient, productNumber, media));

export const arrangeProductMedia = (queryClient: QueryClient, productNumber: string, order: number[]) =>
  consoleCall('ConsoleArrangeProductMedia', { productNumber, order }).then((media) =>
    mediaChanged(queryClient, productNumber, media),
  );

/** Deletes a picture or the video. One already gone (another tab or colleague deleted it: `noSuchMedia`) is what
 *  was wanted, so the strip is read again rather than showing an error beside the picture put back. */
export const deleteProductMedia = (queryClient: QueryClient, productNumber: string, mediaId: number) =>
  consoleCall('ConsoleDeleteProductMedia', { productNumber, mediaId }).then(
    (media) => mediaChanged(queryClient, productNumber, media),
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.reason !== 'noSuchMedia') throw error;
      return queryClient.invalidateQueries({ queryKey: mediaKey(productNumber) });
    },
  );

export type PhotoMatch = CallTypes['ConsoleImportPictures']['response'];

/** A .zip of photos for a previewed import, matched to its rows by file name; sent again, it replaces them. */
export const sendImportPhotos = (importId: string, zip: File) =>
  withConsoleToken('ConsoleImportPictures', (token) =>
    api.upload('ConsoleImportPictures', { importId }, zip, zip.name, { token }),
  );

export type CategoryDraft = CallTypes['ConsoleSaveCategory']['request'];

/** Every category call answers the company's options: they replace the cached ones, and the product lists (their
 * category names and filters) are stale. */
async function withOptions(queryClient: QueryClient, answer: Promise<CatalogueOptions>) {
  const options = await answer;
  queryClient.setQueryData(optionsQuery().queryKey, options);
  await queryClient.invalidateQueries({ queryKey: listKey });
  return options;
}

export const saveCategory = (queryClient: QueryClient, body: CategoryDraft) =>
  withOptions(queryClient, consoleCall('ConsoleSaveCategory', body));

export const reorderCategories = (queryClient: QueryClient, parentNumber: string | null, categoryNumbers: string[]) =>
  withOptions(queryClient, consoleCall('ConsoleReorderCategories', { parentNumber, categoryNumbers }));

export const deleteCategory = (queryClient: QueryClient, categoryNumber: string, moveTo?: string) =>
  withOptions(
    queryClient,
    consoleCall('ConsoleDeleteCategory', moveTo ? { categoryNumber, moveTo } : { categoryNumber }),
  );

/** How many products (on or off the shelf) a category and its children hold. */
export const categoryProductCount = async (categoryNumber: string) =>
  (await consoleCall('ConsoleProductList', { categoryNumber, pageIndex: 1, pageSize: 1 })).totalCount;
