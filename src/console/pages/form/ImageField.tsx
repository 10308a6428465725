// A picture: one picked from the supplier's media library (the pages' uploads and the products' pictures), an https
// address, or a file uploaded through the same upload call and checks as everywhere else (InsertPic), with a small
// preview.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../api/errorMessages';
import { mediaChanged, pageMediaQuery, uploadPicture } from '../api';
import { usePause } from './usePause';
import type { Schema } from './schemaTools';
import { FieldProblem, useFieldProblem, type FieldProps } from './fieldParts';

export function ImageField({ schema, path, label, value, required, onChange }: FieldProps & { schema: Schema }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { id, invalid, describedBy } = useFieldProblem(path);
  const [library, setLibrary] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const address = typeof value === 'string' ? value : '';
  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadPicture(file));
      void mediaChanged(queryClient);
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
        <button
          type="button"
          className="button button--small"
          aria-expanded={library}
          onClick={() => setLibrary((open) => !open)}
        >
          <Trans>Media library</Trans>
        </button>
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
      {library && (
        <MediaLibrary
          chosen={address}
          onPick={(url) => {
            onChange(url);
            setLibrary(false);
          }}
        />
      )}
      {error !== null && (
        <p className="studio-field__problem" role="alert">
          {apiErrorMessage(i18n, error)}
        </p>
      )}
      <FieldProblem path={path} id={`${id}-problem`} />
    </div>
  );
}

function MediaLibrary({ chosen, onPick }: { chosen: string; onPick: (url: string) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = usePause(search.trim());
  const media = useQuery(pageMediaQuery(query));
  return (
    <div className="studio-library" role="group" aria-label={t`Media library`}>
      <input
        type="search"
        aria-label={t`Find pictures by product number or name`}
        placeholder={t`Find pictures by product number or name`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {media.isPending ? (
        <p className="studio-empty">{t`Loading…`}</p>
      ) : media.data?.items.length ? (
        <ul>
          {media.data.items.map((item) => {
            const name = item.source === 'upload' ? t`Uploaded picture` : t`Picture of ${item.label}`;
            return (
              <li key={item.url}>
                <button
                  type="button"
                  aria-label={name}
                  title={name}
                  aria-pressed={item.url === chosen}
                  onClick={() => onPick(item.url)}
                >
                  <img src={item.url} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="studio-empty">{t`No pictures yet: upload one.`}</p>
      )}
    </div>
  );
}
