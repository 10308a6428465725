// A share's settings as cards, each choice with what it means for buyers: name and kind, what buyers see, accounts,
// cart and app, and the contact details a buyer must give. The editor (ShareEditor.tsx) holds the draft.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { SHARE_LABEL_MAX, SALESPERSON_MAX } from '../../../protocol/shareSettings';
import type { ShareKind } from '../../../protocol/entryRules';
import type { ShareDraft } from './api';
import { KIND_TEXT, NUMBER_TEXT, REQUIRED_FLAGS, REQUIRED_TEXT } from './shareTexts';

const KINDS: ShareKind[] = ['public', 'invitation', 'private'];
const NUMBERS = [2, 1, 3, -1] as const;
const toggle2 = (on: boolean): 2[] => (on ? [2] : []);

interface Props {
  draft: ShareDraft;
  change: (part: Partial<ShareDraft>) => void;
  set: (settings: Partial<ShareDraft['settings']>) => void;
  /** The problem to show for a field, once it should show. */
  problemOf: (field: string) => string | undefined;
}

export function ShareSettingsCards({ draft, change, set, problemOf }: Props) {
  const { t, i18n } = useLingui();
  const s = draft.settings;
  const labelProblem = problemOf('label');
  return (
    <>
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
              change({ label: e.target.value });
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
                  change({ kind });
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
            s.isShowPrice ? t`Prices show on every product.` : t`Prices never leave the server: buyers ask you instead.`
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
        <p className="share-card__lead">
          <Trans>Asked when a buyer registers; the rest stay optional.</Trans>
        </p>
        <div className="share-checks">
          {REQUIRED_FLAGS.map((flag) => (
            <label key={flag} className="share-check">
              <input type="checkbox" checked={s[flag]} onChange={(e) => set({ [flag]: e.target.checked })} />
              <span>{i18n._(REQUIRED_TEXT[flag])}</span>
            </label>
          ))}
        </div>
        <p className="share-card__lead">
          <Trans>At checkout, check the buyer's:</Trans>
        </p>
        <div className="share-checks">
          <label className="share-check">
            <input type="checkbox" checked={s.isLinkPhone} onChange={(e) => set({ isLinkPhone: e.target.checked })} />
            <span>{i18n._(REQUIRED_TEXT.isPhoneRequired)}</span>
          </label>
          <label className="share-check">
            <input type="checkbox" checked={s.isLinkEmail} onChange={(e) => set({ isLinkEmail: e.target.checked })} />
            <span>{i18n._(REQUIRED_TEXT.isMailRequired)}</span>
          </label>
        </div>
      </Card>
    </>
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
