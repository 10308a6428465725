// Which floating buttons a share offers (spec section 2, "Floating controls"), in the order they stand in the set.
// Pure: no React, no feature imports, so the rules are tested as a table (tests/app/floatingButtons.test.ts).
import type { GlobalParam, ShareInfo } from '../../../../schemas/api/types.gen';
import { appLinks } from '../../../lib/appDownload';
import { switchedOn, type ShareSwitch } from '../../../lib/shareSwitches';

export type FloatingButtonKind = 'cart' | 'invitation' | 'chat' | 'app' | 'toTop';

/** The spec's layouts hold up to five buttons. */
export const MAX_FLOATING_BUTTONS = 5;

type ShareFields = Pick<
  ShareInfo,
  | 'openUserList'
  | 'publicTypeList'
  | 'platformList'
  | 'iosId'
  | 'androidId'
  | 'iosLogo'
  | 'androidLogo'
  | 'uploadStatus'
>;
type Switches = Partial<Pick<GlobalParam, ShareSwitch>>;

export interface FloatingExtra {
  /** 'phone': the mobile floating ball, which offers cart, chat and back-to-top only (spec section 2). */
  surface?: 'desktop' | 'phone';
}

const phoneKinds: ReadonlySet<FloatingButtonKind> = new Set(['cart', 'chat', 'toTop']);

/** The buttons of the floating set, where the share's switches are on (src/lib/shareSwitches.ts). */
export function floatingButtons(
  share: ShareFields | undefined,
  global: Switches | undefined,
  extra: FloatingExtra = {},
): FloatingButtonKind[] {
  if (!share) return [];
  const on = (flag: ShareSwitch) => switchedOn(global, flag);
  const offered: [FloatingButtonKind, boolean][] = [
    // Spec section 3: openUserList 2 means the cart is enabled.
    ['cart', !!share.openUserList?.includes(2) && on('isCart')],
    ['invitation', (share.publicTypeList?.length ?? 0) > 0 && on('isLoginCode')],
    ['chat', on('isChat')],
    // platformList 2, a store id and uploadStatus 1: the one rule in src/lib/appDownload.ts.
    ['app', appLinks(share).length > 0 && on('isAPP')],
    ['toTop', on('isToTop')],
  ];
  const surface = extra.surface ?? 'desktop';
  return offered
    .filter(([kind, shown]) => shown && (surface === 'desktop' || phoneKinds.has(kind)))
    .map(([kind]) => kind)
    .slice(0, MAX_FLOATING_BUTTONS);
}

/** Pages that get the mobile floating ball (spec section 2: imageSearch, product and productCenter under /index). */
const ballPages = /^\/index\/(imageSearch|product|productCenter)\/?$/;

/** Whether a phone shows the mobile floating ball on this page. The spec's "mobile style setting" has no field of its
 *  own in company info (homeCustom carries ThemeColors, ShowSetting, AdvertisingStyle, HeadStyle, ProductDisplay), so
 *  globalParam.floatStyle === 1 stands for "mobile style 1" (docs/floating-controls.md). */
export const showsMobileBall = (pathname: string, global: Partial<Pick<GlobalParam, 'floatStyle'>> | undefined) =>
  ballPages.test(pathname) && (global?.floatStyle ?? 1) === 1;
