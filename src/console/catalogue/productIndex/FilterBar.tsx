import { useLingui, Trans } from '@lingui/react/macro';
import type { CatalogueOptions } from '../api';
import { FLAG_NAMES, hasFilters, type CatalogueSearch } from '../catalogueSearch';
import type { Go } from '../CatalogueRoom';
import { CategorySelect } from './CategorySelect';
import { FLAG_LABELS } from './flagLabels';
import type { SearchBox } from './useSearchBox';
import { SearchIcon } from '../../ui/SearchIcon';

/** The index's filters, all kept in the address: keyword, category, shelf and flag chips, and a way to clear them. */
export function FilterBar({
  search,
  go,
  options,
  keyword,
}: {
  search: CatalogueSearch;
  go: Go;
  options: CatalogueOptions | undefined;
  keyword: SearchBox;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="catalogue__filters" role="search">
      <label className="catalogue__search">
        <span className="visually-hidden">{t`Search products`}</span>
        <SearchIcon />
        <input
          ref={keyword.box}
          type="search"
          value={keyword.typed}
          maxLength={100}
          placeholder={t`Name or product number`}
          onChange={(e) => keyword.setTyped(e.target.value)}
        />
        <kbd aria-hidden="true">/</kbd>
      </label>
      <CategorySelect
        options={options}
        value={search.category ?? ''}
        label={t`Category`}
        allLabel={t`All categories`}
        onChange={(category) => go({ category: category || undefined })}
      />
      <div className="console-chips catalogue__chips" role="group" aria-label={t`Filters`}>
        {([undefined, 'on', 'off'] as const).map((shelf) => (
          <button
            key={shelf ?? 'all'}
            type="button"
            aria-pressed={search.shelf === shelf}
            onClick={() => go({ shelf })}
          >
            {shelf === 'on'
              ? t`On shelf`
              : shelf === 'off'
                ? t`Off shelf`
                : t({ context: 'shelf filter', message: 'All' })}
          </button>
        ))}
        <span className="catalogue__chips-gap" aria-hidden="true" />
        {FLAG_NAMES.map((flag) => (
          <button
            key={flag}
            type="button"
            aria-pressed={search.flags.includes(flag)}
            onClick={() =>
              go({
                flags: search.flags.includes(flag) ? search.flags.filter((f) => f !== flag) : [...search.flags, flag],
              })
            }
          >
            {i18n._(FLAG_LABELS[flag])}
          </button>
        ))}
        {hasFilters(search) && (
          <button
            type="button"
            className="catalogue__clear"
            onClick={() => {
              keyword.setTyped('');
              go({ q: undefined, category: undefined, shelf: undefined, flags: [] });
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
