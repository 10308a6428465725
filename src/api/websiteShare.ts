// /api/WebsiteShare/* calls (spec section 7).
import { api } from './client';

/** Company, pages and shareInfo of the share link `url` (no token needed). */
export const getCompanyInfoOnLogin = (url: string) => api.call('GetCompanyInfoOnLoginV2', { url });
export const getCompanyContactInfo = (shareId: number) => api.call('GetCompanyContactInfoByAPP', { shareId });
export const getPublicShareInfo = () => api.call('GetPublicShareInfo', {});
export const getWebsiteSeo = (locale: string, shareId: number) => api.call('WebSiteSearchDetail', { KeyWord: locale, WebSiteId: shareId });
