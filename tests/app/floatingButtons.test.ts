// The floating controls' rules (spec section 2, issue 15), as tables over shareInfo × globalParam:
// - cart: openUserList contains 2 AND isCart;
// - invitation-code login: publicTypeList non-empty AND isLoginCode;
// - chat: isChat; back to top: isToTop;
// - app: platformList contains 2, an iOS or Android id, uploadStatus 1 (src/lib/appDownload.ts) AND isAPP;
// - order cart, invitation, chat, app, to top; at most five; switches missing from globalParam count as on;
// - the phone's floating ball offers cart, chat and to top only, on imageSearch, product and productCenter, with
//   floatStyle 1 standing for "mobile style 1";
// - floatStyle picks the layout (1 bar, 2 pill, 3 circles, anything else a bar); placement geometry and storage.
import { describe, expect, it } from 'vitest';
import {
  floatingButtons,
  MAX_FLOATING_BUTTONS,
  showsMobileBall,
  type FloatingButtonKind,
} from '../../src/app/layouts/floating/floatingButtons';
import {
  clampTop,
  defaultPlacement,
  dockedLeft,
  floatLayout,
  keepInViewport,
  keyboardMove,
  nearestSide,
  readPlacement,
  resolvedTop,
} from '../../src/app/layouts/floating/placement';
import type { GlobalParam, ShareInfo } from '../../schemas/api/types.gen';

type Share = Parameters<typeof floatingButtons>[0] & object;
const share = (over: Partial<ShareInfo> = {}): Share => ({
  openUserList: [2],
  publicTypeList: [1],
  platformList: [2],
  iosId: '',
  androidId: 'com.example.app',
  uploadStatus: 1,
  ...over,
});
const allOn: Partial<GlobalParam> = { isCart: true, isChat: true, isLoginCode: true, isToTop: true, isAPP: true };
const only = (kind: FloatingButtonKind, s: Share, g: Partial<GlobalParam>) => floatingButtons(s, g).includes(kind);

describe('each button’s rule', () => {
  it.each([
    { openUserList: [2], isCart: true, shown: true },
    { openUserList: [1, 2], isCart: true, shown: true },
    { openUserList: [2], isCart: false, shown: false },
    { openUserList: [1], isCart: true, shown: false },
    { openUserList: [], isCart: true, shown: false },
    { openUserList: [], isCart: false, shown: false },
  ])('cart: openUserList $openUserList, isCart $isCart → $shown', ({ openUserList, isCart, shown }) => {
    expect(only('cart', share({ openUserList }), { ...allOn, isCart })).toBe(shown);
  });

  it.each([
    { publicTypeList: [1], isLoginCode: true, shown: true },
    { publicTypeList: [2], isLoginCode: true, shown: true },
    { publicTypeList: [1, 2], isLoginCode: true, shown: true },
    { publicTypeList: [1], isLoginCode: false, shown: false },
    { publicTypeList: [], isLoginCode: true, shown: false },
    { publicTypeList: [], isLoginCode: false, shown: false },
  ])(
    'invitation: publicTypeList $publicTypeList, isLoginCode $isLoginCode → $shown',
    ({ publicTypeList, isLoginCode, shown }) => {
      expect(only('invitation', share({ publicTypeList }), { ...allOn, isLoginCode })).toBe(shown);
    },
  );

  it.each([
    { isChat: true, shown: true },
    { isChat: false, shown: false },
  ])('chat: isChat $isChat → $shown', ({ isChat, shown }) => {
    expect(only('chat', share(), { ...allOn, isChat })).toBe(shown);
  });

  it.each([
    { isToTop: true, shown: true },
    { isToTop: false, shown: false },
  ])('to top: isToTop $isToTop → $shown', ({ isToTop, shown }) => {
    expect(only('toTop', share(), { ...allOn, isToTop })).toBe(shown);
  });

  it.each([
    { case: 'android id', over: {}, isAPP: true, shown: true },
    { case: 'ios id only', over: { androidId: '', iosId: '1234567' }, isAPP: true, shown: true },
    { case: 'both ids', over: { iosId: '1234567' }, isAPP: true, shown: true },
    { case: 'isAPP off', over: {}, isAPP: false, shown: false },
    { case: 'platformList without 2', over: { platformList: [1] }, isAPP: true, shown: false },
    { case: 'empty platformList', over: { platformList: [] }, isAPP: true, shown: false },
    { case: 'no id', over: { androidId: '', iosId: '' }, isAPP: true, shown: false },
    { case: 'ids missing', over: { androidId: undefined, iosId: undefined }, isAPP: true, shown: false },
    { case: 'blank ids', over: { androidId: '   ', iosId: ' ' }, isAPP: true, shown: false },
    { case: 'uploadStatus 0', over: { uploadStatus: 0 }, isAPP: true, shown: false },
    { case: 'uploadStatus 2', over: { uploadStatus: 2 }, isAPP: true, shown: false },
    { case: 'uploadStatus missing', over: { uploadStatus: undefined }, isAPP: true, shown: false },
  ])('app: $case, isAPP $isAPP → $shown', ({ over, isAPP, shown }) => {
    expect(only('app', share(over), { ...allOn, isAPP })).toBe(shown);
  });
});

