// The app's side of the module contract (modules/types.ts): texts, links, data and formatting for modules.
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ModuleServicesContext } from '../../modules/services';
import type { ModuleServices } from '../../modules/types';
import type { ProductCard } from '../../schemas/api/types.gen';
import { FavouriteHeart } from '../favourites/FavouriteButton';
import { api } from '../api/client';
import { categoriesQuery } from '../queries/catalogue';
import { categoryName, productName } from '../../protocol/localisedNames';
import { productDetailSearch } from '../search/searchUrl';
import { formatCbm, formatMoney, formatNumber, formatSizeCm } from '../../protocol/format';
import { useShareCode } from '../shell/useShareCode';
import { LanguageSelect } from '../shell/LanguageSelect';
import { AccountControl } from '../shell/AccountControl';

type Link = { kind: 'area'; area: string } | { kind: 'product'; productNumber: string; isBuild?: boolean } | { kind: 'category'; categoryNumber: string } | { kind: 'url'; url: string };

function useProducts(source: unknown, limit: number) {
  const body = useMemo(() => {
    const s = source as { kind: string; area?: string; categoryNumber?: string; productNumbers?: string[] };
    return {
      pageIndex: 1, pageSize: limit,
      ...(s.kind === 'area' ? { area: s.area as never } : s.kind === 'category' ? { categoryNumber: s.categoryNumber } : { productNumbers: s.productNumbers }),
    };
  }, [source, limit]);
  const query = useQuery({ queryKey: ['products', body], queryFn: () => api.call('GetProductList', body), staleTime: 5 * 60_000 });
  return { items: query.data?.items, isPending: query.isPending, isError: query.isError };
}

function useCategories() {
  const query = useQuery(categoriesQuery);
  return { items: query.data?.items, isPending: query.isPending };
}

export function ModuleServicesProvider({ productSource, children }: { productSource: number; children: ReactNode }) {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const services = useMemo<ModuleServices>(() => {
    const locale = i18n.locale;
    const AppLink: ModuleServices['Link'] = ({ link, className, children, ariaLabel }) => {
      const l = link as Link;
      if (l.kind === 'url') return <a href={l.url} className={className} aria-label={ariaLabel} rel="noopener noreferrer" target="_blank">{children}</a>;
      if (l.kind === 'product') return <RouterLink to="/productDetails" search={productDetailSearch(l.productNumber, l.isBuild, id)} className={className} aria-label={ariaLabel}>{children}</RouterLink>;
      if (l.kind === 'category') return <RouterLink to="/index/productCenter" search={{ categoryNumber: l.categoryNumber, id } as never} className={className} aria-label={ariaLabel}>{children}</RouterLink>;
      return <RouterLink to={`/index/${l.area}` as "/index/home"} search={{ id }} className={className} aria-label={ariaLabel}>{children}</RouterLink>;
    };
    return {
      locale,
      text: (value) => (value ? value[locale] ?? value.en ?? Object.values(value)[0] ?? '' : ''),
      Link: AppLink,
      useProducts,
      useCategories,
      productName: (p: ProductCard) => productName({ name: p.name, ename: p.ename, langList: [{ type: 0, ...p.names }] }, locale, productSource),
      categoryName: (c) => categoryName(c.names, locale, productSource),
      formatPrice: (p) => (p.price === undefined ? null : formatMoney(p.price, p.currency ?? 'USD', locale)),
      cartonFacts: (p) => {
        const pieces = formatNumber(p.ou_lo, locale);
        const size = formatSizeCm(p.outerBoxSize.length, p.outerBoxSize.width, p.outerBoxSize.height, locale);
        const weight = formatNumber(p.gr_we, locale, 2);
        return [i18n._(msg`${pieces} pcs / carton`), i18n._(msg`Carton ${size}`), formatCbm(p.bulk_stere, locale), i18n._(msg`Gross weight ${weight} kg`)];
      },
      FavouriteToggle: FavouriteHeart,
      HeaderActions: () => (
        <>
          <LanguageSelect />
          <AccountControl />
        </>
      ),
      messages: {
        more: i18n._(msg`More`),
        viewAll: i18n._(msg`View all products`),
        noProducts: i18n._(msg`No products yet.`),
        moq: (quantity) => i18n._(msg`MOQ ${quantity} pcs`),
        searchPlaceholder: i18n._(msg`Search toys, item numbers…`),
        search: i18n._(msg`Search`),
        previewRibbon: i18n._(msg`Preview`),
        brokenModule: i18n._(msg`This module cannot be shown`),
      },
    };
  }, [i18n, i18n.locale, id, productSource]);
  return <ModuleServicesContext.Provider value={services}>{children}</ModuleServicesContext.Provider>;
}
