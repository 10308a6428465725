// The editor's names and descriptions: the 16 languages side by side, the missing ones marked.
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { siteLanguages } from '../../../../protocol/languages';
import { LanguageColumns } from '../../ui/LanguageColumns';
import { Section } from '../../ui/FormParts';
import type { EditorState } from './editorParts';

export function NameFields({ state }: { state: EditorState }) {
  const { t, i18n } = useLingui();
  const { form, set, touch, fieldError } = state;
  const written = siteLanguages.filter((l) => form.names[l.field]?.trim()).length;
  return (
    <Section title={t`Names and descriptions`} wide aside={i18n._(msg`${written} of 16 languages`)}>
      {fieldError('names.name') && (
        <p className="form-field__error" role="alert">
          {fieldError('names.name')}
        </p>
      )}
      <LanguageColumns stateOf={(language) => (form.names[language.field]?.trim() ? 'written' : 'missing')}>
        {(language) => {
          const languageName = language.name;
          const nameError = fieldError(`names.${language.field}`);
          const descriptionError = fieldError(`descriptions.${language.field}`);
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
