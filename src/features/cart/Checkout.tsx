// Cart submission (spec section 5, issue 13): the contact with the share's required-field flags and a remark; blocked
// while any chosen line is deleted or off the shelf; sent once: one idempotency key per submission, kept across
// retries, double clicks and timeouts, so the server makes exactly one order.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { CartContact, CartLine } from '../../../schemas/api/types.gen';
import { orderable } from '../../../protocol/cart';
import { orderContactProblems, type OrderContactForm } from '../../../protocol/entryRules';
import { apiErrorMessage } from '../../api/errorMessages';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';
import { noticeStore } from '../../lib/notices';
import { randomHex } from '../../lib/randomKey';
import { useSession } from '../../lib/useSession';
import { useShareCode } from '../../lib/useShareCode';
import { cartChanged, submitOrder } from './api';
import { useSendCart } from './cartActor';

export function Checkout({
  lines,
  contact,
  onCancel,
}: {
  lines: CartLine[];
  contact: CartContact | null;
  onCancel: () => void;
}) {
  const sendCart = useSendCart();
  const { i18n, t } = useLingui();
  const share = useSession((s) => s.user?.shareInfo);
  const user = useSession((s) => s.user?.customerUser);
  const id = useShareCode() ?? undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = useRef(randomHex());
  const [sending, setSending] = useState(false);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  type Form = Required<OrderContactForm>;
  const form = useForm<Form>(
    {
      contactName: contact?.contactName ?? user?.name ?? '',
      company: contact?.company ?? user?.companyName ?? '',
      phoneNumber: contact?.phoneNumber ?? user?.phoneNumber ?? '',
      email: contact?.email ?? user?.email ?? '',
      telephone: contact?.telephone ?? '',
    },
    (v) => orderContactProblems(v, share ?? {}),
  );
  const unavailable = lines.filter((l) => !orderable(l.status));

  async function submit() {
    setError(null);
    if (unavailable.length)
      return setError(i18n._(msg`Submission contains deleted/off-shelf products, cannot submit.`));
    if (!form.submit() || sending) return;
    setSending(true);
    const v = form.values;
    try {
      const { orderNumber } = await submitOrder({
        idempotencyKey: key.current,
        productNumbers: lines.map((l) => l.product.productNumber),
        remark: remark.trim(),
        contact: {
          contactName: v.contactName.trim(),
          company: v.company.trim(),
          phoneNumber: v.phoneNumber.trim(),
          email: v.email.trim(),
          telephone: v.telephone.trim(),
        },
      });
      key.current = randomHex();
      noticeStore.show(msg`Order submitted.`, 'success');
      sendCart({ type: 'CLEAR_SELECTION' });
      await cartChanged(queryClient);
      await navigate({ to: '/orderDetail', search: { id, orderNumber } as never });
    } catch (failure) {
      // Spec section 8 "Submit failed", followed by the server's reason as registration does (section 7).
      setError(`${i18n._(msg`Submit failed.`)} ${apiErrorMessage(i18n, failure)}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="checkout"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-labelledby="checkout-title"
    >
      <h3 id="checkout-title">
        <Trans>Contact for this order</Trans>
      </h3>
      <Field
        label={t`Contact name`}
        required
        autoComplete="name"
        problem={form.problemOf('contactName')}
        {...form.bind('contactName')}
      />
      <Field
        label={t`Company`}
        required={share?.isCompanyNameRequired}
        autoComplete="organization"
        problem={form.problemOf('company')}
        {...form.bind('company')}
      />
      <Field
        label={t`Mobile`}
        type="tel"
        dir="ltr"
        required={share?.isPhoneRequired}
        autoComplete="tel"
        problem={form.problemOf('phoneNumber')}
        {...form.bind('phoneNumber')}
      />
      <Field
        label={t`Telephone`}
        type="tel"
        dir="ltr"
        autoComplete="tel-national"
        problem={form.problemOf('telephone')}
        {...form.bind('telephone')}
      />
      <Field
        label={t`Email`}
        type="email"
        dir="ltr"
        required={share?.isMailRequired}
        autoComplete="email"
        problem={form.problemOf('email')}
        {...form.bind('email')}
      />
      <label className="checkout__remark">
        <span>
          <Trans>Remark</Trans>
        </span>
        <textarea value={remark} maxLength={500} rows={3} dir="auto" onChange={(e) => setRemark(e.target.value)} />
      </label>
      {error && (
        <p className="entry-panel__error" role="alert">
          {error}
        </p>
      )}
      <div className="checkout__actions">
        <button type="button" className="button" onClick={onCancel} disabled={sending}>
          <Trans>Back</Trans>
        </button>
        <button type="submit" className="button button--primary" aria-busy={sending} disabled={sending}>
          {sending ? <Trans>Submitting…</Trans> : i18n._(msg`Submit order (${lines.length})`)}
        </button>
      </div>
    </form>
  );
}
