// The console's Search words room (issue 16): the company's own synonym groups — words its buyers use for the same
// toys (a nickname, a brand, a trade term) — edited as rows of word chips and saved as one list, beside the
// vocabulary every search already knows. The rules are protocol/searchSynonyms.ts, shared with the server.
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { apiErrorMessage } from '../../api/errorMessages';
import {
  SYNONYMS_LIMITS,
  cleanGroups,
  cleanTerm,
  synonymProblems,
  type SynonymProblem,
} from '../../../protocol/searchSynonyms';
import { saveSynonyms, synonymsQuery, type SearchSynonyms } from './api';
import { RoomLoading, RoomLoadError } from '../app/RoomStates';

const PROBLEMS: Record<SynonymProblem, MessageDescriptor> = {
  blankTerm: msg`Type at least two words in this group, or remove it.`,
  noLetters: msg`A word needs at least one letter or digit.`,
  termTooLong: msg`A word can have at most 64 characters.`,
  tooFewTerms: msg`A group needs at least two different words: a search for one finds the other.`,
  tooManyTerms: msg`A group can hold at most 20 words.`,
  tooManyGroups: msg`At most 200 groups can be saved.`,
};

/** Commas (Latin, Chinese, Japanese, Arabic), semicolons and new lines end a word, as Enter does. */
const SEPARATORS = /[,，、،;；\n]/;

/** A group as the form edits it: its words and what is still typed in its box. */
interface Row {
  id: number;
  terms: string[];
  draft: string;
}
let nextRowId = 1;
const rowsOf = (groups: readonly (readonly string[])[]): Row[] =>
  groups.map((terms) => ({ id: nextRowId++, terms: [...terms], draft: '' }));

