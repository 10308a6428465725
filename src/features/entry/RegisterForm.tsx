// Register (spec sections 3 and 5): account, password, confirmation, name, and the contact fields whose
// requirement the share's flags decide.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { registerProblems, sanitiseAccount, type RegisterForm as Form } from '../../../protocol/entryRules';
import { MOBILE_MAX_LENGTH } from '../../../protocol/constants';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';

export function RegisterForm({
  share,
  submitting,
  onSubmit,
  onLogin,
}: {
  share: ShareInfo;
  submitting: boolean;
  onSubmit: (form: Form) => void;
  onLogin: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<Form>(
    {
      account: '',
      password: '',
      confirmPassword: '',
      name: '',
      email: '',
      country: '',
      companyName: '',
      address: '',
      phoneNumber: '',
    },
    (f) => registerProblems(f, share),
  );
  return (
    <form
      className="entry-form"
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
        hint={t`6–16 characters with letters and digits`}
        problem={form.problemOf('account')}
        {...form.bind('account', sanitiseAccount)}
      />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required
        maxLength={16}
        problem={form.problemOf('password')}
        {...form.bind('password')}
      />
      <Field
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        maxLength={16}
        problem={form.problemOf('confirmPassword')}
        {...form.bind('confirmPassword')}
      />
      <Field label={t`Name`} autoComplete="name" required problem={form.problemOf('name')} {...form.bind('name')} />
      <Field
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required={!!share.isMailRequired}
        problem={form.problemOf('email')}
        {...form.bind('email')}
      />
      <Field
        label={t`Mobile`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        required={!!share.isPhoneRequired}
        problem={form.problemOf('phoneNumber')}
        {...form.bind('phoneNumber')}
      />
      <Field
        label={t`Company name`}
        autoComplete="organization"
        required={!!share.isCompanyNameRequired}
        problem={form.problemOf('companyName')}
        {...form.bind('companyName')}
      />
      <Field
        label={t`Country`}
        autoComplete="country-name"
        required={!!share.isCountryRequired}
        problem={form.problemOf('country')}
        {...form.bind('country')}
      />
      <Field
        label={t`Address`}
        autoComplete="street-address"
        required={!!share.isAddressRequired}
        problem={form.problemOf('address')}
        {...form.bind('address')}
      />
      <button
        className="button button--primary button--block"
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </button>
      <p className="entry-form__switch">
        <Trans>Already registered?</Trans>{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          <Trans>Sign in</Trans>
        </button>
      </p>
    </form>
  );
}
