// The page's published versions: who published when, and a one-click rollback (publishes that version again).
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PageDesign } from './api';

export const History = memo(function History({
  versions,
  busy,
  onRollback,
}: {
  versions: PageDesign['versions'];
  busy: boolean;
  onRollback: (versionId: number) => void;
}) {
  const { t, i18n } = useLingui();
  if (!versions.length) return null;
  return (
    <details className="studio-history">
      <summary>{t`Published versions`}</summary>
      <ol>
        {versions.map((v, index) => {
          const when = i18n.date(new Date(v.publishedAt), { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <li key={v.versionId}>
              <span>
                {when} · {v.publishedBy ?? '—'} · {t`${plural(v.moduleCount, { one: '# module', other: '# modules' })}`}
              </span>
              {index > 0 && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  onClick={() => onRollback(v.versionId)}
                  aria-label={t`Roll back to the version of ${when}`}
                >
                  {t`Roll back`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
});
