// A titled set of product cards from an area, a category or a hand-picked list (style 1 grid, 2 scrolling
// row, 3 two large cards per row). Skeleton cards hold the space while products load.
import type { ProductBlockContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './productBlock.css';

export default function ProductBlock({ content }: ModuleProps<ProductBlockContent>) {
  const s = useModuleServices();
  const limit = content.limit ?? 10;
  const { items, isPending, isError } = s.useProducts(content.source, limit);
  if (!isPending && (isError || !items?.length)) return null; // an empty block is left out rather than shown empty
  return (
    <div className={`m-products m-products--${content.style}`}>
      <div className="module-heading">
        <h2 className="module-title" dir="auto">
          {s.text(content.title)}
        </h2>
        {content.moreLink && (
          <s.Link link={content.moreLink} className="module-more">
            {s.messages.more}
            {/* "More" alone says nothing out of context (screen readers' link lists, search engines): the block's
                title completes it, unseen. */}
            <span className="visually-hidden"> {s.text(content.title)}</span>
          </s.Link>
        )}
      </div>
      <div className="m-products__list">
        {isPending
          ? Array.from({ length: Math.min(limit, 5) }, (_, i) => <s.ProductCardSkeleton key={i} />)
          : items!.map((p) => <s.ProductCard key={p.productNumber} product={p} />)}
      </div>
    </div>
  );
}
