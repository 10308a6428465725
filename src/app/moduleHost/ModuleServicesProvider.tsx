// The app's side of the module contract (modules/types.ts): texts, links, data, the product card.
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ModuleServicesContext } from '../../../modules/services';
import type { HeaderSearchServices, ModuleServices } from '../../../modules/types';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { categoriesQuery, productsQuery, suggestionsQuery } from '../../features/catalogue/api';
import { highlight } from '../../lib/highlight';
import { partialMatchText, stopWordsOnlyText } from '../../lib/phraseNotes';
import { categoryName } from '../../../protocol/localisedNames';
import { CatalogueProductCard, productDetailSearch } from '../../lib/catalogueProductCard';
import { ProductCardSkeleton } from '../../ui/ProductCard';
import { useShareCode } from '../../lib/useShareCode';
import { usePrivateLinkClick } from '../../lib/login';
import { privateActionOfPage } from '../../lib/privatePages';
import { LanguageSelect } from '../../lib/LanguageSelect';
import { sectionNames } from '../../lib/sectionNames';
import { CartLink } from '../../features/cart/CartLink';
import { ChatButton } from '../../features/chat/ChatButton';
import { AccountControl } from '../layouts/AccountControl';
import { useVisitor } from '../../lib/visitor';

type Link =
  | { kind: 'area'; area: string }
  | { kind: 'product'; productNumber: string; isBuild?: boolean }
  | { kind: 'category'; categoryNumber: string }
  | { kind: 'url'; url: string };
type ProductSource =
  | { kind: 'area'; area: string }
  | { kind: 'category'; categoryNumber: string }
  | { kind: 'products'; productNumbers: string[] };

function useProducts(source: unknown, limit: number) {
  const request = useMemo((): CallTypes['GetProductList']['request'] => {
    const s = source as ProductSource;
    return {
      pageIndex: 1,
      pageSize: limit,
      ...(s.kind === 'area'
        ? { area: s.area as never }
        : s.kind === 'category'
          ? { categoryNumber: s.categoryNumber }
          : { productNumbers: s.productNumbers }),
    };
  }, [source, limit]);
  const query = useQuery(productsQuery(request));
  return { items: query.data?.items, isPending: query.isPending, isError: query.isError };
}

function useSuggestions(keyword: string) {
  const { i18n } = useLingui();
  const query = useQuery(suggestionsQuery(keyword, i18n.locale));
  return { data: keyword ? query.data : undefined, isFetching: query.isFetching };
}

function useCategories() {
  const query = useQuery(categoriesQuery);
  return { items: query.data?.items, isPending: query.isPending };
}

const HeaderActions = () => (
  <>
    <LanguageSelect compact />
    <ChatButton />
    <CartLink />
    <AccountControl />
  </>
);

export function ModuleServicesProvider({ productSource, children }: { productSource: number; children: ReactNode }) {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const navigate = useNavigate();
  const privateLinkClick = usePrivateLinkClick();
  const { scanner } = useVisitor();
  const services = useMemo<ModuleServices>(() => {
    const locale = i18n.locale;
    const search: HeaderSearchServices = {
      useSuggestions,
      open: (target) => {
        if (target.kind === 'product')
          void navigate({
            to: '/productDetails',
            search: productDetailSearch(target.productNumber, target.isBuild, id),
          });
        else if (target.kind === 'category')
          void navigate({ to: '/index/productCenter', search: { categoryNumber: target.categoryNumber, id } as never });
        else
          void navigate({
            to: '/index/productCenter',
            search: { ...(target.keyword ? { keyword: target.keyword } : {}), id } as never,
          });
      },
      highlight,
      messages: {
        label: i18n._(msg`Search products`),
        products: i18n._(msg`Products`),
        categories: i18n._(msg`Categories`),
        noSuggestions: i18n._(msg`No suggestions. Press Enter to search.`),
        didYouMean: (keyword) => i18n._(msg`Did you mean “${keyword}”?`),
        partialMatch: (words) => partialMatchText(i18n, words),
        stopWordsOnly: stopWordsOnlyText(i18n),
      },
    };
    const AppLink: ModuleServices['Link'] = ({ link, className, children, ariaLabel }) => {
      const navigate = useNavigate();
      const l = link as Link;
      if (l.kind === 'url')
        return (
          <a href={l.url} className={className} aria-label={ariaLabel} rel="noopener noreferrer" target="_blank">
            {children}
          </a>
        );
      if (l.kind === 'product')
        return (
          <RouterLink
            to="/productDetails"
            search={productDetailSearch(l.productNumber, l.isBuild, id)}
            className={className}
            aria-label={ariaLabel}
          >
            {children}
          </RouterLink>
        );
      if (l.kind === 'category')
        return (
          <RouterLink
            to="/index/productCenter"
            search={{ categoryNumber: l.categoryNumber, id } as never}
            className={className}
            aria-label={ariaLabel}
          >
            {children}
          </RouterLink>
        );
      const to = `/index/${l.area}` as '/index/home';
      // Cart, orders and account (spec section 4): the private login dialog for anyone not privately signed in.
      const action = privateActionOfPage(l.area);
      const onClick = action ? privateLinkClick(action, () => void navigate({ to, search: { id } })) : undefined;
      return (
        <RouterLink to={to} search={{ id }} className={className} aria-label={ariaLabel} onClick={onClick}>
          {children}
        </RouterLink>
      );
    };
    return {
      locale,
      text: (value) => (value ? (value[locale] ?? value.en ?? Object.values(value)[0] ?? '') : ''),
      Link: AppLink,
      useProducts,
      useCategories,
      categoryName: (c) => categoryName(c.names, locale, productSource),
      ProductCard: CatalogueProductCard,
      ProductCardSkeleton,
      HeaderActions,
      search,
      scan: {
        open: () => scanner.send({ type: 'OPEN' }),
        label: i18n._(msg`Scan a product code`),
        short: i18n._(msg({ context: 'tab bar', message: 'Scan' })),
      },
      messages: {
        home: i18n._(sectionNames.home),
        more: i18n._(msg`More`),
        viewAll: i18n._(msg`View all products`),
        noProducts: i18n._(msg`No products yet.`),
        searchPlaceholder: i18n._(msg`Search toys, item numbers…`),
        search: i18n._(msg`Search`),
        previewRibbon: i18n._(msg`Preview`),
        brokenModule: i18n._(msg`This module cannot be shown`),
      },
    };
  }, [i18n, i18n.locale, id, productSource, navigate, scanner]);
  return <ModuleServicesContext.Provider value={services}>{children}</ModuleServicesContext.Provider>;
}
