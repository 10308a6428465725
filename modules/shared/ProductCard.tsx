// The product card of the catalogue: picture first, localised name, the number the share shows, price when
// allowed, MOQ and badges. Used by modules and by the product centre pages.
import type { ProductCard as Product } from '../../schemas/api/types.gen';
import { useModuleServices } from '../services';

/** `favourite: false` where the page has its own selection controls on the card (the favourites list). */
export function ProductCard({ product, favourite = true }: { product: Product; favourite?: boolean }) {
  const s = useModuleServices();
  const name = s.productName(product);
  const price = s.formatPrice(product);
  // The heart is a button beside the link, not inside it: a link cannot hold another control.
  return (
    <div className="product-card-frame">
      <s.Link link={{ kind: 'product', productNumber: product.productNumber, isBuild: product.isBuild }} className="product-card" ariaLabel={name}>
        <span className="product-card__media">
          <img src={product.imageUrl} alt="" loading="lazy" decoding="async" width={300} height={300} />
          <span className="product-card__badges">
            {product.isNew && <span className="badge badge--new">NEW</span>}
            {product.isHot && <span className="badge badge--hot">HOT</span>}
            {product.has3d && <span className="badge">3D</span>}
            {product.hasVideo && <span className="badge">▶</span>}
          </span>
        </span>
        <span className="product-card__body">
          <span className="product-card__name" dir="auto">{name}</span>
          {product.displayNumber && <span className="product-card__number" dir="ltr">{product.displayNumber}</span>}
          <span className="product-card__carton">{s.cartonFacts(product).map((fact) => <span key={fact}>{fact}</span>)}</span>
          <span className="product-card__meta">
            {price && <span className="product-card__price">{price}</span>}
            <span className="product-card__moq">{s.messages.moq(String(product.startOrderNum))}</span>
          </span>
        </span>
      </s.Link>
      {favourite && s.FavouriteToggle && <s.FavouriteToggle productNumber={product.productNumber} name={name} />}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <span className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__media skeleton" />
      <span className="product-card__body"><span className="skeleton skeleton--text" /><span className="skeleton skeleton--text-short" /></span>
    </span>
  );
}
