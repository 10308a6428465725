// The company's own fields: logo (checked in the browser by the same content check the server makes, then uploaded
// and fitted by the server), name, currency, the company-wide email / telephone / website, and the companion app.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { checkImage } from '../../../protocol/imageFile';
import { UPLOAD_LIMIT_BYTES } from '../../../protocol/constants';
import type { SchemaProblem } from '../../../schemas/api/schemaProblems';
import { uploadLogo } from './api';
import { companyLengthOf, currencies, type CompanyField, type CompanyForm } from './companyForm';
import { problemText } from './companyTexts';
import { Field, Section } from './FormParts';

interface Props {
  form: CompanyForm;
  problemOf: (key: string, value: string) => SchemaProblem | undefined;
  onChange: (company: Partial<CompanyForm['company']>) => void;
}

export function CompanyFields({ form, problemOf, onChange }: Props) {
  const { t, i18n } = useLingui();
  const c = form.company;
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
          <LogoField logo={c.logo} name={c.name} onChange={(logo) => onChange({ logo })} />
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

function LogoField({ logo, name, onChange }: { logo: string; name: string; onChange: (logo: string) => void }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const check = checkImage(new Uint8Array(await file.arrayBuffer()), UPLOAD_LIMIT_BYTES.home);
    if (!check.ok || check.kind === 'bmp' || check.kind === 'ico') {
      setProblem(
        !check.ok && check.problem === 'tooLarge'
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
      <span className="company-logo__label">
        <Trans>Logo</Trans>
      </span>
      <div className="company-logo__row">
        <div className="company-logo__preview" aria-busy={busy || undefined}>
          {logo ? <img src={logo} alt={t`${name} logo`} /> : <span>{t`No logo`}</span>}
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
      <p className="company-field__hint" id={hintId}>
        <Trans>PNG, JPEG or GIF, up to 5 MB; made to fit 600 × 200 pixels.</Trans>
      </p>
      {problem && (
        <p className="company-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