export function SearchWordsRoom() {
  const query = useQuery(synonymsQuery());
  const [savedAt, setSavedAt] = useState<string | null>(null);
  if (query.isPending) return <RoomLoading />;
  if (query.isError) {
    return (
      <RoomLoadError
        title={<Trans>The search words could not be loaded</Trans>}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  // A save answers the list as stored (cleaned): the form starts again from it.
  return (
    <SynonymsForm
      key={query.data.updatedAt ?? 'never'}
      saved={query.data}
      justSaved={savedAt === query.data.updatedAt}
      onSaved={setSavedAt}
    />
  );
}

function SynonymsForm({
  saved,
  justSaved,
  onSaved,
}: {
  saved: SearchSynonyms;
  justSaved: boolean;
  onSaved: (at: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(saved.groups));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusGroup = useRef<number | null>(null);

  // A word still in its box counts as typed: Save takes it too.
  const groups = rows.map((row) => (cleanTerm(row.draft) ? [...row.terms, row.draft] : row.terms));
  const problems = synonymProblems(groups);
  const cleaned = cleanGroups(groups);
  const dirty = JSON.stringify(cleaned) !== JSON.stringify(saved.groups);

  // Leaving the page with unsaved words asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  useEffect(() => {
    if (focusGroup.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('.synonyms__input')[focusGroup.current]?.focus();
    focusGroup.current = null;
  });

  const change = (id: number, row: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...row } : r)));
  const addGroup = () => {
    focusGroup.current = rows.length;
    setRows((all) => [...all, { id: nextRowId++, terms: [], draft: '' }]);
  };
  const removeGroup = (id: number) => setRows((all) => all.filter((r) => r.id !== id));

  async function save() {
    setChecked(true);
    setError(null);
    const first = problems[0];
    if (first) {
      const groups = list.current?.querySelectorAll<HTMLElement>('.synonyms__group');
      groups?.[first.group]?.querySelector<HTMLInputElement>('.synonyms__input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveSynonyms(queryClient, cleaned);
      onSaved(answer.updatedAt);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  const problemOf = (group: number) => problems.find((p) => p.group === group && (checked || p.term !== undefined));
  const updated = saved.updatedAt ? i18n.date(saved.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const by = saved.updatedBy;

  return (
    <div className="synonyms">
      <header className="synonyms__head">
        <h1>
          <Trans>Search words</Trans>
        </h1>
        <p className="synonyms__lead">
          <Trans>
            Words your buyers use for the same toys. A search for any word of a group also finds the products named with
            the others — with plurals and small typos, in every language.
          </Trans>
        </p>
      </header>

      <section className="synonyms__card" aria-labelledby="synonyms-own">
        <div className="synonyms__card-head">
          <h2 id="synonyms-own">
            <Trans>Your groups</Trans>
          </h2>
          <span className="synonyms__count">
            {i18n._(msg`${plural(cleaned.length, { one: '# group', other: '# groups' })}`)}
          </span>
        </div>
        {rows.length === 0 ? (
          <div className="synonyms__empty">
            <p>
              <Trans>
                No words of your own yet. Add a group for words your buyers search with that your product names do not
                use: a nickname, a brand, a trade term.
              </Trans>
            </p>
            <p className="synonyms__example" aria-hidden="true">
              <span>hot wheels</span>
              <span>die-cast car</span>
              <span>合金车</span>
            </p>
          </div>
        ) : (
          <ol className="synonyms__groups" ref={list}>
            {rows.map((row, index) => (
              <GroupEditor
                key={row.id}
                index={index}
                row={row}
                problem={problemOf(index)?.problem}
                onChange={(next) => change(row.id, next)}
                onRemove={() => removeGroup(row.id)}
              />
            ))}
          </ol>
        )}
        <button
          type="button"
          className="button synonyms__add"
          onClick={addGroup}
          disabled={rows.length >= SYNONYMS_LIMITS.maxGroups}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" />
          </svg>
          <Trans>Add a group</Trans>
        </button>
      </section>

      <div className="synonyms__bar">
        <p className="synonyms__status" role="status">
          {error ? null : dirty ? (
            <Trans>Unsaved changes</Trans>
          ) : justSaved ? (
            <Trans>Saved. Buyers' searches use these words now.</Trans>
          ) : updated ? (
            by ? (
              <Trans>
                Last saved {updated} by {by}
              </Trans>
            ) : (
              <Trans>Last saved {updated}</Trans>
            )
          ) : (
            <Trans>Nothing saved yet</Trans>
          )}
        </p>
        {error ? (
          <p className="console-note console-note--error" role="alert">
            {apiErrorMessage(i18n, error)}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={!dirty || busy}
          onClick={() => {
            setRows(rowsOf(saved.groups));
            setChecked(false);
            setError(null);
          }}
        >
          <Trans>Discard changes</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={!dirty || busy} onClick={save}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>

      <section className="synonyms__card synonyms__card--builtin" aria-labelledby="synonyms-builtin">
        <div className="synonyms__card-head">
          <h2 id="synonyms-builtin">
            <Trans>Built into every search</Trans>
          </h2>
        </div>
        <p className="synonyms__lead">
          <Trans>These words already find the same toys in all 16 languages; you do not need to add them.</Trans>
        </p>
        <ul className="synonyms__builtin">
          {saved.builtIn.map((group) => (
            <li key={group.kind}>
              <details>
                <summary>
                  <span dir="auto">{group.terms[0]}</span>
                  <span className="synonyms__count">{t`${plural(group.terms.length, { one: '# word', other: '# words' })}`}</span>
                </summary>
                <p className="synonyms__chips">
                  {group.terms.map((term) => (
                    <span key={term} className="synonyms__chip" dir="auto">
                      {term}
                    </span>
                  ))}
                </p>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function GroupEditor({
  index,
  row,
  problem,
  onChange,
  onRemove,
}: {
  index: number;
  row: Row;
  problem?: SynonymProblem;
  onChange: (row: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const { terms, draft } = row;
  const [note, setNote] = useState<MessageDescriptor | null>(null);
  const problemId = useId();
  const number = index + 1;

  /** Adds typed words to the group; a word that cannot be added stays in the box with a note saying why. */
  function add(typed: string[], keep = '') {
    const next = [...terms];
    let refused: MessageDescriptor | null = null;
    let left = keep;
    for (const raw of typed) {
      const term = cleanTerm(raw);
      if (!term) continue;
      const problem = !/[\p{L}\p{N}]/u.test(term)
        ? PROBLEMS.noLetters
        : next.some((old) => old.normalize('NFKC').toLowerCase() === term.normalize('NFKC').toLowerCase())
          ? msg`That word is already in this group.`
          : next.length >= SYNONYMS_LIMITS.maxTerms
            ? PROBLEMS.tooManyTerms
            : null;
      if (problem) {
        refused = problem;
        left = raw;
      } else next.push(term);
    }
    setNote(refused);
    onChange({ terms: next, draft: left });
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an input method still choosing characters
    if (event.key === 'Enter' || SEPARATORS.test(event.key)) {
      event.preventDefault();
      add([draft]);
    } else if (event.key === 'Backspace' && !draft && terms.length) {
      onChange({ terms: terms.slice(0, -1) });
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!SEPARATORS.test(text)) return;
    event.preventDefault();
    add(text.split(SEPARATORS), draft);
  };
  const shown = note ?? (problem ? PROBLEMS[problem] : null);

  return (
    <li className="synonyms__group" data-invalid={shown ? 'true' : undefined}>
      <span className="synonyms__number" aria-hidden="true">
        {number}
      </span>
      <div className="synonyms__terms" role="group" aria-label={t`Group ${number}`}>
        <ul className="synonyms__chips">
          {terms.map((term, i) => (
            <li key={`${term}-${i}`} className="synonyms__chip">
              <span dir="auto">{term}</span>
              <button
                type="button"
                aria-label={t`Remove “${term}”`}
                onClick={() => onChange({ terms: terms.filter((_, j) => j !== i) })}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
                  <path
                    fill="currentColor"
                    d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
        <input
          className="synonyms__input"
          value={draft}
          maxLength={SYNONYMS_LIMITS.maxTermLength}
          dir="auto"
          aria-label={t`Add a word to group ${number}`}
          placeholder={terms.length ? t`Add a word…` : t`Type a word, then Enter`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? problemId : undefined}
          onChange={(e) => {
            onChange({ draft: e.target.value });
            setNote(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (cleanTerm(draft)) add([draft]);
          }}
        />
        {shown && (
          <p id={problemId} className="synonyms__problem">
            {i18n._(shown)}
          </p>
        )}
      </div>
      <button type="button" className="synonyms__remove" aria-label={t`Remove group ${number}`} onClick={onRemove}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
        </svg>
      </button>
    </li>
  );
}
