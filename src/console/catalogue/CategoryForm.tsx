// The Catalogue room's editor of one category (issue 23): number, level and the names in the 16 languages side by
// side with the missing ones marked; asks before unsaved changes are left; a category that holds products is deleted
// only once they are moved (MoveDialog).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { siteLanguages } from '../../../protocol/languages';
import type { LocalisedFields } from '../../../protocol/localisedNames';
import { categoryProductCount, deleteCategory, saveCategory, type CatalogueOptions } from './api';
import type { Go } from './CatalogueRoom';
import { LanguageColumns } from '../ui/LanguageColumns';
import { MoveDialog } from './MoveDialog';
import './productEditor.css';

type Category = CatalogueOptions['categories'][number];

const CATEGORY_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,31}$/;

export function CategoryForm({
  category,
  tops,
  all,
  hasChildren,
  name,
  go,
}: {
  category?: Category;
  tops: Category[];
  all: Category[];
  hasChildren: boolean;
  name: (c: Category) => string;
  go: Go;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const numberId = useId();
  const levelId = useId();
  const initial = useMemo(
    () => ({
      number: category?.categoryNumber ?? '',
      parent: category?.parentNumber ?? '',
      names: { ...category?.names } as LocalisedFields,
    }),
    [category],
  );
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const [removing, setRemoving] = useState<{ count: number; moveTo: string } | null>(null);
  const leaving = useRef(false);
  const dirty = JSON.stringify(clean(form)) !== JSON.stringify(clean(initial));
  const numberOk = CATEGORY_NUMBER.test(form.number);
  const named = !!(form.names.name?.trim() || form.names.ename?.trim());

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leaving.current,
    enableBeforeUnload: false,
    withResolver: true,
  });
  const leave = (edit?: string) => {
    leaving.current = true;
    go({ edit });
  };

  async function save() {
    if (!numberOk || !named || busy) return;
    setBusy(true);
    setNote(null);
    try {
      await saveCategory(queryClient, {
        categoryNumber: form.number,
        ...(category && category.categoryNumber !== form.number ? { previousNumber: category.categoryNumber } : {}),
        parentNumber: form.parent || null,
        names: clean(form).names,
      });
      if (form.number !== category?.categoryNumber) leave(form.number);
      else setNote({ tone: 'ok', text: t`Saved. Buyers see it at their next visit.` });
    } catch (error) {
      setNote({ tone: 'error', text: apiErrorMessage(i18n, error) });
    } finally {
      setBusy(false);
    }
  }

  async function askDelete() {
    if (!category) return;
    setNote(null);
    try {
      const count = await categoryProductCount(category.categoryNumber);
      const other = all.find((c) => c.categoryNumber !== category.categoryNumber);
      setRemoving({ count, moveTo: other?.categoryNumber ?? '' });
    } catch (error) {
      setNote({ tone: 'error', text: apiErrorMessage(i18n, error) });
    }
  }

  async function remove(moveTo?: string) {
    if (!category) return;
    setRemoving(null);
    setBusy(true);
    try {
      await deleteCategory(queryClient, category.categoryNumber, moveTo);
      leave(undefined);
    } catch (error) {
      setNote({ tone: 'error', text: apiErrorMessage(i18n, error) });
      setBusy(false);
    }
  }

  const written = siteLanguages.filter((l) => form.names[l.field]?.trim()).length;
  const title = category ? name(category) : t`New category`;
  const categoryTitle = category ? name(category) : '';
  const others = all.filter((c) => c.categoryNumber !== category?.categoryNumber);
  return (
    <form
      className="categories__editor"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="categories__editor-head">
        <button type="button" className="button categories__back" onClick={() => go({ edit: undefined })}>
          <span aria-hidden="true" className="categories__back-arrow">
            ←
          </span>{' '}
          <Trans>Categories</Trans>
        </button>
        <h2 dir="auto">{title}</h2>
        {category && (
          <button
            type="button"
            className="button button--danger"
            disabled={busy || hasChildren}
            title={hasChildren ? t`Move or delete the categories under it first.` : undefined}
            onClick={() => void askDelete()}
          >
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
      <div className="categories__fields">
        <div className="form-field" data-invalid={(form.number && !numberOk) || undefined}>
          <label htmlFor={numberId}>{t`Category number`}</label>
          <input
            id={numberId}
            type="text"
            dir="ltr"
            value={form.number}
            maxLength={32}
            onChange={(e) => setForm({ ...form, number: e.target.value.trim() })}
          />
          {form.number && !numberOk && (
            <p className="form-field__error">{t`Letters, digits and . _ / - only, up to 32.`}</p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={levelId}>{t`Level`}</label>
          <select
            id={levelId}
            value={form.parent}
            disabled={hasChildren}
            onChange={(e) => setForm({ ...form, parent: e.target.value })}
          >
            <option value="">{t`First level`}</option>
            {tops
              .filter((c) => c.categoryNumber !== category?.categoryNumber)
              .map((c) => (
                <option key={c.categoryNumber} value={c.categoryNumber}>
                  {i18n._(msg`Under ${name(c)}`)}
                </option>
              ))}
          </select>
        </div>
      </div>
      <div className="form-section__head">
        <h3>{t`Names`}</h3>
        <span>{i18n._(msg`${written} of 16 languages`)}</span>
      </div>
      {!named && <p className="form-field__error">{t`A name in Chinese or English is required.`}</p>}
      <LanguageColumns compact stateOf={(language) => (form.names[language.field]?.trim() ? 'written' : 'missing')}>
        {(language) => {
          const languageName = language.name;
          return (
            <input
              type="text"
              aria-label={t`Name in ${languageName}`}
              value={form.names[language.field] ?? ''}
              maxLength={200}
              onChange={(e) => setForm({ ...form, names: { ...form.names, [language.field]: e.target.value } })}
            />
          );
        }}
      </LanguageColumns>
      <div className="product-editor__bar" role="region" aria-label={t`Save`}>
        {note && (
          <p className={`console-note console-note--${note.tone}`} role={note.tone === 'error' ? 'alert' : 'status'}>
            {note.text}
          </p>
        )}
        <p className="product-editor__status" role="status">
          {busy ? t`Saving…` : dirty ? t`Unsaved changes` : ''}
        </p>
        <button type="button" className="button" disabled={!dirty || busy} onClick={() => setForm(initial)}>
          <Trans>Discard</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={busy || !dirty || !numberOk || !named}>
          <Trans>Save</Trans>
        </button>
      </div>

      <ConfirmDialog
        texts={
          blocker.status === 'blocked'
            ? {
                question: t`Leave without saving? Your changes to this category will be lost.`,
                confirm: t`Leave`,
                cancel: t`Stay`,
                close: t`Close`,
              }
            : removing && removing.count === 0
              ? {
                  question: i18n._(msg`Delete the category ${categoryTitle}?`),
                  confirm: t`Delete`,
                  cancel: t`Keep`,
                  close: t`Close`,
                }
              : null
        }
        onAnswer={(yes) => {
          if (blocker.status === 'blocked') return yes ? blocker.proceed?.() : blocker.reset?.();
          if (yes) void remove();
          else setRemoving(null);
        }}
      />
      <MoveDialog
        removing={removing && removing.count > 0 ? removing : null}
        title={categoryTitle}
        others={others}
        name={name}
        onChange={(moveTo) => setRemoving(removing && { ...removing, moveTo })}
        onAnswer={(yes) => (yes && removing ? void remove(removing.moveTo) : setRemoving(null))}
      />
    </form>
  );
}

/** The form as the server stores it: names trimmed, empty ones left out. */
function clean(form: { number: string; parent: string; names: LocalisedFields }) {
  const names = Object.fromEntries(
    Object.entries(form.names)
      .map(([k, v]) => [k, (v ?? '').trim()])
      .filter(([, v]) => v),
  );
  return { ...form, names };
}
