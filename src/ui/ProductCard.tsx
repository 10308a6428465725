// The product card every list shows: picture first, localised name, the number the share shows, carton facts,
// price when allowed, MOQ and badges. Pure: the texts come in ready to show, the link and the card's actions
// (favourite heart, later the cart toggle) are the host's (src/lib/catalogueProductCard.tsx).
import type { ReactNode } from 'react';
import type { ProductCard as Product } from '../../schemas/api/types.gen';
import { CARD_PICTURE_SIZES, pictureSrcSet } from '../../protocol/productMedia';

export interface ProductCardProps {
  product: Product;
  name: string;
  /** The name as shown, when it differs from the plain text (the search's matched words marked, issue 16). */
  nameContent?: ReactNode;
  price: string | null;
  moq: string;
  cartonFacts: string[];
  /** The NEW / HOT badges in the buyer's language. */
  badges: { new: string; hot: string };
  /** Wraps the card's body in a link to the product. The link is named by what it shows (name, number, price,
   *  MOQ): an aria-label with the name alone hid the rest from screen readers and failed WCAG 2.5.3 (issue 29). */
  renderLink: (props: { className: string; children: ReactNode }) => ReactNode;
  /** Controls beside the link: a link cannot hold another control. */
  actions?: ReactNode;
  /** A card of the list's first row: its picture may be the page's largest (the LCP on a phone's product centre),
   *  so it is fetched at once and first, not when the browser gets round to a lazy picture (issue 29). */
  leading?: boolean;
}

export function ProductCard({
  product,
  name,
  nameContent,
  price,
  moq,
  cartonFacts,
  badges,
  renderLink,
  actions,
  leading = false,
}: ProductCardProps) {
  return (
    <div className="product-card-frame">
      {renderLink({
        className: 'product-card',
        children: (
          <>
            <span className="product-card__media">
              <img
                src={product.imageUrl}
                srcSet={pictureSrcSet(product.imageUrl)}
                sizes={CARD_PICTURE_SIZES}
                alt=""
                loading={leading ? 'eager' : 'lazy'}
                fetchPriority={leading ? 'high' : undefined}
                decoding="async"
                width={300}
                height={300}
              />
              <span className="product-card__badges">
                {product.isNew && <span className="badge badge--new">{badges.new}</span>}
                {product.isHot && <span className="badge badge--hot">{badges.hot}</span>}
                {product.has3d && <span className="badge">3D</span>}
                {product.hasVideo && <span className="badge">▶</span>}
              </span>
            </span>
            <span className="product-card__body">
              <span className="product-card__name" dir="auto">
                {nameContent ?? name}
              </span>
              {product.displayNumber && (
                <span className="product-card__number" dir="ltr">
                  {product.displayNumber}
                </span>
              )}
              <span className="product-card__carton">
                {cartonFacts.map((fact) => (
                  <span key={fact}>{fact}</span>
                ))}
              </span>
              <span className="product-card__meta">
                {price && <span className="product-card__price">{price}</span>}
                <span className="product-card__moq">{moq}</span>
              </span>
            </span>
          </>
        ),
      })}
      {actions}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <span className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__media skeleton" />
      <span className="product-card__body">
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text-short" />
      </span>
    </span>
  );
}
