// /index/myAccount (spec section 2: "My account has: basic information, favourites, browsing history, contact us,
// settings, language, log out"), for a privately signed-in buyer (app/pages/privateRoutes.tsx shows others the locked
// section page). The details are edited with the rules they were registered by; the picture is cropped, compressed
// and uploaded in the browser (docs/decisions.md, "My account (issue 15)").
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Area } from 'react-easy-crop';
import type { CustomerUser, ShareInfo } from '../../../schemas/api/types.gen';
import { profileProblems, type ProfileForm } from '../../../protocol/entryRules';
import { MOBILE_MAX_LENGTH } from '../../../protocol/constants';
import { siteLanguages } from '../../../protocol/languages';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';
import { Field } from '../../lib/form/Field';
import { useForm } from '../../lib/form/useForm';
import { LanguageSelect } from '../../lib/LanguageSelect';
import { PICTURE_ACCEPT } from '../../lib/pictureFile';
import { noticeStore } from '../../lib/notices';
import { shareLink, useCompanyInfo } from '../../lib/share';
import { signOut, useLoginActor } from '../../lib/login';
import { useSession } from '../../lib/useSession';
import { useShareCode } from '../../lib/useShareCode';
import { avatarFileProblem, listCountsQuery, removeAvatar, saveAvatar, updateCustomerUser } from './api';
import { cropToJpeg } from './cropImage';
import { AvatarCropDialog } from './AvatarCropDialog';
import './account.css';

const SECTIONS = { basic: 'account-basic', settings: 'account-settings', language: 'account-language' } as const;

export function MyAccountPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <AccountView customer={user.customerUser} share={user.shareInfo} loginEmail={user.loginEmail} currency={user.currencyType} />;
}

function AccountView({ customer, share, loginEmail, currency }: { customer: CustomerUser; share: ShareInfo; loginEmail: string; currency: string }) {
  const id = useShareCode() ?? share.shareRandomCode;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const login = useLoginActor();

  const logOut = () => {
    void signOut(login);
    void navigate({ to: '/login', search: { id } });
  };

  return (
    <div className="account-page">
      <aside className="account-page__aside">
        <ProfileCard customer={customer} loginEmail={loginEmail} />
        <AccountMenu id={id} onLogOut={logOut} />
      </aside>
      <div className="account-page__main">
        <section className="account-card" id={SECTIONS.basic} aria-labelledby={`${SECTIONS.basic}-title`} tabIndex={-1}>
          <header className="account-card__head">
            <h2 id={`${SECTIONS.basic}-title`}><Trans>Basic information</Trans></h2>
            {!editing && (
              <button type="button" className="button button--small" onClick={() => setEditing(true)}>
                <Icon name="edit" /><Trans>Edit</Trans>
              </button>
            )}
          </header>
          {editing ? <ProfileEditForm customer={customer} share={share} onDone={() => setEditing(false)} /> : <ProfileDetails customer={customer} />}
        </section>
        <SettingsCard id={id} currency={currency} />
      </div>
    </div>
  );
}

/** Initials on the theme colour when there is no picture: never an empty circle. */
function Avatar({ customer, size }: { customer: CustomerUser; size: 'large' | 'small' }) {
  const initials = customer.name.trim().split(/\s+/).slice(0, 2).map((w) => [...w][0] ?? '').join('').toUpperCase();
  return (
    <span className={`account-avatar account-avatar--${size}`} aria-hidden="true">
      {customer.userImage ? <img src={customer.userImage} alt="" width={112} height={112} /> : <span>{initials || '?'}</span>}
    </span>
  );
}

function ProfileCard({ customer, loginEmail }: { customer: CustomerUser; loginEmail: string }) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

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
        <button type="button" className="account-profile__camera" onClick={() => input.current?.click()} aria-label={t`Change picture`} title={t`Change picture`}>
          <Icon name="camera" />
        </button>
      </div>
      <div className="account-profile__who">
        <p className="account-profile__eyebrow"><Trans>My account</Trans></p>
        {/* Isolated, not re-directed: a Latin name on a Hebrew page keeps the page's alignment. */}
        <h1 id="account-title"><bdi>{customer.name || loginEmail}</bdi></h1>
        {customer.companyName && <p className="account-profile__company"><bdi>{customer.companyName}</bdi></p>}
        {(customer.email || loginEmail) && <p className="account-profile__email"><bdi dir="ltr">{customer.email || loginEmail}</bdi></p>}
      </div>
      {customer.userImage && (
        <div className="account-profile__actions">
          <button type="button" className="link-button" onClick={remove}><Trans>Remove picture</Trans></button>
        </div>
      )}
      <input ref={input} type="file" accept={PICTURE_ACCEPT} hidden aria-label={t`Choose a picture`} onChange={(e) => void choose(e.target.files?.[0])} />
      <AvatarCropDialog key={source ?? 'none'} src={source} saving={saving} error={error} onSave={(area) => void save(area)} onCancel={() => setSource(null)} />
    </section>
  );
}

