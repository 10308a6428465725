// The supplier's companion app (spec sections 2 and 3: platformList 2 offers it; with an ios or android id the link
// needs uploadStatus 1). The spec names no download address, so the store pages of those ids are the links: one
// place for the floating control's QR popover and the contact page's app section (docs/decisions.md, issue 15).
import type { ShareInfo } from '../../schemas/api/types.gen';

export interface AppLink {
  platform: 'ios' | 'android';
  url: string;
  logo: string;
}

type AppFields = Pick<ShareInfo, 'platformList' | 'iosId' | 'androidId' | 'iosLogo' | 'androidLogo' | 'uploadStatus'>;

/** The store links a buyer can download the app from; empty when the app is not offered or not published. */
export function appLinks(share: AppFields | undefined): AppLink[] {
  if (!share?.platformList?.includes(2) || share.uploadStatus !== 1) return [];
  const links: AppLink[] = [];
  const ios = share.iosId?.trim();
  const android = share.androidId?.trim();
  if (ios)
    links.push({
      platform: 'ios',
      url: `https://apps.apple.com/app/id${encodeURIComponent(ios.replace(/^id/i, ''))}`,
      logo: share.iosLogo ?? '',
    });
  if (android)
    links.push({
      platform: 'android',
      url: `https://play.google.com/store/apps/details?id=${encodeURIComponent(android)}`,
      logo: share.androidLogo ?? '',
    });
  return links;
}

/** The QR code's size in CSS pixels (spec section 2). */
export const APP_QR_SIZE = 80;
