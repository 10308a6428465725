// The editor's names and descriptions: the name a product needs (in Chinese or English) with its identity, and the
// 16 languages side by side, the missing ones marked.
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { siteLanguages, type SiteLanguage } from '../../../../protocol/languages';
import { LanguageColumns } from '../../ui/LanguageColumns';
import { Field, Section } from '../../ui/FormParts';
import type { EditorState } from './editorParts';

/** The languages whose name the rules ask for, one of the two at least (schemas/api/productRules.ts). */
const REQUIRED: ReadonlySet<string> = new Set(['name', 'ename']);
const requiredLanguages = siteLanguages.filter((l) => REQUIRED.has(l.field));

/** The Chinese and English names, among the identity's fields: a clerk fills them in before the product can be
 *  saved, so they are not left low in the grid of 16. The rule's message ("in Chinese or in English") is said once,
 *  under the Chinese name. */
export function RequiredNames({ state }: { state: EditorState }) {
  const { t } = useLingui();
  return requiredLanguages.map((language) => {
    const languageName = language.name;
    const error = state.fieldError(`names.${language.field}`);
    return (
      <Field key={language.field} label={t`Name in ${languageName}`} error={error}>
        {(id, describedBy) => (
          <input
            id={id}
            type="text"
            lang={language.parameter}
            dir="auto"
            value={state.form.names[language.field] ?? ''}
            aria-invalid={!!error || undefined}
            aria-describedby={describedBy}
            onChange={(e) => state.set({ names: { ...state.form.names, [language.field]: e.target.value } })}
            onBlur={() => state.touch(`names.${language.field}`)}
          />
        )}
      </Field>
    );
  });
}

export function NameFields({ state }: { state: EditorState }) {
  const { t, i18n } = useLingui();
  const { form, set, touch, fieldError } = state;
  const written = siteLanguages.filter((l) => form.names[l.field]?.trim()).length;
  const nameInput = (language: SiteLanguage) => {
    const languageName = language.name;
    const nameError = fieldError(`names.${language.field}`);
    // Written above, with the identity: shown here as buyers of the language read it, not a second input.
    if (REQUIRED.has(language.field)) {
      const identity = t`Identity`;
      return (
        <p className="product-editor__name-above" dir="auto">
          {form.names[language.field]?.trim() || <span lang={i18n.locale}>{t`Write it in ${identity}, above.`}</span>}
        </p>
      );
    }
    return (
      <>
        <input
          type="text"
          aria-label={t`Name in ${languageName}`}
          value={form.names[language.field] ?? ''}
          aria-invalid={!!nameError || undefined}
          onChange={(e) => set({ names: { ...form.names, [language.field]: e.target.value } })}
          onBlur={() => touch(`names.${language.field}`)}
        />
        {nameError && (
          <p className="form-field__error" lang={i18n.locale}>
            {nameError}
          </p>
        )}
      </>
    );
  };
  return (
    <Section title={t`Names and descriptions`} wide aside={i18n._(msg`${written} of 16 languages`)}>
      <LanguageColumns stateOf={(language) => (form.names[language.field]?.trim() ? 'written' : 'missing')}>
        {(language) => {
          const languageName = language.name;
          const descriptionError = fieldError(`descriptions.${language.field}`);
          return (
            <>
              {nameInput(language)}
              <textarea
                rows={3}
                aria-label={t`Description in ${languageName}`}
                value={form.descriptions[language.field] ?? ''}
                aria-invalid={!!descriptionError || undefined}
                onChange={(e) => set({ descriptions: { ...form.descriptions, [language.field]: e.target.value } })}
              />
              {descriptionError && (
                <p className="form-field__error" lang={i18n.locale}>
                  {descriptionError}
                </p>
              )}
            </>
          );
        }}
      </LanguageColumns>
    </Section>
  );
}
