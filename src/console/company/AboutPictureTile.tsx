// One about-us picture in the Company room: a sortable tile (dnd-kit) dragged by its picture or its handle (the
// handle also from the keyboard: Space, arrows, Space), with arrow buttons for one step and Remove.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface Props {
  picture: string;
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

export function AboutPictureTile({ picture, index, count, name, onMove, onRemove }: Props) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: picture,
  });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      className="company-pictures__item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {/* The picture is a mouse's grip only; the handle below is the one a keyboard and a screen reader use. */}
      <div className="company-pictures__grip" {...listeners}>
        <img src={picture} alt={t`${name}, picture ${n}`} loading="lazy" draggable={false} />
      </div>
      <div className="company-pictures__actions">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="button company-pictures__handle"
          aria-label={t`Move picture ${n}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="button"
          disabled={index === 0}
          aria-label={t`Move picture ${n} earlier`}
          onClick={() => onMove(index, index - 1)}
        >
          <span className="company-pictures__arrow" aria-hidden="true">
            ←
          </span>
        </button>
        <button
          type="button"
          className="button"
          disabled={index === count - 1}
          aria-label={t`Move picture ${n} later`}
          onClick={() => onMove(index, index + 1)}
        >
          <span className="company-pictures__arrow" aria-hidden="true">
            →
          </span>
        </button>
        <button type="button" className="button" aria-label={t`Remove picture ${n}`} onClick={onRemove}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
