// One share in the detail pane: its name, kind and settings (each with what it means for buyers), a live preview,
// and for a saved share its link, QR code and invitation codes. Save / Discard stick to the bottom of the pane;
// Ctrl+S saves. The rules are protocol/shareSettings.ts, the same the server checks.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import {
  DEFAULT_SHARE_SETTINGS,
  shareSettingsProblems,
  type ShareSettingsDraft,
} from '../../../protocol/shareSettings';
import { deleteShare, saveShare, setShareState, type ConsoleShare, type ShareDraft } from './api';
import { ShareSettingsCards } from './ShareSettingsCards';
import { SharePreview } from './SharePreview';
import { ShareLink } from './ShareLink';
import { InvitationCodes } from './InvitationCodes';
import { useSaveShortcut } from '../ui/useSaveShortcut';

const draftOf = (share?: ConsoleShare): ShareDraft =>
  share
    ? { label: share.label, kind: share.kind, settings: share.settings }
    : { label: '', kind: 'public', settings: DEFAULT_SHARE_SETTINGS };

interface Props {
  share?: ConsoleShare;
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
  onSaved: (code: string) => void;
  onDeleted: () => void;
}

export function ShareEditor({ share, onDirty, onClose, onSaved, onDeleted }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ShareDraft>(() => draftOf(share));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(share));
  const problems = shareSettingsProblems({ ...draft, settings: draft.settings as ShareSettingsDraft });

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const change = (part: Partial<ShareDraft>) => {
    setDraft((d) => ({ ...d, ...part }));
    setSaved(false);
  };
  const set = (settings: Partial<ShareDraft['settings']>) => {
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...settings } }));
    setSaved(false);
  };

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  const save = () => {
    setChecked(true);
    if (Object.keys(problems).length) return;
    void run(async () => {
      const answer = await saveShare(queryClient, { ...draft, label: draft.label.trim() }, share?.shareRandomCode);
      // The form goes on from what was stored (a choice its kind does not use is dropped).
      setDraft(draftOf(answer));
      setSaved(true);
      onSaved(answer.shareRandomCode);
    });
  };
  useSaveShortcut(() => {
    if (dirty && !busy) save();
  });

  const problemOf = (field: string) => (checked || field !== 'label' ? problems[field] : undefined);

  return (
    <div className="share-editor">
      <div className="share-editor__top">
        <button type="button" className="share-editor__back" onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="m10.8 12 5-5-1.4-1.4L8 12l6.4 6.4 1.4-1.4-5-5Z" />
          </svg>
          <Trans>Shares</Trans>
        </button>
        <h2 dir="auto">{share ? share.label : <Trans>New share</Trans>}</h2>
        {share && (
          <span className="access-state" data-state={share.state}>
            {share.state === 'active' ? t`Live` : t`Paused`}
          </span>
        )}
        {share && (
          <div className="share-editor__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(
                  async () =>
                    void (await setShareState(
                      queryClient,
                      share.shareRandomCode,
                      share.state === 'active' ? 'paused' : 'active',
                    )),
                )
              }
            >
              {share.state === 'active' ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
            </button>
            <button
              type="button"
              className="button share-editor__delete"
              disabled={busy}
              onClick={() =>
                window.confirm(
                  t`Delete the share “${share.label}”? Its link stops working for good; its orders stay.`,
                ) &&
                run(async () => {
                  await deleteShare(queryClient, share.shareRandomCode);
                  onDeleted();
                })
              }
            >
              <Trans>Delete</Trans>
            </button>
          </div>
        )}
      </div>
      {share?.state === 'paused' && (
        <p className="console-note console-note--warn">
          <Trans>Paused: buyers opening this link see “site error, contact the company” until you resume it.</Trans>
        </p>
      )}

      <div className="share-editor__body">
        <div className="share-editor__form">
          <ShareSettingsCards draft={draft} change={change} set={set} problemOf={problemOf} />

          {share && <ShareLink share={share} />}
          {share && share.kind === 'invitation' && <InvitationCodes share={share} />}
        </div>
        <aside className="share-editor__preview" aria-label={t`Preview`}>
          <SharePreview draft={draft} />
        </aside>
      </div>

      <div className="share-editor__bar">
        <p className="share-editor__status" role="status">
          {error ? null : dirty ? (
            <Trans>Unsaved changes</Trans>
          ) : saved ? (
            <Trans>Saved. Buyers see it at their next click.</Trans>
          ) : null}
        </p>
        {error ? (
          <p className="console-note console-note--error" role="alert">
            {apiErrorMessage(i18n, error)}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={!dirty || busy}
          onClick={() => {
            setDraft(draftOf(share));
            setChecked(false);
            setError(null);
          }}
        >
          <Trans>Discard changes</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={(!dirty && !!share) || busy} onClick={save}>
          {busy ? <Trans>Saving…</Trans> : share ? <Trans>Save</Trans> : <Trans>Create share</Trans>}
        </button>
      </div>
    </div>
  );
}
