// The company's about-us pictures (issue 24): buyers see them under the about-us text, in this order. A file is
// checked in the browser by the server's own content check, then uploaded (the server fits it to 1200 px); the
// arrows arrange (the first shows first) and Remove takes one out. All of it reaches buyers with the room's Save.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import { uploadAboutPicture } from './api';
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
  const move = (from: number, to: number) => {
    const next = [...pictures];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };

  return (
    <Section title={t`About-us pictures`} aside={t`${count} of 12 pictures`}>
      {count === 0 ? (
        <p className="company-pictures__empty">{t`No pictures yet: add photos of your factory, showroom or team.`}</p>
      ) : (
        <ol className="company-pictures" aria-label={t`About-us pictures`}>
          {pictures.map((picture, index) => {
            const n = index + 1;
            return (
              <li key={picture} className="company-pictures__item">
                <img src={picture} alt={t`${name}, picture ${n}`} loading="lazy" />
                <div className="company-pictures__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    aria-label={t`Move picture ${n} earlier`}
                    onClick={() => move(index, index - 1)}
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
                    onClick={() => move(index, index + 1)}
                  >
                    <span className="company-pictures__arrow" aria-hidden="true">
                      →
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t`Remove picture ${n}`}
                    onClick={() => onChange(pictures.filter((p) => p !== picture))}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
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
          <Trans>PNG, JPEG or GIF, up to 20 MB each; buyers see them under the about-us text, in this order.</Trans>
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
