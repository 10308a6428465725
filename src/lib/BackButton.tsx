// Spec section 2: the back button of product detail, order detail and order list (one step back in the history).
import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function BackButton() {
  const router = useRouter();
  return (
    <button type="button" className="button button--small detail__back" onClick={() => router.history.back()}>
      <span aria-hidden="true" className="detail__back-arrow">
        ←
      </span>{' '}
      <Trans>Back</Trans>
    </button>
  );
}
