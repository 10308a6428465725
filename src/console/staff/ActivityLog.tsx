// The company's activity log: who changed what and when, newest first, searchable by account, share code, order or
// product number.
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { activityQuery } from './api';
import { ACTION_TEXT, ROLE_TEXT } from './staffTexts';
import type { ActivityEntry, StaffRole } from './api';

const ROLE_WORD = /\b(orders|service|catalogue|design|admin)\b/g;

export function ActivityLog() {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed.trim().slice(0, 60));
  const log = useQuery(activityQuery(query));
  // The server writes roles and share states as their keys (the log is searchable by them): shown in the reader's words.
  const detailOf = (e: ActivityEntry) =>
    e.action.startsWith('staff')
      ? e.detail.replace(ROLE_WORD, (role) => i18n._(ROLE_TEXT[role as StaffRole].label))
      : e.action === 'shareState'
        ? e.detail === 'active'
          ? t`Live`
          : t`Paused`
        : e.detail;

  return (
    <section className="staff-activity" aria-label={t`Activity log`}>
      <div className="staff-activity__head">
        <input
          type="search"
          className="staff-activity__search"
          value={typed}
          placeholder={t`Search: account, share code, order or product number`}
          aria-label={t`Search the activity log`}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {log.isError ? (
        <p className="staff-card__error" role="alert">
          {apiErrorMessage(i18n, log.error)}
        </p>
      ) : !log.data ? (
        <div className="staff-activity__skeleton" aria-busy="true" aria-label={t`Loading…`} />
      ) : !log.data.items.length ? (
        <p className="staff-activity__empty">
          {query ? <Trans>Nothing in the log matches.</Trans> : <Trans>No changes yet.</Trans>}
        </p>
      ) : (
        <div className="staff__table-wrap">
          <table className="staff-table staff-table--log">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col">
                  <Trans>Changed</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((e) => (
                <tr key={e.id}>
                  <td className="staff-table__when staff-log__when">
                    {i18n.date(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td className="staff-log__who">
                    <code className="staff-table__account">{e.actor}</code>
                  </td>
                  <td className="staff-log__what">{i18n._(ACTION_TEXT[e.action])}</td>
                  <td className="staff-log__changed">
                    {/* Its own direction (a Latin subject in an Arabic log), lined up with the row's start. */}
                    <span dir="auto">
                      <code>{e.subject}</code> {detailOf(e)}
                    </span>
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
