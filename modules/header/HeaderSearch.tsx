// The header's search box with suggestions as the buyer types (issue 16): a WAI-ARIA combobox (APG "list
// autocomplete"): focus stays in the input, ArrowUp / ArrowDown move the active option (aria-activedescendant),
// Enter opens it — a product's page, a category's products, or a corrected keyword's search — or, with no active
// option, searches for what was typed; Escape closes, then clears; a click outside closes. Suggestions are asked
// for 150 ms after the last keystroke. Render-only: data, links and highlighting come from the host's services.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HeaderSearchServices, SearchTarget } from '../types';
import { Icon } from '../shared/icons';
import { usePressOutside } from '../shared/usePressOutside';
import './headerSearch.css';

const DEBOUNCE_MS = 150;
/** SearchSuggestions takes at most 64 characters; the product centre's search takes the whole text. */
const SUGGEST_MAX = 64;

type Option = { id: string; target: SearchTarget } & (
  | { kind: 'didYouMean'; keyword: string }
  | { kind: 'product'; name: string; imageUrl: string; displayNumber?: string }
  | { kind: 'category'; name: string }
);

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function HeaderSearch({
  search,
  scan,
  placeholder,
  className,
}: {
  search: HeaderSearchServices;
  /** The scanner beside the field (issue 26): a buyer at a stand scans instead of typing a number. */
  scan?: { open: () => void; label: string };
  placeholder: string;
  className: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const keyword = useDebounced(text.trim().slice(0, SUGGEST_MAX), DEBOUNCE_MS);
  const { data } = search.useSuggestions(keyword);
  const m = search.messages;

  const options: Option[] =
    !keyword || !data
      ? []
      : [
          ...(data.didYouMean
            ? [
                {
                  id: `${id}-fix`,
                  kind: 'didYouMean' as const,
                  keyword: data.didYouMean,
                  target: { kind: 'search' as const, keyword: data.didYouMean },
                },
              ]
            : []),
          ...data.products.map((p) => ({
            id: `${id}-p-${p.productNumber}`,
            kind: 'product' as const,
            name: p.name,
            imageUrl: p.imageUrl,
            displayNumber: p.displayNumber,
            target: { kind: 'product' as const, productNumber: p.productNumber, isBuild: p.isBuild },
          })),
          ...data.categories.map((c) => ({
            id: `${id}-c-${c.categoryNumber}`,
            kind: 'category' as const,
            name: c.name,
            target: { kind: 'category' as const, categoryNumber: c.categoryNumber },
          })),
        ];
  const shown = open && !!keyword && !!data;
  const expanded = shown && options.length > 0;

  // A new answer starts without an active option.
  useEffect(() => setActive(-1), [data, keyword]);

  usePressOutside(shown, wrapper, () => setOpen(false));

  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const go = (target: SearchTarget) => {
    setOpen(false);
    setActive(-1);
    if (target.kind === 'search') setText(target.keyword);
    search.open(target);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end comes back to what was typed.
      setActive((a) => {
        const next = a + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0 && options[active]) go(options[active].target);
      else go({ kind: 'search', keyword: text.trim() });
    } else if (e.key === 'Escape') {
      if (shown) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  const heading = (kind: Option['kind']) =>
    kind === 'product' ? m.products : kind === 'category' ? m.categories : null;
  return (
    <div
      ref={wrapper}
      className={`${className} m-search`}
      role="search"
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Icon name="search" size={18} />
      {/* The field is as wide as its placeholder (the ::after copy in headerSearch.css), never narrower (issue 22). */}
      <span className="m-search__field" data-placeholder={placeholder}>
        <input
          type="text"
          role="combobox"
          className="m-search__input"
          value={text}
          placeholder={placeholder}
          aria-label={m.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          dir="auto"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </span>
      {scan && (
        <button type="button" className="m-search__scan" aria-label={scan.label} title={scan.label} onClick={scan.open}>
          <Icon name="scan" size={20} />
        </button>
      )}
      <div className="m-search__popup" hidden={!shown}>
        {shown && options.length > 0 && !!data?.unmatchedWords?.length && (
          <p className="m-search__partial" role="status" dir="auto">
            {m.partialMatch(data.unmatchedWords)}
          </p>
        )}
        <ul id={listId} role="listbox" className="m-search__list" aria-label={m.label}>
          {expanded &&
            options.map((option, i) => {
              const title = heading(option.kind);
              const first = title && options.findIndex((o) => o.kind === option.kind) === i;
              return (
                <li key={option.id} role="presentation" className="m-search__item">
                  {first && (
                    <div className="m-search__heading" aria-hidden="true">
                      {title}
                    </div>
                  )}
                  <div
                    id={option.id}
                    role="option"
                    aria-selected={i === active}
                    className={`m-search__option m-search__option--${option.kind}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => active !== i && setActive(i)}
                    onClick={() => go(option.target)}
                  >
                    {option.kind === 'didYouMean' && (
                      <span className="m-search__fix" dir="auto">
                        {m.didYouMean(option.keyword)}
                      </span>
                    )}
                    {option.kind === 'product' && (
                      <>
                        <img src={option.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
                        <span className="m-search__text">
                          <span className="m-search__name" dir="auto">
                            {search.highlight(option.name, keyword)}
                          </span>
                          {option.displayNumber && (
                            <span className="m-search__number" dir="ltr">
                              {option.displayNumber}
                            </span>
                          )}
                        </span>
                      </>
                    )}
                    {option.kind === 'category' && (
                      <>
                        <span className="m-search__icon">
                          <Icon name="grid" size={18} />
                        </span>
                        <span className="m-search__name" dir="auto">
                          {search.highlight(option.name, keyword)}
                        </span>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
        </ul>
        {shown && !options.length && (
          <p className="m-search__empty" role="status">
            {data?.stopWordsOnly ? m.stopWordsOnly : m.noSuggestions}
          </p>
        )}
      </div>
    </div>
  );
}
