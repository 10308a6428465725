// An invitation share's codes: issue one for an email, for a pasted list, or one for anyone with your company
// number; copy them; see which were used, expired or revoked; revoke.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { checkEmail } from '../../../protocol/entryRules';
import { codesQuery, issueCodes, revokeCode, type ConsoleCode, type ConsoleShare } from './api';
import { CODE_STATE_TEXT } from './shareTexts';

const DAYS = [7, 30, 90, 0] as const;
/** A pasted list: emails split by new lines, commas, semicolons or spaces (Chinese and Arabic commas too). */
const splitEmails = (text: string) =>
  text
    .split(/[\s,，、،;；]+/)
    .map((e) => e.trim())
    .filter(Boolean);

export function InvitationCodes({ share }: { share: ConsoleShare }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const codes = useQuery(codesQuery(share.shareRandomCode));
  const [emails, setEmails] = useState('');
  const [days, setDays] = useState<(typeof DAYS)[number]>(30);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const list = splitEmails(emails);
  const bad = list.find((e) => checkEmail(e, true));

  async function issue() {
    if (bad) return;
    setBusy(true);
    setError(null);
    try {
      const made = await issueCodes(queryClient, share.shareRandomCode, list, days || undefined);
      setFresh(made.map((c) => c.verifyCode));
      setEmails('');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  const copy = async (code: ConsoleCode) => {
    await navigator.clipboard.writeText(code.verifyCode);
    setCopied(code.verifyCode);
  };
  const date = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium' }) : '—');

  return (
    <section className="form-section share-card share-codes">
      <h3>
        <Trans>Invitation codes</Trans>
      </h3>
      <p className="share-card__lead">
        <Trans>
          A buyer signs in with their email, the code and your company number. Nothing is mailed: copy the code and send
          it yourself.
        </Trans>
      </p>
      <div className="field" data-invalid={bad ? 'true' : undefined}>
        <label htmlFor="codes-emails">
          <Trans>Buyers' emails</Trans>
        </label>
        <textarea
          id="codes-emails"
          rows={3}
          value={emails}
          dir="ltr"
          onChange={(e) => setEmails(e.target.value)}
          placeholder="buyer@example.com"
          aria-describedby="codes-emails-hint"
        />
        <p id="codes-emails-hint" className={bad ? 'field__problem' : 'field__hint'}>
          {bad
            ? t`“${bad}” is not an email address.`
            : list.length
              ? t`One code for each email.`
              : t`One email, or paste a list. Leave empty for one code any email may use.`}
        </p>
      </div>
      <div className="share-codes__issue">
        <label className="share-codes__days">
          <span>
            <Trans>Valid for</Trans>
          </span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof DAYS)[number])}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d ? t`${plural(d, { one: '# day', other: '# days' })}` : t`Until revoked`}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--primary" disabled={busy || !!bad} onClick={issue}>
          {list.length > 1 ? t`Issue ${list.length} codes` : t`Issue code`}
        </button>
      </div>
      {error ? (
        <p className="console-note console-note--error" role="alert">
          {apiErrorMessage(i18n, error)}
        </p>
      ) : null}
      {codes.isPending ? (
        <span className="skeleton skeleton--line" />
      ) : codes.isError ? (
        <p className="console-note console-note--error" role="alert">
          {apiErrorMessage(i18n, codes.error)}
        </p>
      ) : codes.data.items.length === 0 ? (
        <p className="share-codes__empty">
          <Trans>No codes yet.</Trans>
        </p>
      ) : (
        <div className="share-codes__wrap">
          <table className="share-codes__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Code</Trans>
                </th>
                <th scope="col">
                  <Trans>Email</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col">
                  <Trans>Expires</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.items.map((c) => (
                <tr
                  key={`${c.verifyCode}-${c.createdAt}`}
                  data-fresh={fresh.includes(c.verifyCode) ? 'true' : undefined}
                >
                  <td className="share-codes__cell-code">
                    <code className="share-codes__code">{c.verifyCode}</code>
                  </td>
                  <td dir="ltr" className="share-codes__email">
                    {c.email ?? t`Any email`}
                  </td>
                  <td className="share-codes__cell-state">
                    <span className="share-codes__state" data-state={c.state}>
                      {i18n._(CODE_STATE_TEXT[c.state])}
                    </span>
                    {c.lastUsedAt ? <small className="share-codes__when">{date(c.lastUsedAt)}</small> : null}
                  </td>
                  <td className="share-codes__expires" data-label={t`Expires`}>
                    {c.expiresAt ? date(c.expiresAt) : t`Never`}
                  </td>
                  <td className="share-codes__actions">
                    <button
                      type="button"
                      className="share-codes__action"
                      onClick={() => copy(c)}
                      aria-label={t`Copy code ${c.verifyCode}`}
                    >
                      {copied === c.verifyCode ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                    </button>
                    {c.state === 'open' || c.state === 'used' ? (
                      <button
                        type="button"
                        className="share-codes__action share-codes__action--danger"
                        aria-label={t`Revoke code ${c.verifyCode}`}
                        onClick={() => revokeCode(queryClient, share.shareRandomCode, c.verifyCode).catch(setError)}
                      >
                        <Trans>Revoke</Trans>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
