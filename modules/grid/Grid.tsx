// Five tile layouts (schemas/modules/grid.schema.json): picture tiles, round icons, large cards, list rows, mosaic.
import type { GridContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './grid.css';

export default function Grid({ content }: ModuleProps<GridContent>) {
  const s = useModuleServices();
  const title = s.text(content.title);
  return (
    <div className={`m-grid m-grid--${content.style}`} style={{ ['--columns' as string]: content.columns ?? 4 }}>
      {title && <h2 className="module-title">{title}</h2>}
      <ul className="m-grid__items">
        {content.items.map((item, i) => (
          <li key={i}>
            <s.Link link={item.link} className="m-grid__tile">
              <img src={item.image} alt="" loading="lazy" width={240} height={240} />
              <span dir="auto">{s.text(item.title)}</span>
            </s.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
