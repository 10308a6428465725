// A small live picture of what a buyer of the share sees as the supplier edits it: one product card (price or not,
// which number, translated name or not), the ways in, the contact details asked, cart and app.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareDraft } from './api';
import { REQUIRED_FLAGS, REQUIRED_TEXT } from './shareTexts';

const SAMPLE_NUMBER = { 1: 'C-20481', 2: 'SB000128', 3: 'F-7712-3', [-1]: '' } as const;

export function SharePreview({ draft }: { draft: ShareDraft }) {
  const { t, i18n } = useLingui();
  const s = draft.settings;
  const accounts = s.openUserList.includes(2);
  const ways =
    draft.kind === 'public'
      ? [t`Opens with the link`, ...(accounts ? [t`Account sign-in and registration`] : [])]
      : draft.kind === 'invitation'
        ? [
            t`Email + invitation code + company number`,
            ...(accounts && s.publicTypeList.includes(2) ? [t`Account sign-in`] : []),
          ]
        : [t`Account sign-in`, ...(accounts ? [t`Registration`] : [])];
  const asked = REQUIRED_FLAGS.filter((f) => s[f]).map((f) => i18n._(REQUIRED_TEXT[f]));
  // A sample toy's name as a buyer reading the console's language would see it.
  const name =
    s.productSource === 1
      ? t`Plush teddy bear, 30 cm`
      : i18n.locale.startsWith('zh')
        ? '毛绒泰迪熊 30厘米'
        : 'Plush teddy bear, 30 cm';

  return (
    <div className="share-preview">
      <h3>
        <Trans>What a buyer sees</Trans>
      </h3>
      <div className="share-preview__card" aria-hidden="true">
        <div className="share-preview__image">
          <svg viewBox="0 0 64 64" width="96" height="96">
            <circle cx="20" cy="18" r="8" fill="#d9a066" />
            <circle cx="44" cy="18" r="8" fill="#d9a066" />
            <circle cx="32" cy="34" r="18" fill="#e8b27a" />
            <circle cx="26" cy="31" r="2.5" fill="#3b2a1a" />
            <circle cx="38" cy="31" r="2.5" fill="#3b2a1a" />
            <ellipse cx="32" cy="40" rx="6" ry="4" fill="#f5d7b5" />
          </svg>
        </div>
        <p className="share-preview__name" dir="auto">
          {name}
        </p>
        {s.showNumber !== -1 && <p className="share-preview__number">{SAMPLE_NUMBER[s.showNumber]}</p>}
        {s.isShowPrice ? (
          <p className="share-preview__price">US$ 4.80</p>
        ) : (
          <p className="share-preview__noprice">
            <Trans>Price on request</Trans>
          </p>
        )}
        <p className="share-preview__moq">
          <Trans>MOQ 36</Trans>
          {accounts ? (
            <span className="share-preview__cart">
              <Trans>Add to cart</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <dl className="share-preview__facts">
        <dt>
          <Trans>Ways in</Trans>
        </dt>
        <dd>
          <ul>
            {ways.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </dd>
        <dt>
          <Trans>Must give</Trans>
        </dt>
        <dd>{asked.length ? asked.join(' · ') : <Trans>Nothing beyond a name</Trans>}</dd>
        <dt>
          <Trans>Cart and orders</Trans>
        </dt>
        <dd>{accounts ? <Trans>Yes, with an account</Trans> : <Trans>No</Trans>}</dd>
        <dt>
          <Trans>App download</Trans>
        </dt>
        <dd>{s.platformList.includes(2) ? <Trans>Offered</Trans> : <Trans>No</Trans>}</dd>
      </dl>
    </div>
  );
}
