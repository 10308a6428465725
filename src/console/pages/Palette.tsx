// The registry's module types this design can hold (derived from the registry, never a list of its own). Each type
// adds one after the selected module (a button, so Enter or Space adds it), and shows its styles as small pictures
// that add that style; every entry can also be dragged onto the module list or the canvas (StudioDnd.tsx).
import { memo, type PointerEventHandler, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import type { ModuleDefinition } from '../../../modules/types';
import { resolve } from './form/schemaTools';
import { schemaOf } from './moduleModel';
import { moduleLabel } from './moduleLabels';
import { StyleThumbnail } from './styleThumbnails';
import type { PaletteDrag } from './StudioDnd';

/** The style numbers a type's schema allows (an enum, or a range), empty when it has no style. */
export function stylesOf(type: number): number[] {
  const style = resolve(schemaOf(type) ?? {}).properties?.style;
  const s = style ? resolve(style) : undefined;
  if (s?.enum?.length) return s.enum.filter((v): v is number => typeof v === 'number');
  if (s?.maximum === undefined) return [];
  const from = s.minimum ?? 1;
  return Array.from({ length: Math.min(20, s.maximum - from + 1) }, (_, i) => from + i);
}

type AddOne = (type: number, style?: number) => void;

export const Palette = memo(function Palette({ types, onAdd }: { types: ModuleDefinition[]; onAdd: AddOne }) {
  const { t } = useLingui();
  return (
    <section className="studio-palette" aria-label={t`Add a module`}>
      <h2>{t`Add a module`}</h2>
      <ul>
        {types.map((d) => (
          <PaletteType key={d.type} definition={d} onAdd={onAdd} />
        ))}
      </ul>
    </section>
  );
});

function PaletteType({ definition: d, onAdd }: { definition: ModuleDefinition; onAdd: AddOne }) {
  const { t, i18n } = useLingui();
  const label = moduleLabel(i18n, d, d.type);
  const styles = stylesOf(d.type);
  return (
    <li className="studio-palette__type">
      <PaletteEntry
        drag={{ palette: true, type: d.type }}
        className="studio-palette__item"
        label={t`Add ${moduleLabel(i18n, d, d.type)}`}
        onAdd={() => onAdd(d.type)}
      >
        {label}
      </PaletteEntry>
      {styles.length > 1 && (
        <span className="studio-palette__styles">
          {styles.map((style) => (
            <PaletteEntry
              key={style}
              drag={{ palette: true, type: d.type, style }}
              className="studio-palette__style"
              label={t`Add ${label}, style ${style}`}
              onAdd={() => onAdd(d.type, style)}
            >
              <StyleThumbnail typeKey={d.key} style={style} />
              <span aria-hidden="true">{style}</span>
            </PaletteEntry>
          ))}
        </span>
      )}
    </li>
  );
}

function PaletteEntry({
  drag,
  className,
  label,
  onAdd,
  children,
}: {
  drag: PaletteDrag;
  className: string;
  label: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const id = `palette:${drag.type}:${drag.style ?? 0}`;
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, data: drag });
  // Only the pointer drags: by keyboard the button itself adds (Enter or Space), which is the same move in one step.
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-dragging={isDragging || undefined}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={onAdd}
    >
      {children}
    </button>
  );
}
