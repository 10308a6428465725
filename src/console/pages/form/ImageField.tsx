// A picture: an address from the media library (/media/…) or https, or a file uploaded through the same upload
// call and checks as everywhere else (InsertPic), with a small preview.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../api/errorMessages';
import { uploadPicture } from '../api';
import type { Schema } from './schemaTools';
import { FieldProblem, useFieldProblem, type FieldProps } from './fieldParts';

export function ImageField({ schema, path, label, value, required, onChange }: FieldProps & { schema: Schema }) {
  const { i18n } = useLingui();
  const { id, invalid, describedBy } = useFieldProblem(path);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const address = typeof value === 'string' ? value : '';
  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadPicture(file));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="studio-field studio-image">
      <label htmlFor={id}>{label}</label>
      <div className="studio-image__row">
        {address && !invalid && <img src={address} alt="" width={48} height={48} />}
        <input
          id={id}
          type="url"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          maxLength={schema.maxLength}
          value={address}
          placeholder="https://…"
          onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
        />
        <label className="button button--small studio-image__upload">
          {busy ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
          <input
            type="file"
            accept="image/*"
            hidden
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {error !== null && (
        <p className="studio-field__problem" role="alert">
          {apiErrorMessage(i18n, error)}
        </p>
      )}
      <FieldProblem path={path} id={`${id}-problem`} />
    </div>
  );
}
