// The Catalogue room's categories (issue 23): the two levels as a tree beside the editor of the open one (?view=
// categories&edit=C01, or edit=new). Rows reorder within their level by dragging the handle or from the keyboard
// (focus the handle, Space, arrows, Space); the editor holds the number, the level and the names in the 16
// languages side by side with the missing ones marked, and asks before unsaved changes are left. A category that
// holds products is deleted only once they are moved to another (the dialog offers it); one with categories under it,
// once those are gone. On a phone the tree and the editor take the screen in turn.
import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
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
import { useIsMobile } from '../../lib/useIsMobile';
import { siteLanguages } from '../../../protocol/languages';
import { categoryName } from '../../../protocol/localisedNames';
import { optionsQuery, reorderCategories, type CatalogueOptions } from './api';
import type { Go } from './CatalogueRoom';
import { CategoryForm } from './CategoryForm';
import '../ui/formParts.css';
import './catalogue.css';

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
