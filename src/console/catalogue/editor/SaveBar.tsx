// The editor's sticky bar: what the save did or why it could not (a conflict offers to reload the latest), the
// form's state, Discard and Save.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

export interface SaveFailure {
  kind: 'conflict' | 'field' | 'other';
  text: string;
  path?: string;
}

export function SaveBar({
  failure,
  busy,
  problems,
  dirty,
  justSaved,
  isNew,
  onReload,
  onDiscard,
}: {
  failure: SaveFailure | null;
  busy: boolean;
  /** The fields needing attention, once a save was tried. */
  problems: { size: number } | undefined;
  dirty: boolean;
  justSaved: boolean;
  isNew: boolean;
  onReload: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="product-editor__bar" role="region" aria-label={t`Save`}>
      {failure && failure.kind !== 'field' && (
        <div className={`console-note console-note--${failure.kind === 'conflict' ? 'warn' : 'error'}`} role="alert">
          <span>{failure.text}</span>
          {failure.kind === 'conflict' && (
            <button type="button" className="button" onClick={onReload}>
              <Trans>Reload the latest</Trans>
            </button>
          )}
        </div>
      )}
      <p className="product-editor__status" role="status">
        {busy
          ? t`Saving…`
          : problems?.size
            ? i18n._(
                // The count stays an expression (placeholder {0}): the message's id is its text.
                msg`${plural(problems.size, { one: '# field needs attention.', other: '# fields need attention.' })}`,
              )
            : dirty
              ? t`Unsaved changes`
              : justSaved
                ? t`Saved. Buyers see it at their next search.`
                : ''}
      </p>
      <kbd className="product-editor__shortcut" aria-hidden="true">
        Ctrl S
      </kbd>
      <button type="button" className="button" disabled={!dirty || busy} onClick={onDiscard}>
        <Trans>Discard</Trans>
      </button>
      <button type="submit" className="button button--primary" disabled={busy || (!dirty && !isNew)}>
        <Trans>Save</Trans>
      </button>
    </div>
  );
}
