// The login dialog inside the catalogue (expired session, private-only action, open-login button).
// 350 px wide on desktop, full width on mobile (spec section 2). Esc, the backdrop and × dismiss it.
import { useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { useLogin, useLoginActor } from '../../lib/login';
import { EntryPanel } from './EntryPanel';
import { ModalDialog } from '../../ui/ModalDialog';

export function LoginDialog({ share }: { share: ShareInfo }) {
  const { dialog } = useLogin();
  const login = useLoginActor();
  const { t } = useLingui();
  return (
    <ModalDialog
      open={!!dialog}
      onDismiss={() => login.send({ type: 'DISMISS' })}
      closeLabel={t`Close`}
      label={t`Sign in`}
    >
      <EntryPanel share={share} />
    </ModalDialog>
  );
}
