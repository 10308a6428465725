// Private login (spec section 2 Dialogs): account and password, with a link to register.
import { Trans, useLingui } from '@lingui/react/macro';
import { privateLoginProblems, sanitiseAccount } from '../../../protocol/entryRules';
import { PASSWORD_LABEL_WIDTH_BY_LOCALE, PASSWORD_LABEL_WIDTHS_PX } from '../../../protocol/constants';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';

export function PrivateLoginForm({
  submitting,
  onSubmit,
  onRegister,
}: {
  submitting: boolean;
  onSubmit: (form: { account: string; password: string }) => void;
  onRegister?: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({ account: '', password: '' }, privateLoginProblems);
  const labelWidth = PASSWORD_LABEL_WIDTH_BY_LOCALE[i18n.locale] ?? PASSWORD_LABEL_WIDTHS_PX[0];
  return (
    <form
      className="entry-form entry-form--labels"
      style={{ ['--label-width' as string]: `${labelWidth}px` }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (form.submit()) onSubmit(form.values);
      }}
    >
      <Field
        label={t`Account`}
        autoComplete="username"
        required
        maxLength={16}
        problem={form.problemOf('account')}
        {...form.bind('account', sanitiseAccount)}
      />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        maxLength={16}
        problem={form.problemOf('password')}
        {...form.bind('password')}
      />
      <button
        className="button button--primary button--block"
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
      {onRegister && (
        <p className="entry-form__switch">
          <Trans>No account yet?</Trans>{' '}
          <button type="button" className="link-button" onClick={onRegister}>
            <Trans>Register</Trans>
          </button>
        </p>
      )}
    </form>
  );
}
