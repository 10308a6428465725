// The door to the whole catalogue on the home page: title, newest products, and a link to the product centre.
import type { ProductCentreContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './productCentre.css';

const source = { kind: 'area', area: 'productCenter' } as const;

export default function ProductCentre({ content }: ModuleProps<ProductCentreContent>) {
  const s = useModuleServices();
  const { items, isPending } = s.useProducts(source, 10);
  return (
    <div className="m-centre">
      <div className="module-heading">
        <h2 className="module-title" dir="auto">
          {s.text(content.title)}
        </h2>
        <s.Link link={source} className="module-more">
          {s.messages.viewAll}
        </s.Link>
      </div>
      <div className="m-products__list">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => <s.ProductCardSkeleton key={i} />)
          : (items ?? []).map((p) => <s.ProductCard key={p.productNumber} product={p} />)}
      </div>
      <s.Link link={source} className="button button--primary m-centre__all">
        {s.messages.viewAll}
      </s.Link>
    </div>
  );
}
