// One language of the company's texts, inside its LanguageColumns column: contact details, about us, and the page
// title / keywords / description buyers' browsers and search engines get (WebSiteSearchDetail). The labels are the
// staff's language; each text input carries the column's language and takes the direction of what is typed in it.
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../protocol/languages';
import type { SchemaProblem } from '../../../schemas/api/schemaProblems';
import { lengthOf, type LanguageField, type LanguageTexts } from './companyForm';
import { problemText } from './companyTexts';
import { Field } from '../ui/FormParts';

interface Props {
  locale: Locale;
  texts: LanguageTexts;
  problemOf: (field: LanguageField, value: string) => SchemaProblem | undefined;
  onChange: (texts: Partial<LanguageTexts>) => void;
}

const LONG: ReadonlySet<LanguageField> = new Set(['aboutUs', 'description']);
const LTR: ReadonlySet<LanguageField> = new Set(['telephone', 'mobile', 'email']);

export function LanguageFields({ locale, texts, problemOf, onChange }: Props) {
  const { t, i18n } = useLingui();
  const input = (field: LanguageField, label: string) => {
    const problem = problemOf(field, texts[field]);
    const shared = {
      value: texts[field],
      maxLength: lengthOf(field),
      lang: locale,
      // auto: a column may hold text of another script (an English address in the Arabic column).
      dir: LTR.has(field) ? ('ltr' as const) : ('auto' as const),
      'aria-invalid': !!problem || undefined,
    };
    return (
      <Field label={label} error={problem && problemText(i18n, field, problem)}>
        {(id, describedBy) =>
          LONG.has(field) ? (
            <textarea
              id={id}
              {...shared}
              rows={field === 'aboutUs' ? 6 : 3}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          ) : (
            <input
              id={id}
              type={field === 'email' ? 'email' : field === 'telephone' || field === 'mobile' ? 'tel' : 'text'}
              {...shared}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          )
        }
      </Field>
    );
  };

  return (
    <>
      <h3>{t`Contact details`}</h3>
      {input('name', t`Contact person`)}
      {input('companyName', t`Company name`)}
      {input('telephone', t`Telephone`)}
      {input('mobile', t`Mobile`)}
      {input('email', t`Email`)}
      {input('address', t`Address`)}
      {input('aboutUs', t`About us`)}
      <h3>{t`Page title and search texts`}</h3>
      {input('title', t`Page title`)}
      {input('keyWord', t`Keywords`)}
      {input('description', t`Description`)}
    </>
  );
}
