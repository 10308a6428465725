import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerUser, ShareInfo } from '../../../schemas/api/types.gen';
import { profileProblems, type ProfileForm } from '../../../protocol/entryRules';
import { MOBILE_MAX_LENGTH } from '../../../protocol/constants';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';
import { noticeStore } from '../../lib/notices';
import { updateCustomerUser } from './api';

const formOf = (c: CustomerUser): ProfileForm => ({
  name: c.name,
  phoneNumber: c.phoneNumber,
  companyName: c.companyName,
  email: c.email,
  country: c.country ?? '',
  address: c.address,
});

export function ProfileEditForm({
  customer,
  share,
  onDone,
}: {
  customer: CustomerUser;
  share: ShareInfo;
  onDone: () => void;
}) {
  const { i18n, t } = useLingui();
  const stored = formOf(customer);
  // The rules of registration (spec section 5) with this share's flags, for what the buyer changes: a value stored
  // before the supplier changed its flags does not block other changes (the server judges the same way).
  const form = useForm<ProfileForm>(stored, (f) => {
    const problems = profileProblems(f, share);
    return Object.fromEntries(
      Object.entries(problems).filter(
        ([field]) => field === 'name' || f[field as keyof ProfileForm] !== stored[field as keyof ProfileForm],
      ),
    );
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async () => {
    if (!form.submit()) return;
    const changed = Object.fromEntries(
      Object.entries(form.values).filter(
        ([field, value]) => field !== 'name' && value !== stored[field as keyof ProfileForm],
      ),
    );
    setSaving(true);
    setError(null);
    try {
      await updateCustomerUser({ name: form.values.name, ...changed });
      noticeStore.show(t`Your details were saved.`, 'success');
      onDone();
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.kind === 'refused' && failure.code === 400;
      setError(refused ? `${t`Your details could not be saved.`} ${failure.message}` : apiErrorMessage(i18n, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      aria-describedby={error ? errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="account-form__grid">
        <Field
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={60}
          problem={form.problemOf('name')}
          {...form.bind('name')}
        />
        <Field
          label={t`Mobile`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={MOBILE_MAX_LENGTH}
          required={!!share.isPhoneRequired}
          problem={form.problemOf('phoneNumber')}
          {...form.bind('phoneNumber')}
        />
        <Field
          label={t`Company name`}
          autoComplete="organization"
          maxLength={100}
          required={!!share.isCompanyNameRequired}
          problem={form.problemOf('companyName')}
          {...form.bind('companyName')}
        />
        <Field
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={100}
          required={!!share.isMailRequired}
          problem={form.problemOf('email')}
          {...form.bind('email')}
        />
        <Field
          label={t`Country`}
          autoComplete="country-name"
          maxLength={60}
          required={!!share.isCountryRequired}
          problem={form.problemOf('country')}
          {...form.bind('country')}
        />
        <Field
          label={t`Address`}
          autoComplete="street-address"
          maxLength={200}
          required={!!share.isAddressRequired}
          problem={form.problemOf('address')}
          {...form.bind('address')}
        />
      </div>
      {error && (
        <p className="entry-panel__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <button type="button" className="button" onClick={onDone} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </button>
      </div>
    </form>
  );
}
