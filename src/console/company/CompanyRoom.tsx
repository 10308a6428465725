// The Company room (issue 24): what buyers see of the company — logo, name, currency, contact details, about-us text
// and page title / keywords / description per language (two languages side by side, the missing ones marked), and
// the companion app's ids, and the about-us pictures. One save bar (Ctrl+S); leaving with unsaved changes asks
// first. The form checks the limits of the schema the server checks (companyForm.ts). A save carries the version the
// room read: when another admin saved first, nothing is overwritten and the bar says so, with a way to reload.
import { useEffect, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { apiErrorMessage } from '../../api/errorMessages';
import { siteLanguages, type Locale } from '../../../protocol/languages';
import { RoomLoadError, RoomLoading } from '../app/RoomStates';
import { ApiError } from '../../api/errors';
import { companyQuery, reloadCompany, saveCompany, type CompanyAnswer } from './api';
import { AboutPictures } from './AboutPictures';
import { draftOf, formOf, formProblems, languageState, type CompanyForm } from './companyForm';
import { CompanyFields } from './CompanyFields';
import { LanguageFields } from './LanguageFields';
import { LanguageColumns } from '../ui/LanguageColumns';
import { Section } from '../ui/FormParts';
import './company.css';
import { useSaveShortcut } from '../ui/useSaveShortcut';

export function CompanyRoom() {
  const { t } = useLingui();
  const company = useQuery(companyQuery());
  if (company.isError)
    return (
      <RoomLoadError
        title={t`The company details could not be loaded`}
        error={company.error}
        onRetry={() => void company.refetch()}
      />
    );
  if (!company.data) return <RoomLoading />;
  return <CompanyEditor stored={company.data} />;
}

function CompanyEditor({ stored }: { stored: CompanyAnswer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CompanyForm>(() => formOf(stored.company));
  const [base, setBase] = useState(() => JSON.stringify(draftOf(formOf(stored.company))));
  const [columns, setColumns] = useState<[Locale, Locale]>(() => defaultColumns(formOf(stored.company), i18n.locale));
  const [version, setVersion] = useState(stored.version);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const conflict = failure instanceof ApiError && failure.reason === 'staleVersion';
  const [justSaved, setJustSaved] = useState(false);
  const [checked, setChecked] = useState(false);
  const dirty = JSON.stringify(draftOf(form)) !== base;
  const problems = formProblems(form);
  const written = siteLanguages.filter((l) => languageState(form.languages[l.parameter]) === 'written').length;

  const change = (next: (f: CompanyForm) => CompanyForm) => {
    setForm(next);
    setJustSaved(false);
  };
  async function save() {
    setChecked(true);
    if (problems.size || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await saveCompany(queryClient, version, draftOf(form));
      startFrom(answer);
      setJustSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }
  function startFrom(answer: CompanyAnswer) {
    setForm(formOf(answer.company));
    setBase(JSON.stringify(draftOf(formOf(answer.company))));
    setVersion(answer.version);
  }
  /** After a refused save: the other admin's company, this admin's changes dropped (they make them again). */
  async function reload() {
    setBusy(true);
    try {
      startFrom(await reloadCompany(queryClient));
      setFailure(null);
      setChecked(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }
  const discard = () => {
    setForm(formOf(stored.company));
    setFailure(null);
    setChecked(false);
  };

  useSaveShortcut(() => {
    if (dirty) void save();
  });
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: false, withResolver: true });

  /** A field's problem once it was touched or a save was tried. */
  const problemOf = (key: string, value: string) => (checked || value !== '' ? problems.get(key) : undefined);

  return (
    <form
      className="company-room"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="company-room__head">
        <h1>{t({ context: 'console room', message: 'Company' })}</h1>
        <p>
          <Trans>
            What buyers see of your company: its logo and name, contact details and page texts in each language.
          </Trans>
        </p>
      </div>

      <CompanyFields
        form={form}
        problemOf={problemOf}
        onChange={(company) => change((f) => ({ ...f, company: { ...f.company, ...company } }))}
      />

      <AboutPictures
        pictures={form.company.aboutPictures}
        name={form.company.name}
        onChange={(aboutPictures) => change((f) => ({ ...f, company: { ...f.company, aboutPictures } }))}
      />

      <Section title={t`Languages`} aside={t`${written} of 16 languages written`}>
        <LanguageColumns
          pair={{ shown: columns, onShown: setColumns, label: t`Languages` }}
          stateOf={(language) => languageState(form.languages[language.parameter])}
        >
          {({ parameter: locale }) => (
            <LanguageFields
              locale={locale}
              texts={form.languages[locale]}
              problemOf={(field, value) => problemOf(`${locale}.${field}`, value)}
              onChange={(texts) =>
                change((f) => ({ ...f, languages: { ...f.languages, [locale]: { ...f.languages[locale], ...texts } } }))
              }
            />
          )}
        </LanguageColumns>
      </Section>

      <div className="company-room__bar">
        <p className="company-room__status" role="status">
          {busy
            ? t`Saving…`
            : failure
              ? ''
              : checked && problems.size
                ? t`Check the marked fields.`
                : dirty
                  ? t`Unsaved changes`
                  : justSaved
                    ? t`Saved. Buyers see it at their next visit.`
                    : ''}
        </p>
        {conflict ? (
          <div className="console-note console-note--warn company-room__conflict" role="alert">
            <span>
              {t`Someone else saved the company details after you opened them. Your changes are not saved: reload to see theirs, then make your change again.`}
            </span>
            <button type="button" className="button" disabled={busy} onClick={() => void reload()}>
              <Trans>Reload the latest</Trans>
            </button>
          </div>
        ) : (
          !!failure && (
            <p className="company-room__error" role="alert">
              {apiErrorMessage(i18n, failure)}
            </p>
          )
        )}
        <kbd className="company-room__shortcut" aria-hidden="true">
          Ctrl S
        </kbd>
        <button type="button" className="button" disabled={!dirty || busy} onClick={discard}>
          <Trans>Discard</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={busy || !dirty}>
          <Trans>Save</Trans>
        </button>
      </div>

      <ConfirmDialog
        texts={
          blocker.status === 'blocked'
            ? {
                question: t`Leave without saving? Your changes to the company details will be lost.`,
                confirm: t`Leave`,
                cancel: t`Stay`,
                close: t`Close`,
              }
            : null
        }
        onAnswer={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
      />
    </form>
  );
}

/** Chinese first (the language suppliers write in), beside the first language not fully written, else the staff's
 *  own language, else English. */
function defaultColumns(form: CompanyForm, staffLocale: string): [Locale, Locale] {
  const unwritten = siteLanguages.find(
    (l) => l.parameter !== 'zh-CN' && languageState(form.languages[l.parameter]) !== 'written',
  );
  const own = siteLanguages.find((l) => l.parameter === staffLocale && l.parameter !== 'zh-CN');
  return ['zh-CN', (unwritten ?? own)?.parameter ?? 'en'];
}
