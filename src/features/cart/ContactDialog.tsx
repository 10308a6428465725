// Spec sections 2 and 5: the contact dialog before a buyer's first cart add. Contact name is always required; the
// mobile is checked only if the share links phones (isLinkPhone), the email only if it links emails (isLinkEmail).
// Open while the cart machine asks for the contact; saving it is the spec's share login, then the add goes ahead.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { contactProblems, type ContactForm } from '../../../protocol/entryRules';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';
import { ModalDialog } from '../../ui/ModalDialog';
import { useCart, useSendCart } from './cartActor';

export function ContactDialog({ share, initial }: { share: ShareInfo; initial?: Partial<ContactForm> }) {
  const sendCart = useSendCart();
  const { state, contactError, contact } = useCart((c) => ({
    state: c.state,
    contactError: c.contactError,
    contact: c.contact,
  }));
  const open = state === 'askingContact' || state === 'savingContact';
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      onDismiss={() => sendCart({ type: 'DISMISS' })}
      closeLabel={t`Close`}
      labelledBy="contact-title"
    >
      <ContactFormBody
        share={share}
        initial={{ ...initial, ...contact }}
        saving={state === 'savingContact'}
        error={contactError}
      />
    </ModalDialog>
  );
}

function ContactFormBody({
  share,
  initial,
  saving,
  error,
}: {
  share: ShareInfo;
  initial: Partial<ContactForm>;
  saving: boolean;
  error: string | null;
}) {
  const sendCart = useSendCart();
  const { t } = useLingui();
  const form = useForm<ContactForm>(
    {
      contactName: initial.contactName ?? '',
      company: initial.company ?? '',
      phoneNumber: initial.phoneNumber ?? '',
      email: initial.email ?? '',
    },
    (f) => contactProblems(f, share),
  );
  return (
    <form
      className="entry-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.submit()) return;
        const v = form.values;
        sendCart({
          type: 'CONTACT_SUBMITTED',
          contact: {
            contactName: v.contactName.trim(),
            company: v.company.trim(),
            phoneNumber: v.phoneNumber.trim(),
            email: v.email.trim(),
          },
        });
      }}
    >
      <h2 id="contact-title" className="entry-panel__title">
        <Trans>Your contact details</Trans>
      </h2>
      <p className="contact-lead">
        <Trans>The supplier uses them to reach you about your cart and orders.</Trans>
      </p>
      <Field
        label={t`Contact name`}
        required
        autoComplete="name"
        problem={form.problemOf('contactName')}
        {...form.bind('contactName')}
      />
      <Field
        label={t`Company`}
        autoComplete="organization"
        problem={form.problemOf('company')}
        {...form.bind('company')}
      />
      <Field
        label={t`Mobile`}
        type="tel"
        dir="ltr"
        required={share.isLinkPhone}
        autoComplete="tel"
        problem={form.problemOf('phoneNumber')}
        {...form.bind('phoneNumber')}
      />
      <Field
        label={t`Email`}
        type="email"
        dir="ltr"
        required={share.isLinkEmail}
        autoComplete="email"
        problem={form.problemOf('email')}
        {...form.bind('email')}
      />
      {error && (
        <p className="entry-panel__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save and add to cart</Trans>}
      </button>
    </form>
  );
}
