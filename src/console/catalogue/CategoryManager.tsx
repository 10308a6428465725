// The Catalogue room's categories (issue 23): the two levels as a tree beside the editor of the open one (?view=
// categories&edit=C01, or edit=new). Rows reorder within their level by dragging the handle or from the keyboard
// (focus the handle, Space, arrows, Space); the editor holds the number, the level and the names in the 16
// languages side by side with the missing ones marked, and asks before unsaved changes are left. A category that
// holds products is deleted only once they are moved to another (the dialog offers it); one with categories under it,
// once those are gone. On a phone the tree and the editor take the screen in turn.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { apiErrorMessage } from '../../api/errorMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ModalDialog } from '../../ui/ModalDialog';
import { useIsMobile } from '../../lib/useIsMobile';
import { siteLanguages } from '../../../protocol/languages';
import { categoryName, type LocalisedFields } from '../../../protocol/localisedNames';
import {
  categoryProductCount,
  deleteCategory,
  optionsQuery,
  reorderCategories,
  saveCategory,
  type CatalogueOptions,
} from './api';
import type { Go } from './CatalogueRoom';
import { LanguageColumns } from '../ui/LanguageColumns';
import '../ui/formParts.css';

type Category = CatalogueOptions['categories'][number];

export function CategoryManager({ edit, go }: { edit?: string; go: Go }) {
  const { t, i18n } = useLingui();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery());
  const [error, setError] = useState('');
  const categories = useMemo(() => options.data?.categories ?? [], [options.data]);
  const tops = categories.filter((c) => c.parentNumber === null);
  const childrenOf = (number: string) => categories.filter((c) => c.parentNumber === number);
  const open = edit === 'new' ? null : categories.find((c) => c.categoryNumber === edit);
  const name = (c: Category) => categoryName(c.names, i18n.locale, 1) || c.categoryNumber;

  async function reorder(parent: string | null, numbers: string[]) {
    setError('');
    // Shown at once; the server's answer (the whole list) replaces it, a refusal brings the saved order back.
    const level = new Map(numbers.map((n, i) => [n, i]));
    const rank = (c: Category) => (c.parentNumber === parent ? (level.get(c.categoryNumber) ?? 0) : 0);
    queryClient.setQueryData(
      optionsQuery().queryKey,
      (old) =>
        old && {
          ...old,
          categories: [...old.categories].sort((a, b) =>
            a.parentNumber === parent && b.parentNumber === parent ? rank(a) - rank(b) : 0,
          ),
        },
    );
    try {
      await reorderCategories(queryClient, parent, numbers);
    } catch (failure) {
      setError(apiErrorMessage(i18n, failure));
      await queryClient.invalidateQueries({ queryKey: optionsQuery().queryKey });
    }
  }

  const showTree = !mobile || edit === undefined;
  const showEditor = edit !== undefined && (edit === 'new' || open);
  return (
    <div className="categories">
      {showTree && (
        <section className="categories__tree" aria-label={t`Categories`}>
          <div className="categories__tree-head">
            <p className="categories__hint">{t`Drag ⠿ to reorder, or focus it and use Space and the arrow keys.`}</p>
            <button type="button" className="button button--primary" onClick={() => go({ edit: 'new' })}>
              <span aria-hidden="true">＋</span> <Trans>New category</Trans>
            </button>
          </div>
          {error && (
            <p className="console-note console-note--error" role="alert">
              {error}
            </p>
          )}
          {options.isPending ? (
            <div className="catalogue-table__skeleton" role="status" aria-label={t`Loading…`} />
          ) : !tops.length ? (
            <p className="categories__empty">{t`No categories yet. Create the first one to file products under.`}</p>
          ) : (
            <SortableLevel
              parent={null}
              items={tops}
              label={t`First-level categories`}
              onReorder={reorder}
              render={(c) => (
                <>
                  <CategoryRow category={c} name={name(c)} selected={c.categoryNumber === edit} go={go} />
                  {childrenOf(c.categoryNumber).length > 0 && (
                    <SortableLevel
                      parent={c.categoryNumber}
                      items={childrenOf(c.categoryNumber)}
                      label={i18n._(msg`Categories under ${name(c)}`)}
                      onReorder={reorder}
                      render={(child) => (
                        <CategoryRow
                          category={child}
                          name={name(child)}
                          selected={child.categoryNumber === edit}
                          go={go}
                        />
                      )}
                    />
                  )}
                </>
              )}
            />
          )}
        </section>
      )}
      {showEditor ? (
        <CategoryForm
          key={edit}
          category={open ?? undefined}
          tops={tops}
          all={categories}
          hasChildren={!!open && childrenOf(open.categoryNumber).length > 0}
          name={name}
          go={go}
        />
      ) : (
        !mobile && <p className="categories__pick">{t`Choose a category to edit its names, or create one.`}</p>
      )}
    </div>
  );
}

