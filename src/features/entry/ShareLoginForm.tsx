// Share login (spec section 2 Dialogs): email, verification code, company number. The code and company number
// are hidden and not required on a public share whose publicTypeList lacks 1.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { shareLoginProblems, shareNeedsVerifyCode } from '../../../protocol/entryRules';
import { session } from '../../api/session';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';

export function ShareLoginForm({
  share,
  submitting,
  onSubmit,
}: {
  share: ShareInfo;
  submitting: boolean;
  onSubmit: (form: { email: string; verifyCode: string; companyNumber: string }) => void;
}) {
  const { t } = useLingui();
  const needsCode = shareNeedsVerifyCode(share);
  // Spec: the verify-code query parameter is stored; it pre-fills the code.
  const form = useForm({ email: '', verifyCode: session.get().verifyCode ?? '', companyNumber: '' }, (f) =>
    shareLoginProblems(f, share),
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
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required={needsCode}
        problem={form.problemOf('email')}
        {...form.bind('email')}
      />
      {needsCode && (
        <>
          <Field
            label={t`Verification code`}
            autoComplete="one-time-code"
            required
            problem={form.problemOf('verifyCode')}
            hint={t`The code your supplier gave you.`}
            {...form.bind('verifyCode')}
          />
          <Field
            label={t`Company number`}
            autoCapitalize="characters"
            required
            problem={form.problemOf('companyNumber')}
            {...form.bind('companyNumber')}
          />
        </>
      )}
      <button
        className="button button--primary button--block"
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
    </form>
  );
}