/** Moves to a section of this page and puts the keyboard there too. */
function jumpTo(target: string) {
  return (event: React.MouseEvent) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };
}

function AccountMenu({ id, onLogOut }: { id: string; onLogOut: () => void }) {
  const { t, i18n } = useLingui();
  const counts = useQuery(listCountsQuery);
  const language = siteLanguages.find((l) => l.parameter === i18n.locale)?.name ?? i18n.locale;
  const count = (n: number | undefined) => (n === undefined ? null : <span className="account-menu__value">{n.toLocaleString(i18n.locale)}</span>);
  return (
    <nav className="account-card account-menu" aria-label={t`My account`}>
      <ul>
        <MenuRow icon="person" label={<Trans>Basic information</Trans>} href={`#${SECTIONS.basic}`} onClick={jumpTo(SECTIONS.basic)} />
        <li>
          <Link className="account-menu__row" to="/collect" search={{ id }}>
            <Icon name="heart" /><span className="account-menu__label"><Trans>Favourites</Trans></span>{count(counts.data?.favourites)}<Icon name="chevron" />
          </Link>
        </li>
        <li>
          <Link className="account-menu__row" to="/browse" search={{ id }}>
            <Icon name="clock" /><span className="account-menu__label"><Trans>Browsing history</Trans></span>{count(counts.data?.history)}<Icon name="chevron" />
          </Link>
        </li>
        <li>
          <Link className="account-menu__row" to="/contact" search={{ id }}>
            <Icon name="chat" /><span className="account-menu__label"><Trans>Contact us</Trans></span><Icon name="chevron" />
          </Link>
        </li>
        <MenuRow icon="settings" label={<Trans>Settings</Trans>} href={`#${SECTIONS.settings}`} onClick={jumpTo(SECTIONS.settings)} />
        <MenuRow icon="globe" label={<Trans>Language</Trans>} value={language} href={`#${SECTIONS.language}`} onClick={jumpTo(SECTIONS.language)} />
        <li>
          <button type="button" className="account-menu__row account-menu__row--danger" onClick={onLogOut}>
            <Icon name="logout" /><span className="account-menu__label"><Trans>Log out</Trans></span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function MenuRow({ icon, label, value, href, onClick }: { icon: IconName; label: ReactNode; value?: string; href: string; onClick: (e: React.MouseEvent) => void }) {
  return (
    <li>
      <a className="account-menu__row" href={href} onClick={onClick}>
        <Icon name={icon} /><span className="account-menu__label">{label}</span>
        {value && <span className="account-menu__value">{value}</span>}
        <Icon name="chevron" />
      </a>
    </li>
  );
}

function ProfileDetails({ customer }: { customer: CustomerUser }) {
  const { t } = useLingui();
  const rows: [string, string, 'auto' | 'ltr'][] = [
    [t`Name`, customer.name, 'auto'],
    [t`Mobile`, customer.phoneNumber, 'ltr'],
    [t`Company name`, customer.companyName, 'auto'],
    [t`Email`, customer.email, 'ltr'],
    [t`Country`, customer.country ?? '', 'auto'],
    [t`Address`, customer.address, 'auto'],
  ];
  return (
    <dl className="account-details">
      {rows.map(([label, value, dir]) => (
        <div key={label} className="account-details__item">
          <dt>{label}</dt>
          <dd>{value ? <bdi dir={dir}>{value}</bdi> : <span className="account-details__empty"><Trans>Not given</Trans></span>}</dd>
        </div>
      ))}
    </dl>
  );
}

const formOf = (c: CustomerUser): ProfileForm => ({ name: c.name, phoneNumber: c.phoneNumber, companyName: c.companyName, email: c.email, country: c.country ?? '', address: c.address });

function ProfileEditForm({ customer, share, onDone }: { customer: CustomerUser; share: ShareInfo; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const stored = formOf(customer);
  // The rules of registration (spec section 5) with this share's flags, for what the buyer changes: a value stored
  // before the supplier changed its flags does not block other changes (the server judges the same way).
  const form = useForm<ProfileForm>(stored, (f) => {
    const problems = profileProblems(f, share);
    return Object.fromEntries(Object.entries(problems).filter(([field]) => field === 'name' || f[field as keyof ProfileForm] !== stored[field as keyof ProfileForm]));
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async () => {
    if (!form.submit()) return;
    const changed = Object.fromEntries(Object.entries(form.values).filter(([field, value]) => field !== 'name' && value !== stored[field as keyof ProfileForm]));
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
    <form className="account-form" noValidate aria-describedby={error ? errorId : undefined} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="account-form__grid">
        <Field label={t`Name`} autoComplete="name" required maxLength={60} problem={form.problemOf('name')} {...form.bind('name')} />
        <Field label={t`Mobile`} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" maxLength={MOBILE_MAX_LENGTH} required={!!share.isPhoneRequired} problem={form.problemOf('phoneNumber')} {...form.bind('phoneNumber')} />
        <Field label={t`Company name`} autoComplete="organization" maxLength={100} required={!!share.isCompanyNameRequired} problem={form.problemOf('companyName')} {...form.bind('companyName')} />
        <Field label={t`Email`} type="email" autoComplete="email" inputMode="email" dir="ltr" maxLength={100} required={!!share.isMailRequired} problem={form.problemOf('email')} {...form.bind('email')} />
        <Field label={t`Country`} autoComplete="country-name" maxLength={60} required={!!share.isCountryRequired} problem={form.problemOf('country')} {...form.bind('country')} />
        <Field label={t`Address`} autoComplete="street-address" maxLength={200} required={!!share.isAddressRequired} problem={form.problemOf('address')} {...form.bind('address')} />
      </div>
      {error && <p className="entry-panel__error" id={errorId} role="alert">{error}</p>}
      <div className="account-form__actions">
        <button type="button" className="button" onClick={onDone} disabled={saving}><Trans>Cancel</Trans></button>
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </button>
      </div>
    </form>
  );
}

function SettingsCard({ id, currency }: { id: string; currency: string }) {
  const { t } = useLingui();
  const company = useCompanyInfo(id);
  const link = shareLink(id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      noticeStore.show(t`Link copied.`, 'success');
    } catch {
      noticeStore.show(t`The link could not be copied; select it and copy it yourself.`, 'error', 5000);
    }
  };
  return (
    <section className="account-card" id={SECTIONS.settings} aria-labelledby={`${SECTIONS.settings}-title`} tabIndex={-1}>
      <header className="account-card__head">
        <h2 id={`${SECTIONS.settings}-title`}><Trans>Settings</Trans></h2>
      </header>
      <div className="account-settings">
        <div className="account-settings__row" id={SECTIONS.language} tabIndex={-1}>
          <div>
            <h3><Trans>Language</Trans></h3>
            <p><Trans>The language of the catalogue, product names and messages on this device.</Trans></p>
          </div>
          <LanguageSelect offered={company.data?.websiteLanguage} className="account-settings__language" />
        </div>
        <div className="account-settings__row">
          <div>
            <h3><Trans>Catalogue link</Trans></h3>
            <p><Trans>Open this catalogue on another device, or keep it as a bookmark.</Trans></p>
            <p className="account-settings__link"><bdi dir="ltr">{link}</bdi></p>
          </div>
          <button type="button" className="button button--small" onClick={() => void copy()}><Icon name="copy" /><Trans>Copy link</Trans></button>
        </div>
        <div className="account-settings__row">
          <div>
            <h3><Trans>Currency</Trans></h3>
            <p><Trans>Prices in this catalogue are quoted by the supplier in this currency.</Trans></p>
          </div>
          <span className="account-settings__value" dir="ltr">{currency}</span>
        </div>
      </div>
    </section>
  );
}

type IconName = 'person' | 'heart' | 'clock' | 'chat' | 'settings' | 'globe' | 'logout' | 'chevron' | 'camera' | 'edit' | 'copy';
const ICONS: Record<IconName, string> = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M16 4v6M8 14v6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10',
  chevron: 'm9 6 6 6-6 6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  copy: 'M9 9h11v11H9V9ZM5 15H4V4h11v1',
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className={`account-icon account-icon--${name}`} viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
