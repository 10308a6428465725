// The demo supplier's desktop (webList) and mobile (mobileTempList) home pages, using every module type.
// Content shapes are the module schemas' (schemas/modules/), each with the content version it is written in
// (docs/modules.md "Versioned content"); texts are per-locale maps with an en fallback.
import { pageTexts as T } from './pageTexts';
import { toyPictureUrl } from './toyImage';

export const bannerSlides = [
  { seed: 11, title: '', subtitle: '' },
  { seed: 29, title: '', subtitle: '' },
  { seed: 47, title: '', subtitle: '' },
  { seed: 83, title: '', subtitle: '' },
];
const slide = (n: number, title: Record<string, string>, area: string) => ({
  image: `/media/banners/${n}.webp`,
  title,
  link: { kind: 'area', area },
});
const area = (area: string, title: Record<string, string>, seed: number) => ({
  title,
  image: toyPictureUrl(seed, 0),
  link: { kind: 'area', area },
});

export interface DemoModule {
  type: number;
  content: Record<string, unknown>;
}

export function demoPages(topCategoryNumbers: string[]): { web: DemoModule[]; mobile: DemoModule[] } {
  const header = {
    type: 1,
    content: {
      version: 1,
      style: 1,
      logo: '/media/logo.svg',
      showSearch: true,
      showLanguages: true,
      menu: [
        { title: T.home, link: { kind: 'area', area: 'home' } },
        { title: T.allProducts, link: { kind: 'area', area: 'productCenter' } },
        { title: T.newArrivals, link: { kind: 'area', area: 'newProduct' } },
        { title: T.hotSellers, link: { kind: 'area', area: 'hotSellingArea' } },
        { title: T.inStock, link: { kind: 'area', area: 'spotProduct' } },
      ],
    },
  };
  const slides = [
    slide(0, T.bannerSpring, 'newProduct'),
    slide(1, T.bannerFactory, 'productCenter'),
    slide(2, T.bannerSafety, 'certifiedProducts'),
  ];
  const areaGrid = [
    area('newProduct', T.newArrivals, 3),
    area('hotSellingArea', T.hotSellers, 8),
    area('recommend', T.recommended, 14),
    area('spotProduct', T.inStock, 21),
    area('certifiedProducts', T.certified, 5),
    area('videoProducts', T.videos, 33),
    area('threeDProduct', T.threeD, 40),
    area('productCenter', T.allProducts, 52),
  ];
  const categories = {
    type: 6,
    content: { version: 1, style: 1, title: T.categories, categoryNumbers: topCategoryNumbers, showImages: true },
  };
  const block = (source: string, title: Record<string, string>, style: number, limit: number) => ({
    type: 5,
    content: {
      version: 1,
      style,
      title,
      source: { kind: 'area', area: source },
      limit,
      moreLink: { kind: 'area', area: source },
    },
  });
  const login = (style: number) => ({
    type: -1,
    content: { version: 1, style, background: '/media/banners/3.webp', welcome: T.welcome },
  });
  const centre = {
    type: 10,
    content: { version: 1, style: 1, title: T.allProducts, defaultView: 'thumbnail', pageSize: 24 },
  };

  return {
    web: [
      header,
      { type: 2, content: { version: 2, style: 1, autoplay: true, intervalMs: 5000, slides } },
      { type: 3, content: { version: 1, style: 1, columns: 8, items: areaGrid } },
      block('newProduct', T.newArrivals, 1, 10),
      categories,
      {
        type: 2,
        content: { version: 2, style: 3, autoplay: false, slides: [slide(3, T.bannerFactory, 'productCenter')] },
      },
      block('hotSellingArea', T.hotSellers, 2, 10),
      { type: 3, content: { version: 1, style: 3, columns: 3, items: areaGrid.slice(3, 6) } },
      block('recommend', T.recommended, 1, 10),
      centre,
      login(1),
      // A new module type's demo content goes here too: tests/modules/schemas.test.ts wants every type on both pages.
    ],
    mobile: [
      { ...header, content: { ...header.content, style: 2 } },
      { type: 2, content: { version: 2, style: 4, autoplay: true, intervalMs: 4000, slides } },
      { type: 3, content: { version: 1, style: 2, columns: 4, items: areaGrid } },
      block('newProduct', T.newArrivals, 3, 6),
      categories,
      block('hotSellingArea', T.hotSellers, 3, 6),
      centre,
      {
        type: 4,
        content: {
          version: 1,
          style: 1,
          tabs: [
            { title: T.home, icon: 'home', link: { kind: 'area', area: 'home' } },
            { title: T.categories, icon: 'grid', link: { kind: 'area', area: 'productCenter' } },
            { title: T.cart, icon: 'cart', link: { kind: 'area', area: 'shoppingCart' } },
            { title: T.account, icon: 'user', link: { kind: 'area', area: 'myAccount' } },
          ],
        },
      },
      login(5),
      // A new module type's demo content goes here too: tests/modules/schemas.test.ts wants every type on both pages.
    ],
  };
}
