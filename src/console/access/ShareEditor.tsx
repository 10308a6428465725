// One share in the detail pane: its name, kind and settings (each with what it means for buyers), a live preview,
// and for a saved share its link, QR code and invitation codes. Save / Discard stick to the bottom of the pane;
// Ctrl+S saves. The rules are protocol/shareSettings.ts, the same the server checks.
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import {
  DEFAULT_SHARE_SETTINGS,
  SHARE_LABEL_MAX,
  SALESPERSON_MAX,
  shareSettingsProblems,
  type ShareSettingsDraft,
} from '../../../protocol/shareSettings';
import type { ShareKind } from '../../../protocol/entryRules';
import { deleteShare, saveShare, setShareState, type ConsoleShare, type ShareDraft } from './api';
import { KIND_TEXT, NUMBER_TEXT, REQUIRED_TEXT, type RequiredFlag } from './shareTexts';
import { SharePreview } from './SharePreview';
import { ShareLink } from './ShareLink';
import { InvitationCodes } from './InvitationCodes';
import { useSaveShortcut } from '../ui/useSaveShortcut';

const KINDS: ShareKind[] = ['public', 'invitation', 'private'];
const NUMBERS = [2, 1, 3, -1] as const;
const REQUIRED: RequiredFlag[] = [
  'isMailRequired',
  'isPhoneRequired',
  'isCompanyNameRequired',
  'isCountryRequired',
  'isAddressRequired',
];
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
  const s = draft.settings;

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const set = (settings: Partial<ShareDraft['settings']>) => {
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...settings } }));
    setSaved(false);
  };
  const toggle2 = (on: boolean): 2[] => (on ? [2] : []);

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
  const labelProblem = problemOf('label');

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
          <Card title={msg`Name and kind`}>
            <div className="field" data-invalid={labelProblem ? 'true' : undefined}>
              <label htmlFor="share-label" data-required>
                <Trans>Share name</Trans>
              </label>
              <input
                id="share-label"
                value={draft.label}
                maxLength={SHARE_LABEL_MAX}
                dir="auto"
                placeholder={t`e.g. Canton Fair 2027`}
                aria-invalid={labelProblem ? true : undefined}
                aria-describedby="share-label-hint"
                onChange={(e) => {
                  setDraft((d) => ({ ...d, label: e.target.value }));
                  setSaved(false);
                }}
              />
              <p id="share-label-hint" className={labelProblem ? 'field__problem' : 'field__hint'}>
                {labelProblem ? t`Give the share a name.` : t`For you and your staff only; buyers never see it.`}
              </p>
            </div>
            <fieldset className="share-choices">
              <legend>
                <Trans>Who may enter</Trans>
              </legend>
              {KINDS.map((kind) => (
                <label key={kind} className="share-choice">
                  <input
                    type="radio"
                    name="share-kind"
                    checked={draft.kind === kind}
                    onChange={() => {
                      setDraft((d) => ({ ...d, kind }));
                      setSaved(false);
                    }}
                  />
                  <span>
                    <strong>{i18n._(KIND_TEXT[kind].label)}</strong>
                    <small>{i18n._(KIND_TEXT[kind].explain)}</small>
                  </span>
                </label>
              ))}
            </fieldset>
            {draft.kind === 'invitation' && (
              <Switch
                checked={s.publicTypeList.includes(2)}
                onChange={(on) => set({ publicTypeList: toggle2(on) })}
                label={t`Also offer account sign-in`}
                explain={
                  problemOf('settings.publicTypeList')
                    ? t`Turn on accounts and cart below first.`
                    : t`The invitation dialog also lets buyers with an account sign in.`
                }
                invalid={!!problemOf('settings.publicTypeList')}
              />
            )}
          </Card>

          <Card title={msg`What buyers see`}>
            <Switch
              checked={s.isShowPrice}
              onChange={(on) => set({ isShowPrice: on })}
              label={t`Show prices`}
              explain={
                s.isShowPrice
                  ? t`Prices show on every product.`
                  : t`Prices never leave the server: buyers ask you instead.`
              }
            />
            <fieldset className="share-choices share-choices--row">
              <legend>
                <Trans>Number on each product</Trans>
              </legend>
              {NUMBERS.map((n) => (
                <label key={n} className="share-pill">
                  <input
                    type="radio"
                    name="share-number"
                    checked={s.showNumber === n}
                    onChange={() => set({ showNumber: n })}
                  />
                  <span>{i18n._(NUMBER_TEXT[n])}</span>
                </label>
              ))}
            </fieldset>
            <Switch
              checked={s.productSource === 1}
              onChange={(on) => set({ productSource: on ? 1 : 0 })}
              label={t`Names in the buyer's language`}
              explain={
                s.productSource === 1
                  ? t`Product names follow the language the buyer picks.`
                  : t`Chinese names, or English for other languages.`
              }
            />
          </Card>

          <Card title={msg`Accounts, cart and app`}>
            <Switch
              checked={s.openUserList.includes(2)}
              onChange={(on) => set({ openUserList: toggle2(on) })}
              label={t`Accounts and cart`}
              explain={t`Buyers with an account keep a cart, place orders and chat with you.`}
            />
            {s.openUserList.includes(2) && (
              <Switch
                checked={!!s.needsApproval}
                onChange={(needsApproval) => set({ needsApproval })}
                label={t`Approve new accounts`}
                explain={t`A buyer who registers waits until you approve the account in the Buyers room.`}
              />
            )}
            <Switch
              checked={s.platformList.includes(2)}
              onChange={(on) => set({ platformList: toggle2(on) })}
              label={t`Offer the app`}
              explain={t`Shows the QR code to download your companion app.`}
            />
            <div className="field">
              <label htmlFor="share-salesperson">
                <Trans>Salesperson</Trans>
              </label>
              <input
                id="share-salesperson"
                value={s.salesperson}
                maxLength={SALESPERSON_MAX}
                dir="auto"
                onChange={(e) => set({ salesperson: e.target.value })}
              />
              <p className="field__hint">
                <Trans>Printed on this share's cart lines and orders.</Trans>
              </p>
            </div>
          </Card>

          <Card title={msg`Contact details buyers must give`}>
            <p className="form-section share-card__lead">
              <Trans>Asked when a buyer registers; the rest stay optional.</Trans>
            </p>
            <div className="share-checks">
              {REQUIRED.map((flag) => (
                <label key={flag} className="share-check">
                  <input type="checkbox" checked={s[flag]} onChange={(e) => set({ [flag]: e.target.checked })} />
                  <span>{i18n._(REQUIRED_TEXT[flag])}</span>
                </label>
              ))}
            </div>
            <p className="form-section share-card__lead">
              <Trans>At checkout, check the buyer's:</Trans>
            </p>
            <div className="share-checks">
              <label className="share-check">
                <input
                  type="checkbox"
                  checked={s.isLinkPhone}
                  onChange={(e) => set({ isLinkPhone: e.target.checked })}
                />
                <span>{i18n._(REQUIRED_TEXT.isPhoneRequired)}</span>
              </label>
              <label className="share-check">
                <input
                  type="checkbox"
                  checked={s.isLinkEmail}
                  onChange={(e) => set({ isLinkEmail: e.target.checked })}
                />
                <span>{i18n._(REQUIRED_TEXT.isMailRequired)}</span>
              </label>
            </div>
          </Card>

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

function Card({ title, children }: { title: ReturnType<typeof msg>; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="form-section share-card">
      <h3>{i18n._(title)}</h3>
      {children}
    </section>
  );
}

function Switch({
  checked,
  onChange,
  label,
  explain,
  invalid,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  explain: string;
  invalid?: boolean;
}) {
  return (
    <label className="share-switch" data-invalid={invalid ? 'true' : undefined}>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="share-switch__text">
        <strong>{label}</strong>
        <small>{explain}</small>
      </span>
    </label>
  );
}
