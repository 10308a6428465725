// The buyer's card at the top of the account page: picture (chosen, cropped, uploaded or removed), name, company, email.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Area } from 'react-easy-crop';
import type { CustomerUser } from '../../../schemas/api/types.gen';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';
import { PICTURE_ACCEPT } from '../../lib/pictureFile';
import { noticeStore } from '../../lib/notices';
import { avatarFileProblem, removeAvatar, saveAvatar } from './api';
import { cropToJpeg } from '../../lib/cropImage';
import { AvatarCropDialog } from './AvatarCropDialog';
import { Avatar } from './Avatar';
import { Icon } from './icons';

export function ProfileCard({ customer, loginEmail }: { customer: CustomerUser; loginEmail: string }) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = await avatarFileProblem(i18n, file);
    if (problem) return noticeStore.show(problem, 'error', 5000);
    setError(null);
    setSource(URL.createObjectURL(file));
  };

  const save = async (area: Area) => {
    if (!source) return;
    setSaving(true);
    setError(null);
    try {
      const picture = await cropToJpeg(source, area).catch(() => {
        throw new Error(t`This picture could not be prepared. Please choose another one.`);
      });
      await saveAvatar(i18n, picture, customer.name);
      setSource(null);
      noticeStore.show(t`Your picture was saved.`, 'success');
    } catch (failure) {
      setError(failure instanceof ApiError ? apiErrorMessage(i18n, failure) : (failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await removeAvatar(customer.name);
      noticeStore.show(t`Your picture was removed.`, 'success');
    } catch (failure) {
      noticeStore.show(apiErrorMessage(i18n, failure), 'error', 5000);
    }
  };

  return (
    <section className="account-card account-profile" aria-labelledby="account-title">
      <div className="account-profile__picture">
        <Avatar customer={customer} size="large" />
        <button
          type="button"
          className="account-profile__camera"
          onClick={() => input.current?.click()}
          aria-label={t`Change picture`}
          title={t`Change picture`}
        >
          <Icon name="camera" />
        </button>
      </div>
      <div className="account-profile__who">
        <p className="account-profile__eyebrow">
          <Trans>My account</Trans>
        </p>
        {/* Isolated, not re-directed: a Latin name on a Hebrew page keeps the page's alignment. */}
        <h1 id="account-title">
          <bdi>{customer.name || loginEmail}</bdi>
        </h1>
        {customer.companyName && (
          <p className="account-profile__company">
            <bdi>{customer.companyName}</bdi>
          </p>
        )}
        {(customer.email || loginEmail) && (
          <p className="account-profile__email">
            <bdi dir="ltr">{customer.email || loginEmail}</bdi>
          </p>
        )}
      </div>
      {customer.userImage && (
        <div className="account-profile__actions">
          <button type="button" className="link-button" onClick={remove}>
            <Trans>Remove picture</Trans>
          </button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        aria-label={t`Choose a picture`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <AvatarCropDialog
        key={source ?? 'none'}
        src={source}
        saving={saving}
        error={error}
        onSave={(area) => void save(area)}
        onCancel={() => setSource(null)}
      />
    </section>
  );
}
