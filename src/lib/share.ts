// The share a buyer opened, as every page needs it: company, pages and shareInfo, SEO texts, contact details and
// the service's maintenance state. The only place these calls and their query keys exist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The share link the server knows a share by. */
export const shareLink = (shareCode: string) => `${location.origin}/login?id=${shareCode}`;

export const companyInfoQuery = (shareCode: string) =>
  queryOptions({
    queryKey: ['share', 'companyInfo', shareCode],
    // No token needed (spec section 7).
    queryFn: () => api.call('GetCompanyInfoOnLoginV2', { url: shareLink(shareCode) }),
    staleTime: 5 * 60_000,
  });

/** The same page with drafts and deleted modules, asked with a staff token: the server answers them only to the
 *  share's own company's staff, and the published page to anyone else (docs/protocol.md). */
export const companyPreviewQuery = (shareCode: string, staffToken: string) =>
  queryOptions({
    queryKey: ['share', 'companyInfo', shareCode, 'preview', staffToken],
    queryFn: () =>
      api.call('GetCompanyInfoOnLoginV2', { url: shareLink(shareCode), isPreview: '1' }, { token: staffToken }),
    // A draft saved in the studio shows on the next visit of the page.
    staleTime: 0,
  });

export const useCompanyInfo = (shareCode: string | null) =>
  useQuery({ ...companyInfoQuery(shareCode ?? ''), enabled: !!shareCode });

export const websiteSeoQuery = (locale: string, shareId: number) =>
  queryOptions({
    queryKey: ['share', 'seo', shareId, locale],
    queryFn: () => api.call('WebSiteSearchDetail', { KeyWord: locale, WebSiteId: shareId }),
    staleTime: 30 * 60_000,
  });

export const useWebsiteSeo = (locale: string, shareId: number | undefined) =>
  useQuery({ ...websiteSeoQuery(locale, shareId ?? 0), enabled: !!shareId });

export const contactInfoQuery = (shareId: number) =>
  queryOptions({
    queryKey: ['share', 'contactInfo', shareId],
    queryFn: () => api.call('GetCompanyContactInfoByAPP', { shareId }),
    staleTime: 10 * 60_000,
  });

export const maintenanceQuery = queryOptions({
  queryKey: ['share', 'maintenance'],
  queryFn: () => api.call('GetUpgradeMaintenance', {}),
  staleTime: 30_000,
});
