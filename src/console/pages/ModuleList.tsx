// The design's modules in page order: select one, reorder by drag or keyboard (the handle: Space, arrows, Space;
// or the arrow buttons), duplicate, hide, delete; a palette entry dropped on a row goes before it (StudioDnd.tsx).
// Each row says the type, the style and a line of its content, and whether it would not render.
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { definitionOf, problemOf, summaryOf, type StudioModule } from './moduleModel';
import { moduleLabel } from './moduleLabels';
import { LIST_END, useDropZone } from './StudioDnd';

interface ListProps {
  modules: StudioModule[];
  selected: string | null;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (key: string) => void;
  onToggleHidden: (key: string) => void;
  onDelete: (key: string) => void;
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path d={d} fill="currentColor" />
  </svg>
);
const COPY =
  'M8 3h11a2 2 0 0 1 2 2v11h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v10h10V9H5Z';
const EYE =
  'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 2c-3.6 0-6.6 3-7.8 5 1.2 2 4.2 5 7.8 5s6.6-3 7.8-5c-1.2-2-4.2-5-7.8-5Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z';
const EYE_OFF =
  'M3.3 2 22 20.7 20.7 22l-3.4-3.4A10.6 10.6 0 0 1 12 20c-5 0-9-4.5-10-7 .6-1.5 2.2-3.8 4.6-5.4L2 3.3 3.3 2Zm4.8 7 1.5 1.5a3 3 0 0 0 3.9 3.9l1.5 1.5A5 5 0 0 1 8.1 9ZM12 6c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.3 3.5l-1.4-1.4c.7-.7 1.2-1.4 1.5-2.1C18.6 11 15.6 8 12 8c-.6 0-1.1.1-1.7.2L8.7 6.6C9.7 6.2 10.8 6 12 6Z';

const styleOf = (content: unknown) =>
  content && typeof content === 'object' && 'style' in content ? (content as { style: unknown }).style : undefined;

type RowActions = Omit<ListProps, 'modules' | 'selected'>;

/** The handlers must keep their identity (Studio's useStableHandlers): a keystroke in the inspector then redraws only
 *  the edited module's row. dnd-kit's sortable context tells every row when its items change, so they are kept while
 *  the order stays (on a 200-module page every row redrawing cost more than a frame). */
export const ModuleList = memo(function ModuleList({ modules, selected, ...handlers }: ListProps) {
  const { t } = useLingui();
  const { onSelect, onMove, onDuplicate, onToggleHidden, onDelete } = handlers;
  const actions = useMemo<RowActions>(
    () => ({ onSelect, onMove, onDuplicate, onToggleHidden, onDelete }),
    [onSelect, onMove, onDuplicate, onToggleHidden, onDelete],
  );
  const order = modules.map((m) => m.key).join(' ');
  const items = useMemo(() => modules.map((m) => m.key), [order]);
  const drop = useDropZone(LIST_END);
  const end = (
    <div
      ref={drop.ref}
      className={modules.length ? 'studio-list__end' : 'studio-list__end studio-empty'}
      data-active={drop.fromPalette || undefined}
      data-over={drop.isOver || undefined}
    >
      {modules.length
        ? drop.fromPalette
          ? t`Drop here to add at the end`
          : null
        : t`No modules yet: add one from the palette.`}
    </div>
  );
  if (!modules.length) return end;
  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      <ol className="studio-list" aria-label={t`Modules of this page`}>
        {modules.map((m, index) => (
          <ModuleRow
            key={m.key}
            module={m}
            index={index}
            last={index === modules.length - 1}
            isSelected={selected === m.key}
            actions={actions}
          />
        ))}
      </ol>
      {end}
    </SortableContext>
  );
});

const ModuleRow = memo(function ModuleRow({
  module: m,
  index,
  last,
  isSelected,
  actions: { onSelect, onMove, onDuplicate, onToggleHidden, onDelete },
}: {
  module: StudioModule;
  index: number;
  last: boolean;
  isSelected: boolean;
  actions: RowActions;
}) {
  const { t, i18n } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: m.key,
  });
  const definition = definitionOf(m.type);
  const label = definition ? moduleLabel(i18n, definition, m.type) : t`Unknown type ${m.type}`;
  const style = styleOf(m.content);
  const summary = summaryOf(m.content, i18n.locale);
  const broken = problemOf(m) !== null;
  const name = style !== undefined ? t`${label}, style ${String(style)}` : label;
  return (
    <li
      ref={setNodeRef}
      className="studio-row"
      data-selected={isSelected || undefined}
      data-hidden={m.hidden || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="studio-row__handle"
        aria-label={t`Move ${name}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button type="button" className="studio-row__main" aria-pressed={isSelected} onClick={() => onSelect(m.key)}>
        <span className="studio-row__name">{name}</span>
        {summary && <span className="studio-row__summary">{summary}</span>}
        {m.hidden && <span className="studio-tag">{t`Hidden`}</span>}
        {broken && <span className="studio-tag studio-tag--error">{t`Needs a fix`}</span>}
      </button>
      <span className="studio-row__actions">
        <button
          type="button"
          className="icon-button"
          disabled={index === 0}
          aria-label={t`Move ${name} up`}
          onClick={() => onMove(index, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          disabled={last}
          aria-label={t`Move ${name} down`}
          onClick={() => onMove(index, index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Duplicate ${name}`}
          onClick={() => onDuplicate(m.key)}
        >
          <Icon d={COPY} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-pressed={m.hidden}
          aria-label={t`Hide ${name}`}
          onClick={() => onToggleHidden(m.key)}
        >
          <Icon d={m.hidden ? EYE_OFF : EYE} />
        </button>
        <button type="button" className="icon-button" aria-label={t`Delete ${name}`} onClick={() => onDelete(m.key)}>
          ✕
        </button>
      </span>
    </li>
  );
});

export { arrayMove };
