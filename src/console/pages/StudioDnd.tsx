// One drag-and-drop context for the studio (@dnd-kit/core): rows of the module list reorder among themselves, and a
// palette entry dropped on a row is inserted before it, dropped on the list's end or on the canvas is added after
// the selected module (as the palette's buttons add by keyboard). Announcements say both in the studio's language.
import { memo, useState, type ReactNode, type RefObject } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { definitionOf, type StudioModule } from './moduleModel';
import { moduleLabel } from './moduleLabels';

/** What a palette entry carries while it is dragged. */
export interface PaletteDrag {
  palette: true;
  type: number;
  style?: number;
}
export const LIST_END = 'studio:list-end';
export const CANVAS_DROP = 'studio:canvas';

const paletteOf = (data: unknown): PaletteDrag | null =>
  data && typeof data === 'object' && (data as PaletteDrag).palette ? (data as PaletteDrag) : null;

/** A row looks only at rows; a palette entry at what the pointer is in (the canvas, the list's end), else the nearest row. */
const collide: CollisionDetection = (args) => {
  if (!paletteOf(args.active.data.current))
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => c.id !== LIST_END && c.id !== CANVAS_DROP),
    });
  const within = pointerWithin(args);
  return within.length ? within : closestCenter(args);
};

// Kept outside the component: dnd-kit remakes its sensors when their options object changes, and with them the
// context every row and palette entry reads, which redrew all of them at each keystroke in the inspector.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** What the drag context reads when a drag starts, moves and ends: the design's rows and the studio's actions. */
export interface DndTarget {
  modules: StudioModule[];
  onMove: (from: number, to: number) => void;
  /** Adds a module of `type`; `before` is the key of the row it was dropped on, null for "after the selected". */
  onInsert: (type: number, style: number | undefined, before: string | null) => void;
}

/** Read through a ref and drawn around children that keep their element: an edit does not draw the context again.
 *  dnd-kit gives each render of its context a new transform, and React then searched all 200 rows and the rest of
 *  the studio for readers of it at every keystroke (issue 25). */
export const StudioDnd = memo(function StudioDnd({
  target,
  children,
}: {
  target: RefObject<DndTarget>;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [dragged, setDragged] = useState<PaletteDrag | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const typeName = (type: number) => moduleLabel(i18n, definitionOf(type), type);
  const nameOf = (id: unknown, data?: unknown) => {
    const palette = paletteOf(data);
    if (palette) return typeName(palette.type);
    const m = target.current.modules.find((x) => x.key === id);
    return m ? typeName(m.type) : '';
  };
  const at = (key: unknown) => target.current.modules.findIndex((m) => m.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${nameOf(active.id, active.data.current)}.`,
    onDragOver: ({ active, over }) =>
      over && at(over.id)
        ? t`${nameOf(active.id, active.data.current)} is over position ${at(over.id)} of ${target.current.modules.length}.`
        : undefined,
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      return at(over.id)
        ? t`${nameOf(active.id, active.data.current)} was dropped at position ${at(over.id)}.`
        : t`${nameOf(active.id, active.data.current)} was added to the page.`;
    },
    onDragCancel: ({ active }) => t`Moving ${nameOf(active.id, active.data.current)} was cancelled.`,
  };
  const start = ({ active }: DragStartEvent) => setDragged(paletteOf(active.data.current));
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const palette = paletteOf(active.data.current);
    if (palette) return target.current.onInsert(palette.type, palette.style, at(over.id) ? String(over.id) : null);
    if (active.id === over.id || !at(over.id)) return;
    target.current.onMove(at(active.id) - 1, at(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a module, press Space, move it with the arrow keys, and press Space again to drop it, or Escape to cancel.`,
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && <div className="studio-drag-ghost">{typeName(dragged.type)}</div>}
      </DragOverlay>
    </DndContext>
  );
});

/** A place a palette entry can be dropped on: the end of the module list, or the canvas. */
export function useDropZone(id: typeof LIST_END | typeof CANVAS_DROP) {
  const { setNodeRef, isOver, active } = useDroppable({ id });
  return { ref: setNodeRef, isOver, fromPalette: !!paletteOf(active?.data.current) };
}
