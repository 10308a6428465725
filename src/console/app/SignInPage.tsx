// The supplier console's sign-in form (AdminLogin), in the reader's language, with the reason a sign-in ended.
import { LanguageSelect } from '../../lib/LanguageSelect';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';
import { Field } from '../../lib/form/Field';
import { forgetConsoleData, signIn } from './api';

/** AdminLogin's refusals in the reader's language (docs/protocol.md: 414, 415, 429 with its wait). */
function signInErrorMessage(i18n: I18n, error: unknown) {
  if (error instanceof ApiError && error.kind === 'refused') {
    if (error.code === 414 && error.detail.status === 200)
      return i18n._(msg`There is no staff account with this name.`);
    if (error.code === 415 && error.detail.status === 200) return i18n._(msg`Wrong password. Please try again.`);
    if (error.code === 429) {
      // The server words the wait in English ("try again in 3 minutes"); the number is all we need of it.
      const minutes = Number(/(\d+)\s*minute/.exec(error.message)?.[1]);
      return minutes
        ? i18n._(msg`Too many attempts. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`)
        : i18n._(msg`Too many attempts. Please wait a few minutes and try again.`);
    }
  }
  return apiErrorMessage(i18n, error);
}

export function SignInPage({ ended }: { ended: 'expired' | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.trim() || !password) return setMissing(true);
    setMissing(false);
    setError(null);
    setBusy(true);
    try {
      forgetConsoleData(queryClient);
      await signIn(account.trim(), password);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="console-signin">
      <div className="console-signin__bar">
        <LanguageSelect className="console-language" />
      </div>
      <form className="console-signin__card" onSubmit={submit} noValidate aria-labelledby="console-signin-title">
        <span className="console-signin__mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path
              fill="currentColor"
              d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3H4V5Zm0 5h16v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-9Zm5 3v2h6v-2H9Z"
            />
          </svg>
        </span>
        <h1 id="console-signin-title">
          <Trans>Supplier console</Trans>
        </h1>
        <p className="console-signin__lead">
          <Trans>Sign in with your staff account to handle your buyers' orders.</Trans>
        </p>
        {ended === 'expired' && !error && (
          <p className="console-note console-note--warn" role="status">
            <Trans>Your session has ended, please sign in again.</Trans>
          </p>
        )}
        {error ? (
          <p className="console-note console-note--error" role="alert">
            {signInErrorMessage(i18n, error)}
          </p>
        ) : null}
        <Field
          label={t`Account`}
          name="account"
          autoComplete="username"
          required
          value={account}
          maxLength={40}
          autoFocus
          problem={missing && !account.trim() ? 'required' : null}
          onChange={(e) => setAccount(e.target.value)}
        />
        <Field
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          maxLength={64}
          problem={missing && !password ? 'required' : null}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
    </main>
  );
}
