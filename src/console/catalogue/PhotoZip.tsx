// The import preview's optional photos (issue 23): a .zip whose pictures are named by product number, matched on
// the server to the spreadsheet's rows; shown here as matched / unchanged / not matched / left out before anything
// is written.
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { sendImportPhotos, type PhotoMatch } from './api';
import './pictureStrip.css';
import './importWizard.css';

const SHOWN = 20;

export function PhotoZip({ importId, onMatched }: { importId: string; onMatched: (pictures: number) => void }) {
  const { t, i18n } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [match, setMatch] = useState<PhotoMatch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reasons = { tooLarge: t`too large`, notAPicture: t`not a picture`, unreadable: t`unreadable` };

  async function send(zip: File) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await sendImportPhotos(importId, zip);
      setMatch(answer);
      onMatched(answer.counts.pictures);
    } catch (error) {
      const reason = error instanceof ApiError ? error.reason : undefined;
      setFailure(
        reason === 'badSpreadsheet'
          ? t`This file is not a .zip of pictures.`
          : reason === 'fileTooLarge'
            ? t`The .zip is too large.`
            : apiErrorMessage(i18n, error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="import-wizard__photos">
      <button type="button" className="button" disabled={busy} onClick={() => picker.current?.click()}>
        {busy ? t`Reading photos…` : t`Add photos (.zip)`}
      </button>
      <span className="import-wizard__hint">
        {t`Optional: a .zip of photos named by product number (SB0001.jpg, SB0001-2.jpg …).`}
      </span>
      <input
        ref={picker}
        type="file"
        hidden
        accept=".zip,application/zip"
        onChange={(e) => {
          const zip = e.target.files?.[0];
          e.target.value = '';
          if (zip) void send(zip);
        }}
      />
      {failure && (
        <p className="import-wizard__failure" role="alert">
          {failure}
        </p>
      )}
      {match && (
        <div role="status" className="import-wizard__photo-report">
          {(match.counts.pictures > 0 || !match.counts.unchanged) && (
            <p>
              {i18n._(
                msg`${plural(match.counts.pictures, { one: '# picture', other: '# pictures' })} for ${plural(match.counts.products, { one: '# product', other: '# products' })}`,
              )}
            </p>
          )}
          {!!match.counts.unchanged && (
            <p>
              {i18n._(
                msg`${plural(match.counts.unchanged, { one: '# product already shows these pictures: left unchanged.', other: '# products already show these pictures: left unchanged.' })}`,
              )}
            </p>
          )}
          {match.counts.unmatched > 0 && (
            <p dir="auto">
              {t`Not matched to any row (${match.counts.unmatched}):`} {match.unmatched.slice(0, SHOWN).join(', ')}
            </p>
          )}
          {!!match.counts.skipped && (
            <p>
              {i18n._(
                msg`${plural(match.counts.skipped, { one: '# file that is not a photo (a note, a document) was left out.', other: '# files that are not photos (notes, documents) were left out.' })}`,
              )}
            </p>
          )}
          {match.counts.refused > 0 && (
            <p dir="auto">
              {t`Left out (${match.counts.refused}):`}{' '}
              {match.refused
                .slice(0, SHOWN)
                .map((r) => `${r.fileName} (${reasons[r.reason]})`)
                .join(', ')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
