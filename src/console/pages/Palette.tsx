// The registry's module types this design can hold (derived from the registry, never a list of its own): a button
// each adds one, after the selected module.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ModuleDefinition } from '../../../modules/types';
import { resolve } from './form/schemaTools';
import { schemaOf } from './moduleModel';
import { moduleLabel } from './moduleLabels';

const stylesOf = (definition: ModuleDefinition) => {
  const style = resolve(schemaOf(definition.type) ?? {}).properties?.style;
  const s = style ? resolve(style) : undefined;
  return s?.enum?.length ?? (s?.maximum !== undefined ? s.maximum - (s.minimum ?? 1) + 1 : 1);
};

export function Palette({ types, onAdd }: { types: ModuleDefinition[]; onAdd: (type: number) => void }) {
  const { t, i18n } = useLingui();
  return (
    <section className="studio-palette" aria-label={t`Add a module`}>
      <h2>{t`Add a module`}</h2>
      <ul>
        {types.map((d) => {
          const label = moduleLabel(i18n, d, d.type);
          return (
            <li key={d.type}>
              <button
                type="button"
                className="studio-palette__item"
                onClick={() => onAdd(d.type)}
                aria-label={t`Add ${moduleLabel(i18n, d, d.type)}`}
              >
                <span>{label}</span>
                <small>{t`${plural(stylesOf(d), { one: '# style', other: '# styles' })}`}</small>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
