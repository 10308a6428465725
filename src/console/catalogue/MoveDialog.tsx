// Deleting a category that holds products: the products must first move to another category (issue 23).
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { ModalDialog } from '../../ui/ModalDialog';
import type { CatalogueOptions } from './api';

type Category = CatalogueOptions['categories'][number];

export function MoveDialog({
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
