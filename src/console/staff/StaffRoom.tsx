// The console's Staff room (issue 24): the company's staff accounts and their roles beside the open account (or a new
// one), and the activity log of who changed what. Leaving an account with unsaved changes asks first.
import { useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { staffQuery } from './api';
import { StaffTable } from './StaffTable';
import { StaffEditor } from './StaffEditor';
import { ActivityLog } from './ActivityLog';
import './staff.css';
import { RoomLoading, RoomLoadError } from '../app/RoomStates';

export function StaffRoom() {
  const { t } = useLingui();
  const query = useQuery(staffQuery());
  const [tab, setTab] = useState<'accounts' | 'activity'>('accounts');
  /** The open account's id, 'new' for one being made, null for none (phones then show the table). */
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);
  // A new editor per account chosen; not when a new account is saved, so its one-time password stays on screen.
  const [editorKey, setEditorKey] = useState(0);

  const choose = (next: number | 'new' | null) => {
    if (next === open) return;
    if (dirty && !window.confirm(t`Leave this account without saving your changes?`)) return;
    setDirty(false);
    setOpen(next);
    setEditorKey((k) => k + 1);
  };
  // Leaving the room (another room, the browser's back) asks the same; closing the tab gets the browser's own question.
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(t`Leave this account without saving your changes?`),
    enableBeforeUnload: () => dirty,
  });

  if (query.isPending) return <RoomLoading />;
  if (query.isError) {
    return (
      <RoomLoadError
        title={<Trans>The staff accounts could not be loaded</Trans>}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const staff = query.data.items;
  const member = typeof open === 'number' ? staff.find((m) => m.id === open) : undefined;

  return (
    <div className="staff">
      <div className="staff__tabs" role="tablist" aria-label={t`Staff`}>
        <h1 className="staff__title">
          <Trans context="console room">Staff</Trans>
        </h1>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'accounts'}
          className="staff__tab"
          onClick={() => setTab('accounts')}
        >
          <Trans>Accounts</Trans>
          <span className="staff__count">{staff.length}</span>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'activity'}
          className="staff__tab"
          onClick={() => setTab('activity')}
        >
          <Trans>Activity log</Trans>
        </button>
      </div>
      {tab === 'activity' ? (
        <ActivityLog />
      ) : (
        <div className="console-panes staff__panes" data-open={open ? 'true' : 'false'}>
          <section className="console-panes__list staff__list" aria-label={t`Staff accounts`}>
            <div className="staff__head">
              <p className="staff__lead">
                <Trans>Each account opens the rooms of its roles. Give each person their own account.</Trans>
              </p>
              <button type="button" className="button button--primary staff__new" onClick={() => choose('new')}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" />
                </svg>
                <Trans>New account</Trans>
              </button>
            </div>
            <StaffTable staff={staff} selected={open} onSelect={choose} />
          </section>
          <section className="console-panes__detail staff__detail" aria-label={t`Account details`}>
            {open === 'new' || member ? (
              <StaffEditor
                key={editorKey}
                member={member}
                onDirty={setDirty}
                onCreated={(id) => {
                  setDirty(false);
                  setOpen(id);
                }}
                onClose={() => choose(null)}
              />
            ) : (
              <div className="staff__none">
                <p>
                  <Trans>Choose an account to change its roles, disable it or reset its password.</Trans>
                </p>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
