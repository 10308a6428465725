// Module services for tests and stories: fixed products and categories, plain links, English texts.
import type { ReactNode } from 'react';
import type { ModuleServices } from '../../modules/types';
import type { CategoryCard, ProductCard } from '../../schemas/api/types.gen';
import { ModuleServicesContext } from '../../modules/services';
import { ProductCard as ProductCardView, ProductCardSkeleton } from '../../src/ui/ProductCard';

export const fakeProducts: ProductCard[] = Array.from({ length: 12 }, (_, i) => ({
  productNumber: `SB${String(i + 1).padStart(6, '0')}`,
  name: `玩具${i + 1}`,
  ename: `Toy ${i + 1}`,
  names: {},
  imageUrl: `/media/toys/${1000 + i}/0.svg`,
  price: 1.5 + i,
  currency: 'USD',
  displayNumber: `HY-${1000 + i}A`,
  startOrderNum: 24,
  ou_lo: 48,
  outerBoxSize: { length: 62, width: 40, height: 55 },
  bulk_stere: 0.1364,
  gr_we: 14.2,
  isNew: i % 3 === 0,
  isHot: i % 4 === 0,
  has3d: false,
  hasVideo: false,
  inStock: true,
  isBuild: false,
}));
export const fakeCategories: CategoryCard[] = [
  {
    categoryNumber: 'C01',
    parentNumber: null,
    names: { name: '毛绒玩具', ename: 'Plush toys' },
    imageUrl: '/media/toys/1/0.svg',
    productCount: 12,
  },
  {
    categoryNumber: 'C02',
    parentNumber: null,
    names: { name: '车模', ename: 'Vehicles' },
    imageUrl: '/media/toys/2/0.svg',
    productCount: 8,
  },
];

export function fakeServices(overrides: Partial<ModuleServices> = {}): ModuleServices {
  return {
    locale: 'en',
    text: (v) => (v ? (v.en ?? Object.values(v)[0] ?? '') : ''),
    Link: ({ link, className, children, ariaLabel }) => (
      <a href={`#${JSON.stringify(link)}`} className={className} aria-label={ariaLabel}>
        {children}
      </a>
    ),
    useProducts: (_source, limit) => ({ items: fakeProducts.slice(0, limit), isPending: false, isError: false }),
    useCategories: () => ({ items: fakeCategories, isPending: false }),
    categoryName: (c) => c.names.ename ?? '',
    ProductCard: ({ product: p }) => (
      <ProductCardView
        product={p}
        name={p.ename}
        price={p.price === undefined ? null : `$${Number(p.price).toFixed(2)}`}
        moq={`MOQ ${p.startOrderNum} pcs`}
        cartonFacts={[`${p.ou_lo} pcs / carton`, `${Number(p.bulk_stere).toFixed(3)} m³`]}
        badges={{ new: 'New', hot: 'Hot' }}
        renderLink={({ className, children }) => (
          <a href={`#product-${p.productNumber}`} className={className}>
            {children}
          </a>
        )}
      />
    ),
    ProductCardSkeleton,
    HeaderActions: () => <button type="button">Sign in</button>,
    messages: {
      home: 'Home',
      more: 'More',
      viewAll: 'View all products',
      noProducts: 'No products yet.',
      searchPlaceholder: 'Search toys',
      search: 'Search',
      previewRibbon: 'Preview',
      brokenModule: 'This module cannot be shown',
    },
    ...overrides,
  };
}

export function WithServices({
  children,
  services = fakeServices(),
}: {
  children: ReactNode;
  services?: ModuleServices;
}) {
  return <ModuleServicesContext.Provider value={services}>{children}</ModuleServicesContext.Provider>;
}
