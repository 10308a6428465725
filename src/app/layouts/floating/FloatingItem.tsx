// One button of the floating set, by kind. Cart and chat are the header's own controls (same state, same private-login
// behaviour, same badges); the floating set only restyles them (floating.css).
import { useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../../schemas/api/types.gen';
import { CartLink } from '../../../features/cart/CartLink';
import { ChatButton } from '../../../features/chat/ChatButton';
import { useLoginActor } from '../../../lib/login';
import { appLinks } from '../../../lib/appDownload';
import { AppDownloadButton } from './AppDownloadButton';
import type { FloatingButtonKind } from './floatingButtons';
import type { FloatLayout, Side } from './placement';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function FloatingItem({
  kind,
  share,
  layout,
  side,
  onPopover,
}: {
  kind: FloatingButtonKind;
  share: ShareInfo;
  layout: FloatLayout;
  side: Side;
  onPopover?: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const login = useLoginActor();
  switch (kind) {
    case 'cart':
      return <CartLink />;
    case 'chat':
      return <ChatButton />;
    case 'invitation': {
      const label = t`Sign in with an invitation code`;
      return (
        <button
          type="button"
          className="floating__action"
          aria-label={label}
          title={label}
          onClick={() => login.send({ type: 'OPEN_LOGIN', dialog: 'invitation' })}
        >
          <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
            <path
              d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path
              d="M14.5 5v2.2M14.5 10.9v2.2M14.5 16.8V19"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      );
    }
    case 'app':
      return <AppDownloadButton links={appLinks(share)} layout={layout} side={side} onOpenChange={onPopover} />;
    case 'toTop': {
      const label = t`Back to top`;
      return (
        <button
          type="button"
          className="floating__action"
          aria-label={label}
          title={label}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
            <path
              d="M5 4.5h14M12 20V9m-5 5 5-5 5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      );
    }
  }
}
