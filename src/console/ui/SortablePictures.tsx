// A row or grid of pictures put in order by drag (mouse: 5 px before a drag starts, so a click stays a click) or by
// the keyboard (Space, arrows, Space), with the moves announced in the console's language. The product picture strip
// and the Company room's about-us pictures both order pictures this way.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, type SortingStrategy } from '@dnd-kit/sortable';

interface Props<Id extends UniqueIdentifier> {
  ids: Id[];
  strategy: SortingStrategy;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** dnd-kit hands ids back as given; their position among `ids` is what moves. */
export function SortablePictures<Id extends UniqueIdentifier>({ ids, strategy, onMove, children }: Props<Id>) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id as Id);
  const position = (id: UniqueIdentifier) => indexOf(id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t`To move a picture, press Space or Enter, move it with the arrow keys, then press Space or Enter again to drop it, or Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => t`Picked up picture ${position(active.id)}.`,
          onDragOver: ({ over }) => (over ? t`Picture moved to position ${position(over.id)}.` : undefined),
          onDragEnd: ({ over }) => (over ? t`Picture moved to position ${position(over.id)}.` : undefined),
          onDragCancel: () => t`Move cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
