// Entrances to the supplier's categories, names in the buyer's language, a picture from each category.
import type { CategoryContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './category.css';

export default function Category({ content }: ModuleProps<CategoryContent>) {
  const s = useModuleServices();
  const { items, isPending } = s.useCategories();
  const wanted = content.categoryNumbers?.length ? content.categoryNumbers : null;
  const shown = (items ?? []).filter(
    (c) => c.productCount > 0 && (wanted ? wanted.includes(c.categoryNumber) : c.parentNumber === null),
  );
  if (!isPending && !shown.length) return null;
  return (
    <div className="m-category">
      <h2 className="module-title" dir="auto">
        {s.text(content.title)}
      </h2>
      <ul className="m-category__items">
        {isPending
          ? Array.from({ length: 8 }, (_, i) => <li key={i} className="m-category__tile skeleton" aria-hidden="true" />)
          : shown.map((c) => (
              <li key={c.categoryNumber}>
                <s.Link link={{ kind: 'category', categoryNumber: c.categoryNumber }} className="m-category__tile">
                  {content.showImages !== false && (
                    <img src={c.imageUrl} alt="" loading="lazy" width={160} height={160} />
                  )}
                  <span dir="auto">{s.categoryName(c)}</span>
                  <small>{c.productCount}</small>
                </s.Link>
              </li>
            ))}
      </ul>
    </div>
  );
}
