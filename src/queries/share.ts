// Query hooks for the share a buyer opened.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompanyInfoOnLogin, getWebsiteSeo } from '../api/websiteShare';
import { getUpgradeMaintenance } from '../api/serviceConfig';

export const companyInfoQuery = (shareCode: string) =>
  queryOptions({
    queryKey: ['companyInfo', shareCode],
    queryFn: () => getCompanyInfoOnLogin(`${location.origin}/login?id=${shareCode}`),
    staleTime: 5 * 60_000,
  });

export const useCompanyInfo = (shareCode: string | null) => useQuery({ ...companyInfoQuery(shareCode ?? ''), enabled: !!shareCode });

export const useWebsiteSeo = (locale: string, shareId: number | undefined) =>
  useQuery({ queryKey: ['seo', shareId, locale], queryFn: () => getWebsiteSeo(locale, shareId!), enabled: !!shareId, staleTime: 30 * 60_000 });

export const maintenanceQuery = queryOptions({ queryKey: ['maintenance'], queryFn: getUpgradeMaintenance, staleTime: 30_000 });
