// The console's Access room (issue 24): the company's share links as a dense table, and the open share — or a new
// one — in the detail pane: its settings with a live preview, its link and QR code, and its invitation codes.
// Leaving a share with unsaved changes asks first (another row, a new share, or the browser's own leave).
import { useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { sharesQuery } from './api';
import { ShareTable } from './ShareTable';
import { ShareEditor } from './ShareEditor';
import '../ui/formParts.css';
import './access.css';
import { RoomLoading, RoomLoadError } from '../app/RoomStates';

export function AccessRoom() {
  const { t } = useLingui();
  const query = useQuery(sharesQuery());
  /** The open share's code, 'new' for a share being made, null for none (phones then show the table). */
  const [open, setOpen] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  const choose = (next: string | null) => {
    if (next === open) return;
    if (dirty && !window.confirm(t`Leave this share without saving your changes?`)) return;
    setDirty(false);
    setOpen(next);
  };
  // Leaving the room (another room, the browser's back) asks the same (a closed tab: the editor's beforeunload).
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(t`Leave this share without saving your changes?`),
    enableBeforeUnload: false,
  });

  if (query.isPending) return <RoomLoading />;
  if (query.isError) {
    return (
      <RoomLoadError
        title={<Trans>The shares could not be loaded</Trans>}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const shares = query.data.items;
  const share = open && open !== 'new' ? shares.find((s) => s.shareRandomCode === open) : undefined;

  return (
    <div className="console-panes access" data-open={open ? 'true' : 'false'}>
      <section className="console-panes__list access__list" aria-labelledby="access-title">
        <div className="access__head">
          <h1 id="access-title">
            <Trans context="console room">Access</Trans>
          </h1>
          <span className="access__total" title={t`Shares`}>
            {shares.length}
          </span>
          <button type="button" className="button button--primary access__new" onClick={() => choose('new')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" />
            </svg>
            <Trans>New share</Trans>
          </button>
        </div>
        <p className="access__lead">
          <Trans>
            Each share is a link to your catalogue with its own rules: who may enter, whether prices show, which number
            buyers see.
          </Trans>
        </p>
        <ShareTable shares={shares} selected={open} onSelect={choose} />
      </section>
      <section className="console-panes__detail access__detail" aria-label={t`Share details`}>
        {open === 'new' || share ? (
          <ShareEditor
            key={open}
            share={share}
            onDirty={setDirty}
            onClose={() => choose(null)}
            onSaved={(code) => {
              setDirty(false);
              setOpen(code);
            }}
            onDeleted={() => {
              setDirty(false);
              setOpen(null);
            }}
          />
        ) : (
          <div className="access__none">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
              <path
                fill="currentColor"
                d="M10.6 13.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM8.5 21a5.5 5.5 0 0 1-3.9-9.4l2.5-2.5 1.4 1.4L6 13a3.5 3.5 0 0 0 5 5l2.5-2.5 1.4 1.4-2.5 2.5A5.5 5.5 0 0 1 8.5 21Zm8.4-6.7-1.4-1.4L18 10.5a3.5 3.5 0 0 0-5-5l-2.5 2.5-1.4-1.4 2.5-2.5a5.5 5.5 0 0 1 7.8 7.8l-2.5 2.4Z"
              />
            </svg>
            <p>
              <Trans>
                Open a share to change who may enter and what buyers see, or make a new link for a trade fair or a
                customer.
              </Trans>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