function SortableLevel({
  parent,
  items,
  label,
  onReorder,
  render,
}: {
  parent: string | null;
  items: Category[];
  label: string;
  onReorder: (parent: string | null, numbers: string[]) => void;
  render: (category: Category) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numbers = items.map((c) => c.categoryNumber);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(parent, arrayMove(numbers, numbers.indexOf(String(active.id)), numbers.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={numbers} strategy={verticalListSortingStrategy}>
        <ol className="categories__level" aria-label={label}>
          {items.map((c) => (
            <SortableItem key={c.categoryNumber} id={c.categoryNumber}>
              {render(c)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className="categories__item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children}
    </li>
  );
}

function CategoryRow({
  category,
  name,
  selected,
  go,
}: {
  category: Category;
  name: string;
  selected: boolean;
  go: Go;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setActivatorNodeRef } = useSortable({ id: category.categoryNumber });
  const written = siteLanguages.filter((l) => category.names[l.field]?.trim()).length;
  return (
    <div className="categories__row" data-selected={selected || undefined}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="categories__handle"
        {...attributes}
        {...listeners}
        aria-label={t`Reorder ${name}`}
      >
        ⠿
      </button>
      <button
        type="button"
        className="categories__name"
        aria-current={selected || undefined}
        onClick={() => go({ edit: category.categoryNumber })}
      >
        <span dir="auto">{name}</span>
        <span className="categories__number" dir="ltr">
          {category.categoryNumber}
        </span>
      </button>
      <span className="categories__written" data-partial={written < 16 || undefined} title={t`Names written`}>
        <span dir="ltr">{written}/16</span>
      </span>
    </div>
  );
}

const CATEGORY_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,31}$/;

function CategoryForm({
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

function MoveDialog({
  removing,
  title,
  others,
  name,
  onChange,
  onAnswer,
}: {
  removing: { count: number; moveTo: string } | null;
  title: string;
  others: Category[];
  name: (c: Category) => string;
  onChange: (moveTo: string) => void;
  onAnswer: (yes: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const count = removing?.count ?? 0;
  return (
    <ModalDialog open={!!removing} onDismiss={() => onAnswer(false)} closeLabel={t`Close`} labelledBy={id}>
      <p id={id} className="confirm-dialog__question" dir="auto">
        {title}:{' '}
        {i18n._(msg`${plural(count, { one: '# product is filed here.', other: '# products are filed here.' })}`)}{' '}
        {t`Move them to another category to delete it.`}
      </p>
      <label className="categories__move">
        <span>{t`Move the products to`}</span>
        <select value={removing?.moveTo ?? ''} onChange={(e) => onChange(e.target.value)}>
          {others.map((c) => (
            <option key={c.categoryNumber} value={c.categoryNumber}>
              {c.parentNumber ? '— ' : ''}
              {name(c)}
            </option>
          ))}
        </select>
      </label>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={() => onAnswer(false)}>
          {t`Keep`}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!removing?.moveTo}
          onClick={() => onAnswer(true)}
        >
          {t`Move and delete`}
        </button>
      </div>
    </ModalDialog>
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
