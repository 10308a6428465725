// A text in several languages, edited side by side: Chinese and English first (the supplier's and the fallback
// language), the other site languages below; a language without text is marked missing (buyers reading it get
// English).
import { useContext } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { languagesOf, type Schema } from './schemaTools';
import { FieldProblem, ProblemContext, type FieldProps } from './fieldParts';
import { siteLanguages } from '../../../../protocol/languages';

const languageName = (code: string) => siteLanguages.find((l) => l.parameter === code)?.name ?? code;

const FIRST = ['zh-CN', 'en'];

export function LocalisedField({ schema, path, label, value, required, onChange }: FieldProps & { schema: Schema }) {
  const { t } = useLingui();
  const problem = useContext(ProblemContext);
  const texts = value && typeof value === 'object' ? (value as Record<string, string>) : {};
  const languages = languagesOf(schema);
  const rest = languages.filter((l) => !FIRST.includes(l));
  const filled = rest.filter((l) => texts[l]?.trim()).length;
  const set = (language: string, text: string) => {
    const next = { ...texts, [language]: text };
    if (!text) delete next[language];
    onChange(Object.keys(next).length || required ? next : undefined);
  };
  const row = (language: string) => {
    const missing = !texts[language]?.trim();
    const id = `${path}/${language}`;
    const invalid = problem?.path === id;
    return (
      <div className="studio-lang" key={language}>
        <label htmlFor={id} lang={language}>
          {languageName(language)}
          {missing && (
            <span className="studio-lang__missing">
              <Trans>missing</Trans>
            </span>
          )}
        </label>
        <input
          id={id}
          lang={language}
          dir="auto"
          maxLength={
            typeof schema.additionalProperties === 'object' ? schema.additionalProperties.maxLength : undefined
          }
          aria-invalid={invalid || undefined}
          value={texts[language] ?? ''}
          onChange={(e) => set(language, e.target.value)}
        />
        <FieldProblem path={id} id={`${id}-problem`} />
      </div>
    );
  };
  return (
    <fieldset className="studio-group studio-group--localised">
      <legend>{label}</legend>
      {FIRST.filter((l) => languages.includes(l)).map(row)}
      <details>
        <summary>{t`Other languages (${filled} of ${rest.length} written)`}</summary>
        {rest.map(row)}
      </details>
      <FieldProblem path={path} id={`${path}-problem`} />
    </fieldset>
  );
}
