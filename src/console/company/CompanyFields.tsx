// The company's own fields: logo (checked in the browser by the same content check the server makes, then uploaded
// and fitted by the server), name, currency, the company-wide email / telephone / website, and the companion app: its
// store ids, its icon per store (uploaded as the logo is) and whether it is published.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { UPLOAD_LIMIT_BYTES } from '../../../protocol/constants';
import type { SchemaProblem } from '../../../schemas/api/schemaProblems';
import { uploadLogo } from './api';
import { companyLengthOf, currencies, type CompanyField, type CompanyForm } from './companyForm';
import { pictureRefusal, problemText } from './companyTexts';
import { Field, Section } from '../ui/FormParts';

interface Props {
  form: CompanyForm;
  problemOf: (key: string, value: string) => SchemaProblem | undefined;
  onChange: (company: Partial<CompanyForm['company']>) => void;
}

export function CompanyFields({ form, problemOf, onChange }: Props) {
  const { t, i18n } = useLingui();
  const c = form.company;
  const name = c.name;
  const iconHint = t`PNG, JPEG or GIF, up to 5 MB; buyers see it beside the app's download link.`;
  const currencyName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'currency' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const text = (field: CompanyField, label: string, value: string, set: (v: string) => void, type = 'text') => {
    const key = field === 'iosId' || field === 'androidId' ? `app.${field}` : field;
    const problem = problemOf(key, value);
    return (
      <Field label={label} error={problem && problemText(i18n, field, problem)}>
        {(id, describedBy) => (
          <input
            id={id}
            type={type}
            dir={type === 'text' && field === 'name' ? 'auto' : 'ltr'}
            value={value}
            maxLength={companyLengthOf(field)}
            aria-invalid={!!problem || undefined}
            aria-describedby={describedBy}
            onChange={(e) => set(e.target.value)}
          />
        )}
      </Field>
    );
  };

  return (
    <>
      <Section title={t`Company`}>
        <div className="company-grid">
          <LogoField
            logo={c.logo}
            texts={{
              label: t`Logo`,
              alt: t`${name} logo`,
              none: t`No logo`,
              hint: t`PNG, JPEG or GIF, up to 5 MB; made to fit 600 × 200 pixels.`,
            }}
            onChange={(logo) => onChange({ logo })}
          />
          {text('name', t`Company name`, c.name, (name) => onChange({ name }))}
          <Field label={t`Currency`} hint={t`Buyers see prices in it. Changing it does not convert them.`}>
            {(id, describedBy) => (
              <select
                id={id}
                aria-describedby={describedBy}
                value={c.currency}
                onChange={(e) => onChange({ currency: e.target.value as typeof c.currency })}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code} · {currencyName(code)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('email', t`Email`, c.email, (email) => onChange({ email }), 'email')}
          {text('telephone', t`Telephone`, c.telephone, (telephone) => onChange({ telephone }), 'tel')}
          {text('website', t`Website`, c.website, (website) => onChange({ website }), 'url')}
        </div>
      </Section>
      <Section title={t`Companion app`}>
        <div className="company-grid">
          {text('iosId', t`App Store id`, c.app.iosId, (iosId) => onChange({ app: { ...c.app, iosId } }))}
          {text('androidId', t`Google Play package`, c.app.androidId, (androidId) =>
            onChange({ app: { ...c.app, androidId } }),
          )}
          <LogoField
            logo={c.app.iosLogo}
            texts={{ label: t`iPhone and iPad app icon`, alt: t`${name} app icon`, none: t`No icon`, hint: iconHint }}
            onChange={(iosLogo) => onChange({ app: { ...c.app, iosLogo } })}
          />
          <LogoField
            logo={c.app.androidLogo}
            texts={{ label: t`Android app icon`, alt: t`${name} app icon`, none: t`No icon`, hint: iconHint }}
            onChange={(androidLogo) => onChange({ app: { ...c.app, androidLogo } })}
          />
          <label className="company-switch">
            <input
              type="checkbox"
              checked={c.app.uploadStatus === 1}
              onChange={(e) => onChange({ app: { ...c.app, uploadStatus: e.target.checked ? 1 : 0 } })}
            />
            <span>
              <Trans>Published in the stores: buyers of shares that offer the app get its download links.</Trans>
            </span>
          </label>
        </div>
      </Section>
    </>
  );
}

/** A picture the server fits into the logo's box (ConsoleUploadLogo): the company's logo, and the app's icons. */
function LogoField({
  logo,
  texts,
  onChange,
}: {
  logo: string;
  texts: { label: string; alt: string; none: string; hint: string };
  onChange: (logo: string) => void;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const refusal = await pictureRefusal(file, UPLOAD_LIMIT_BYTES.home);
    if (refusal) {
      setProblem(
        refusal === 'tooLarge'
          ? t`The picture is larger than 5 MB.`
          : t`Not a picture we can use: choose a PNG, JPEG or GIF file.`,
      );
      return;
    }
    setBusy(true);
    try {
      onChange((await uploadLogo(file)).logo);
    } catch (error) {
      setProblem(apiErrorMessage(i18n, error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="company-logo">
      <span className="company-logo__label">{texts.label}</span>
      <div className="company-logo__row">
        <div className="company-logo__preview" aria-busy={busy || undefined}>
          {logo ? <img src={logo} alt={texts.alt} /> : <span>{texts.none}</span>}
        </div>
        <div className="company-logo__actions">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            hidden
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {busy ? t`Uploading…` : t`Choose a picture`}
          </button>
          {logo && (
            <button type="button" className="button" disabled={busy} onClick={() => onChange('')}>
              <Trans>Remove</Trans>
            </button>
          )}
        </div>
      </div>
      <p className="form-field__hint" id={hintId}>
        {texts.hint}
      </p>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
