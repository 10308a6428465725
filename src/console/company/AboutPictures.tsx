// The company's about-us pictures (issue 24): buyers see them under the about-us text, in this order. A file is
// checked in the browser by the server's own content check, then uploaded (the server fits it to 1200 px); a picture
// is dragged into place (by mouse, or its handle from the keyboard) or stepped by its arrows (the first shows first),
// and Remove takes one out. All of it reaches buyers with the room's Save.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { apiErrorMessage } from '../../api/errorMessages';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import { uploadAboutPicture } from './api';
import { SortablePictures } from '../ui/SortablePictures';
import { AboutPictureTile } from './AboutPictureTile';
import { Section } from '../ui/FormParts';
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

  return (
    <Section title={t`About-us pictures`} aside={t`${count} of 12 pictures`}>
      {count === 0 ? (
        <p className="company-pictures__empty">{t`No pictures yet: add photos of your factory, showroom or team.`}</p>
      ) : (
        // A wrapping grid: rectSortingStrategy moves tiles by their measured boxes, so right-to-left needs nothing.
        <SortablePictures ids={pictures} strategy={rectSortingStrategy} onMove={move}>
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
        </SortablePictures>
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
        <p className="form-field__hint" id={hintId}>
          <Trans>PNG, JPEG or GIF, up to 20 MB each; buyers see them under the about-us text, in this order.</Trans>{' '}
          <Trans>Drag a picture, or use its arrows, to change the order.</Trans>
        </p>
      </div>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </Section>
  );
}
