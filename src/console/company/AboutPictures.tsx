// The company's about-us pictures (issue 24): buyers see them under the about-us text, in this order. A file is
// checked in the browser by the server's own content check, then uploaded (the server fits it to 1200 px); a picture
// is dragged into place (by mouse, or its handle from the keyboard) or stepped by its arrows (the first shows first),
// and Remove takes one out. All of it reaches buyers with the room's Save.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { apiErrorMessage } from '../../api/errorMessages';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import { uploadAboutPicture } from './api';
import { AboutPictureTile } from './AboutPictureTile';
import { Section } from './FormParts';
import { pictureRefusal } from './companyTexts';

/** customerInfo.aboutPictures holds at most this many (schemas/api/common.json). */
const MAX_PICTURES = 12;

interface Props {
  pictures: string[];
  name: string;
  onChange: (pictures: string[]) => void;
}

export function AboutPictures({ pictures, name, onChange }: Props) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const count = pictures.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function add(files: File[]) {
    setProblem(null);
    let next = pictures;
    setBusy(true);
    try {
      for (const file of files) {
        if (next.length >= MAX_PICTURES) {
          setProblem(t`At most 12 pictures.`);
          break;
        }
        const refusal = await pictureRefusal(file, PRODUCT_MEDIA_LIMITS.pictureBytes);
        if (refusal) {
          setProblem(
            refusal === 'tooLarge'
              ? t`The picture is larger than 20 MB.`
              : t`Not a picture we can use: choose a PNG, JPEG or GIF file.`,
          );
          continue;
        }
        next = [...next, (await uploadAboutPicture(file)).picture];
        onChange(next);
      }
    } catch (error) {
      setProblem(apiErrorMessage(i18n, error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  const move = (from: number, to: number) => onChange(arrayMove(pictures, from, to));
  const position = (id: UniqueIdentifier) => pictures.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = pictures.indexOf(String(active.id));
    const to = over ? pictures.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };

  return (
    <Section title={t`About-us pictures`} aside={t`${count} of 12 pictures`}>
      {count === 0 ? (
        <p className="company-pictures__empty">{t`No pictures yet: add photos of your factory, showroom or team.`}</p>
      ) : (
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
          {/* A wrapping grid: rectSortingStrategy moves tiles by their measured boxes, so right-to-left needs nothing. */}
          <SortableContext items={pictures} strategy={rectSortingStrategy}>
            <ol className="company-pictures" aria-label={t`About-us pictures`}>
              {pictures.map((picture, index) => (
                <AboutPictureTile
                  key={picture}
                  picture={picture}
                  index={index}
                  count={count}
                  name={name}
                  onMove={move}
                  onRemove={() => onChange(pictures.filter((p) => p !== picture))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="company-pictures__add">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          multiple
          hidden
          onChange={(e) => void add([...(e.target.files ?? [])])}
        />
        <button
          type="button"
          className="button"
          disabled={busy || count >= MAX_PICTURES}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {busy ? t`Uploading…` : t`Add pictures`}
        </button>
        <p className="company-field__hint" id={hintId}>
          <Trans>PNG, JPEG or GIF, up to 20 MB each; buyers see them under the about-us text, in this order.</Trans>{' '}
          <Trans>Drag a picture, or use its arrows, to change the order.</Trans>
        </p>
      </div>
      {problem && (
        <p className="company-field__error" role="alert">
          {problem}
        </p>
      )}
    </Section>
  );
}
