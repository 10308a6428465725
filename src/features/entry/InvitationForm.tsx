// Invitation-code login (spec section 2 Dialogs): a public/private radio only when more than one public type
// exists; the code fields only when type 1 is available and private is not chosen.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../schemas/api/types.gen';
import { ShareLoginForm } from './ShareLoginForm';
import { PrivateLoginForm } from './PrivateLoginForm';

export function InvitationForm({
  share,
  submitting,
  onShareLogin,
  onPrivateLogin,
}: {
  share: ShareInfo;
  submitting: boolean;
  onShareLogin: (form: { email: string; verifyCode: string; companyNumber: string }) => void;
  onPrivateLogin: (form: { account: string; password: string }) => void;
}) {
  const { t } = useLingui();
  const codeAvailable = share.publicTypeList.includes(1);
  const [mode, setMode] = useState<'public' | 'private'>(codeAvailable ? 'public' : 'private');
  return (
    <div className="invitation">
      {share.publicTypeList.length > 1 && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`How do you sign in?`}</legend>
          {(['public', 'private'] as const).map((m) => (
            <label key={m} data-checked={mode === m}>
              <input type="radio" name="invitation-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {m === 'public' ? <Trans>Invitation code</Trans> : <Trans>Private account</Trans>}
            </label>
          ))}
        </fieldset>
      )}
      {codeAvailable && mode === 'public' ? (
        <ShareLoginForm share={{ ...share, isPublic: false }} submitting={submitting} onSubmit={onShareLogin} />
      ) : (
        <PrivateLoginForm submitting={submitting} onSubmit={onPrivateLogin} />
      )}
    </div>
  );
}