describe('the set', () => {
  it('keeps the spec’s order and never holds more than five', () => {
    const all = floatingButtons(share(), allOn);
    expect(all).toEqual(['cart', 'invitation', 'chat', 'app', 'toTop']);
    expect(all.length).toBeLessThanOrEqual(MAX_FLOATING_BUTTONS);
  });

  it.each([
    { g: { ...allOn, isCart: false, isAPP: false }, want: ['invitation', 'chat', 'toTop'] },
    { g: { ...allOn, isLoginCode: false, isChat: false }, want: ['cart', 'app', 'toTop'] },
    { g: { isCart: false, isChat: false, isLoginCode: false, isToTop: false, isAPP: false }, want: [] },
  ])('leaves out what is switched off, keeping the order: $want', ({ g, want }) => {
    expect(floatingButtons(share(), g)).toEqual(want);
  });

  it('the demo private share (no invitation codes, an Android app) gets cart, chat, app and to top', () => {
    expect(floatingButtons(share({ publicTypeList: [] }), allOn)).toEqual(['cart', 'chat', 'app', 'toTop']);
  });

  it('globalParam switches default to on (spec section 3); no shareInfo, no buttons', () => {
    expect(floatingButtons(share(), undefined)).toEqual(['cart', 'invitation', 'chat', 'app', 'toTop']);
    expect(floatingButtons(share(), {})).toEqual(['cart', 'invitation', 'chat', 'app', 'toTop']);
    expect(floatingButtons(undefined, allOn)).toEqual([]);
  });

  it('the phone’s ball offers cart, chat and to top only, by the same rules', () => {
    expect(floatingButtons(share(), allOn, { surface: 'phone' })).toEqual(['cart', 'chat', 'toTop']);
    expect(floatingButtons(share({ openUserList: [] }), { ...allOn, isToTop: false }, { surface: 'phone' })).toEqual([
      'chat',
    ]);
  });
});

describe('the mobile floating ball’s pages', () => {
  it.each([
    ['/index/imageSearch', 1, true],
    ['/index/product', 1, true],
    ['/index/productCenter/', 1, true],
    ['/index/productCenter', 2, false],
    ['/index/productCenter', 3, false],
    ['/index/home', 1, false],
    ['/index/productCenterX', 1, false],
    ['/productDetails', 1, false],
    ['/index/shoppingCart', 1, false],
  ] as const)('%s with floatStyle %i → %s', (path, floatStyle, shown) => {
    expect(showsMobileBall(path, { floatStyle })).toBe(shown);
  });

  it('floatStyle defaults to 1', () => expect(showsMobileBall('/index/product', undefined)).toBe(true));
});

describe('layout and placement', () => {
  it.each([
    [1, 'bar'],
    [2, 'pill'],
    [3, 'circles'],
    [4, 'bar'],
    [5, 'bar'],
    [0, 'bar'],
    [undefined, 'bar'],
    ['2', 'bar'],
    [Number.NaN, 'bar'],
  ] as const)('floatStyle %s → %s', (style, layout) => expect(floatLayout(style)).toBe(layout));

  it('starts on the right, on the left in right-to-left languages', () => {
    expect(defaultPlacement('ltr').side).toBe('right');
    expect(defaultPlacement('').side).toBe('right');
    expect(defaultPlacement('rtl').side).toBe('left');
  });

  it('snaps to the edge its centre is nearer to, 10 px in', () => {
    const viewport = { width: 1440, height: 900 };
    expect(nearestSide({ left: 100, width: 56 }, viewport)).toBe('left');
    expect(nearestSide({ left: 700, width: 56 }, viewport)).toBe('right');
    expect(dockedLeft('left', 56, 1440)).toBe(10);
    expect(dockedLeft('right', 56, 1440)).toBe(1440 - 56 - 10);
  });

  it('stays inside the viewport vertically', () => {
    expect(clampTop(-50, 200, 900)).toBe(10);
    expect(clampTop(800, 200, 900)).toBe(690);
    expect(clampTop(300, 200, 900)).toBe(300);
    expect(clampTop(300, 2000, 900)).toBe(10);
    expect(resolvedTop({ side: 'right', top: null, collapsed: false }, 300, { width: 1440, height: 900 })).toBe(345);
    expect(resolvedTop({ side: 'right', top: 5000, collapsed: false }, 300, { width: 1440, height: 900 })).toBe(590);
  });

  it('arrow keys: left and right go to that edge, up and down step 40 px inside the viewport', () => {
    const box = { left: 1374, top: 400, width: 56, height: 300 };
    const viewport = { width: 1440, height: 900 };
    expect(keyboardMove('ArrowLeft', box, viewport)).toEqual({ x: 10, y: 400 });
    expect(keyboardMove('ArrowRight', { ...box, left: 10 }, viewport)).toEqual({ x: 1374, y: 400 });
    expect(keyboardMove('ArrowUp', box, viewport)).toEqual({ x: 1374, y: 360 });
    expect(keyboardMove('ArrowDown', box, viewport)).toEqual({ x: 1374, y: 440 });
    expect(keyboardMove('ArrowDown', { ...box, top: 580 }, viewport)).toEqual({ x: 1374, y: 590 });
    expect(keyboardMove('KeyA', box, viewport)).toBeUndefined();
  });

  it('a drag never takes the set out of the window', () => {
    const box = { left: 1374, top: 400, width: 56, height: 300 };
    expect(keepInViewport({ x: 500, y: 0 }, box, { width: 1440, height: 900 })).toEqual({ x: 10, y: 0 });
    expect(keepInViewport({ x: -2000, y: -900 }, box, { width: 1440, height: 900 })).toEqual({ x: -1374, y: -400 });
  });

  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['42', null],
    ['{"side":"up","top":10}', null],
    ['{"side":"left","top":120,"collapsed":true}', { side: 'left', top: 120, collapsed: true }],
    ['{"side":"right","top":"x"}', { side: 'right', top: null, collapsed: false }],
  ])('reads a stored placement %s', (raw, want) => expect(readPlacement(raw)).toEqual(want));
});
