// The console's Buyers room (issue 24): the company's private accounts (company, contact, share, last visit, orders)
// and invitation-code visitors, searchable and by share; approve or refuse a registration waiting for approval, block
// and unblock an account, reset its password to a one-time one shown here once; open a buyer's orders or
// conversations (the rooms filtered to that account); export the list as it is filtered to .xlsx.
import { useDeferredValue, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { useConsoleSession } from '../../api/consoleSession';
import { saveFile } from '../../features/orders/orderExport';
import { buyersQuery, exportBuyers, resetBuyerPassword, setBuyerState, type BuyerAccount } from './api';
import './buyers.css';

export function BuyersRoom() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [share, setShare] = useState('');
  const query = useDeferredValue(typed.trim().slice(0, 60));
  const list = useQuery(buyersQuery(query));
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [password, setPassword] = useState<{ account: string; value: string } | null>(null);
  const roles = useConsoleSession().signedIn?.roles ?? [];
  const [exporting, setExporting] = useState(false);
  async function download() {
    setExporting(true);
    setError(null);
    try {
      const { blob, fileName } = await exportBuyers({
        ...(query ? { query } : {}),
        ...(share ? { shareRandomCode: share } : {}),
      });
      saveFile(blob, fileName);
    } catch (failure) {
      setError(failure);
    } finally {
      setExporting(false);
    }
  }
  const date = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  async function act(buyer: BuyerAccount, action: () => Promise<void>) {
    setBusy(buyer.id);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  }
  const toggle = (b: BuyerAccount) =>
    (b.state === 'blocked' ||
      window.confirm(t`Block ${b.account}? Their open sessions end at once and they cannot sign in.`)) &&
    act(b, async () => {
      await setBuyerState(queryClient, b.id, b.state === 'active' ? 'blocked' : 'active');
    });
  // A registration waiting for approval (issue 24): approve opens the account, refuse keeps it shut.
  const decide = (b: BuyerAccount, state: 'active' | 'refused') =>
    act(b, async () => {
      await setBuyerState(queryClient, b.id, state);
    });
  const reset = (b: BuyerAccount) =>
    window.confirm(t`Reset the password of ${b.account}? Their sessions end at once.`) &&
    act(b, async () => setPassword({ account: b.account, value: await resetBuyerPassword(b.id) }));

  const data = list.data;
  const shares = [
    ...new Set([
      ...(data?.accounts.map((a) => a.shareRandomCode) ?? []),
      ...(data?.visitors.map((v) => v.shareRandomCode) ?? []),
    ]),
  ].filter((c): c is string => !!c);
  const accounts = data?.accounts.filter((a) => !share || a.shareRandomCode === share) ?? [];
  const visitors = data?.visitors.filter((v) => !share || v.shareRandomCode === share) ?? [];

  return (
    <div className="buyers">
      <div className="buyers__head">
        <h1>
          <Trans context="console room">Buyers</Trans>
        </h1>
        <input
          type="search"
          className="buyers__search"
          value={typed}
          placeholder={t`Search: account, name, company, email or phone`}
          aria-label={t`Search buyers`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <select
          className="buyers__share"
          value={share}
          aria-label={t`Share`}
          onChange={(e) => setShare(e.target.value)}
        >
          <option value="">{t`All shares`}</option>
          {shares.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <button type="button" className="button" disabled={exporting} onClick={() => void download()}>
          {exporting ? t`Exporting…` : t`Export to Excel`}
        </button>
      </div>
      {password && (
        <div className="buyers__password" role="status">
          <p>
            <Trans>
              One-time password for {password.account}. It is shown only now: copy it and hand it over in person or by
              phone.
            </Trans>
          </p>
          <code dir="ltr">{password.value}</code>
        </div>
      )}
      {!!error && (
        <p className="buyers__error" role="alert">
          {apiErrorMessage(i18n, error)}
        </p>
      )}
      {list.isError ? (
        <p className="buyers__error" role="alert">
          {apiErrorMessage(i18n, list.error)}
        </p>
      ) : !data ? (
        <div className="buyers__skeleton" aria-busy="true" aria-label={t`Loading…`} />
      ) : (
        <div className="buyers__body">
          <section aria-labelledby="buyers-accounts">
            <h2 id="buyers-accounts">
              <Trans>Private accounts</Trans> <span className="buyers__count">{accounts.length}</span>
            </h2>
            {!accounts.length ? (
              <p className="buyers__empty">
                {query ? (
                  <Trans>No buyer matches.</Trans>
                ) : (
                  <Trans>No accounts yet. Buyers register on a private share, or sign in with a code.</Trans>
                )}
              </p>
            ) : (
              <div className="buyers__table-wrap">
                <table className="buyers-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Buyer</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Company</Trans>
                      </th>
                      <th scope="col" className="buyers-table__wide">
                        <Trans>Contact</Trans>
                      </th>
                      <th scope="col" className="buyers-table__wide">
                        <Trans>Share</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Last visit</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Orders</Trans>
                      </th>
                      <th scope="col">
                        <Trans>State</Trans>
                      </th>
                      <th scope="col">
                        <span className="visually-hidden">{t`Actions`}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {accounts.map((b) => (
                      <tr key={b.id} data-state={b.state}>
                        <th scope="row">
                          <span className="buyers-table__name">
                            <bdi>{b.name || b.account}</bdi>
                          </span>
                          <code className="buyers-table__muted">{b.account}</code>
                          <span className="buyers-table__links">
                            {roles.includes('orders') && b.orderCount > 0 && (
                              <Link
                                to="/console/$room"
                                params={{ room: 'orders' }}
                                search={{ buyer: b.account }}
                                aria-label={t`Orders of ${b.account}`}
                              >
                                <Trans>Orders</Trans>
                              </Link>
                            )}
                            {roles.includes('service') && (
                              <Link
                                to="/console/$room"
                                params={{ room: 'service' }}
                                search={{ buyer: b.account }}
                                aria-label={t`Conversations of ${b.account}`}
                              >
                                <Trans>Conversations</Trans>
                              </Link>
                            )}
                          </span>
                        </th>
                        <td className="buyers-table__company">
                          <bdi>{b.companyName || '—'}</bdi>
                        </td>
                        <td className="buyers-table__wide">
                          <span className="buyers-table__contact" dir="ltr">
                            {b.email}
                            {b.phoneNumber && (
                              <span className="buyers-table__muted" dir="ltr">
                                {b.phoneNumber}
                              </span>
                            )}
                          </span>
                        </td>
                        <td className="buyers-table__wide">
                          <code>{b.shareRandomCode ?? '—'}</code>
                        </td>
                        <td className="buyers-table__when" data-label={t`Last visit`}>
                          {date(b.lastVisitAt)}
                        </td>
                        <td data-label={t`Orders`}>{b.orderCount}</td>
                        <td>
                          <span className="buyers-state" data-state={b.state}>
                            {b.state === 'active'
                              ? t`Active`
                              : b.state === 'blocked'
                                ? t`Blocked`
                                : b.state === 'pending'
                                  ? t`Waiting for approval`
                                  : t`Refused`}
                          </span>
                        </td>
                        <td className="buyers-table__actions">
                          {(b.state === 'pending' || b.state === 'refused') && (
                            <button
                              type="button"
                              className="button button--small button--primary"
                              disabled={busy === b.id}
                              aria-label={t`Approve ${b.account}`}
                              onClick={() => void decide(b, 'active')}
                            >
                              <Trans>Approve</Trans>
                            </button>
                          )}
                          {b.state === 'pending' && (
                            <button
                              type="button"
                              className="button button--small"
                              disabled={busy === b.id}
                              aria-label={t`Refuse ${b.account}`}
                              onClick={() => void decide(b, 'refused')}
                            >
                              <Trans>Refuse</Trans>
                            </button>
                          )}
                          {(b.state === 'active' || b.state === 'blocked') && (
                            <button
                              type="button"
                              className="button button--small"
                              disabled={busy === b.id}
                              aria-label={b.state === 'active' ? t`Block ${b.account}` : t`Unblock ${b.account}`}
                              onClick={() => void toggle(b)}
                            >
                              {b.state === 'active' ? <Trans>Block</Trans> : <Trans>Unblock</Trans>}
                            </button>
                          )}
                          <button
                            type="button"
                            className="button button--small"
                            disabled={busy === b.id}
                            aria-label={t`Reset the password of ${b.account}`}
                            onClick={() => void reset(b)}
                          >
                            <Trans>Reset password</Trans>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="buyers-visitors">
            <h2 id="buyers-visitors">
              <Trans>Code visitors</Trans> <span className="buyers__count">{visitors.length}</span>
            </h2>
            {!visitors.length ? (
              <p className="buyers__empty">
                <Trans>Nobody has signed in with an invitation code yet.</Trans>
              </p>
            ) : (
              <div className="buyers__table-wrap">
                <table className="buyers-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Email</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Share</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Last visit</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Visits</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {visitors.map((v) => (
                      <tr key={`${v.shareRandomCode}:${v.email}`}>
                        <th scope="row" dir="ltr">
                          {v.email}
                        </th>
                        <td>
                          <code>{v.shareRandomCode}</code>
                        </td>
                        <td className="buyers-table__when">{date(v.lastUsedAt)}</td>
                        <td>{v.useCount}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
