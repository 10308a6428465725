// The app's product card: ui/ProductCard with the buyer's language, the share's naming rule, a link to the detail
// page and the actions every card carries. Actions come from features (favourite heart, later the cart toggle)
// through ProductActionsContext, set once by the app, so no feature imports another to decorate a product.
import { createContext, memo, useContext, useMemo, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ProductCard as Product, ProductDetail } from '../../schemas/api/types.gen';
import { productName } from '../../protocol/localisedNames';
import { formatCbm, formatMoney, formatNumber, formatSizeCm } from '../../protocol/format';
import { ProductCard, type ProductCardProps } from '../ui/ProductCard';
import { useProductSource } from './useSession';
import { useShareCode } from './useShareCode';
import { highlight } from './highlight';

/** The detail page's query (spec: productNumber, isBuild, id); `isBuild` only for custom products. */
export const productDetailSearch = (productNumber: string, isBuild: boolean | undefined, id: string | undefined) =>
  ({ productNumber, ...(isBuild ? { isBuild: true } : {}), id }) as never;

/** The controls a product carries: beside a card's link, and on the detail page. */
export interface ProductActions {
  Card: ComponentType<{ product: Product; name: string }>;
  Detail: ComponentType<{ product: ProductDetail }>;
}
export const ProductActionsContext = createContext<ProductActions | null>(null);
export const useProductActions = () => useContext(ProductActionsContext);

/** "MOQ 24 pcs", on cards and the detail page; a count, so a plural message (issue 12). Counts on a first screen are
 *  written by protocol/format, not by Lingui's "#", which would make an Intl.NumberFormat and so load the browser's
 *  number data (docs/decisions.md, "Prices and dates without the browser's number data"). */
export const moqText = (i18n: I18n, quantity: number) => {
  const shown = formatNumber(quantity, i18n.locale);
  return i18n._(msg`MOQ ${plural(quantity, { one: `${shown} pc`, other: `${shown} pcs` })}`);
};

/** "12 pcs / carton", on cards and cart lines, its count written as moqText's is. */
export const piecesPerCartonText = (i18n: I18n, pieces: number) => {
  const shown = formatNumber(pieces, i18n.locale);
  return i18n._(msg`${plural(pieces, { one: `${shown} pc / carton`, other: `${shown} pcs / carton` })}`);
};

/** What a card says about a product, in the buyer's language. */
export function useProductTexts() {
  const { i18n } = useLingui();
  const productSource = useProductSource();
  return useMemo(() => {
    const locale = i18n.locale;
    return {
      name: (p: Product) =>
        productName({ name: p.name, ename: p.ename, langList: [{ type: 0, ...p.names }] }, locale, productSource),
      price: (p: Product) => (p.price === undefined ? null : formatMoney(p.price, p.currency ?? 'USD', locale)),
      moq: (p: Product) => moqText(i18n, p.startOrderNum),
      badges: {
        new: i18n._(msg({ context: 'product badge', message: 'New' })),
        hot: i18n._(msg({ context: 'product badge', message: 'Hot' })),
      },
      cartonFacts: (p: Product) => {
        const size = formatSizeCm(p.outerBoxSize.length, p.outerBoxSize.width, p.outerBoxSize.height, locale);
        const weight = formatNumber(p.gr_we, locale, 2);
        return [
          piecesPerCartonText(i18n, p.ou_lo),
          i18n._(msg`Carton ${size}`),
          formatCbm(p.bulk_stere, locale),
          i18n._(msg`Gross weight ${weight} kg`),
        ];
      },
    };
  }, [i18n, i18n.locale, productSource]);
}

/** `actions: false` where the page has its own controls on the card (the favourites list's selection); `keyword`
 *  marks the search's words in the name (issue 16). Memoised: a list re-renders as its rows are measured and its
 *  page's answers arrive, and every card rendered again each time made the phone's product centre's longest task
 *  (issue 29); a card's own subscriptions (language, share, actions) still update it. */
export const CatalogueProductCard = memo(function CatalogueProductCard({
  product,
  actions = true,
  keyword,
  leading,
}: {
  product: Product;
  actions?: boolean;
  keyword?: string;
  leading?: boolean;
}) {
  const texts = useProductTexts();
  const Actions = useProductActions()?.Card;
  const id = useShareCode() ?? undefined;
  const name = texts.name(product);
  const renderLink: ProductCardProps['renderLink'] = ({ className, children }) => (
    <Link
      to="/productDetails"
      search={productDetailSearch(product.productNumber, product.isBuild, id)}
      className={className}
    >
      {children}
    </Link>
  );
  return (
    <ProductCard
      product={product}
      name={name}
      nameContent={keyword ? highlight(name, keyword) : undefined}
      price={texts.price(product)}
      moq={texts.moq(product)}
      cartonFacts={texts.cartonFacts(product)}
      badges={texts.badges}
      renderLink={renderLink}
      leading={leading}
      actions={actions && Actions ? <Actions product={product} name={name} /> : undefined}
    />
  );
});
