// The login dialog inside the catalogue (expired session, private-only action, open-login button).
// 350 px wide on desktop, full width on mobile (spec section 2). Esc, the backdrop and × dismiss it.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { useLogin, sendLogin } from '../../lib/login';
import { EntryPanel } from './EntryPanel';

export function LoginDialog({ share }: { share: ShareInfo }) {
  const { dialog } = useLogin();
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (dialog && !element.open) element.showModal();
    if (!dialog && element.open) element.close();
  }, [dialog]);
  return (
    <dialog ref={ref} className="login-dialog" aria-label={t`Sign in`} onCancel={(e) => { e.preventDefault(); sendLogin({ type: 'DISMISS' }); }}
      onClick={(e) => { if (e.target === e.currentTarget) sendLogin({ type: 'DISMISS' }); }}>
      <div className="login-dialog__body">
        <button type="button" className="login-dialog__close" aria-label={t`Close`} onClick={() => sendLogin({ type: 'DISMISS' })}>×</button>
        {dialog && <EntryPanel share={share} />}
      </div>
    </dialog>
  );
}
