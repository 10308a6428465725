// The product centre's answer to a search that finds nothing (issue 16): "Did you mean …?" from SearchSuggestions
// and up to four nearest categories as chips, instead of an empty box; then the way back to every product.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { suggestionsQuery } from '../api';
import type { CentreUrl } from './searchUrl';

/** SearchSuggestions takes at most 64 characters of the keyword. */
const SUGGEST_MAX = 64;

export function NoResults({ keyword, onClear }: { keyword: string | undefined; onClear: () => void }) {
  const { t, i18n } = useLingui();
  const asked = (keyword ?? '').trim().slice(0, SUGGEST_MAX);
  const suggestions = useQuery({ ...suggestionsQuery(asked, i18n.locale), placeholderData: undefined });
  const better = asked ? suggestions.data?.didYouMean : undefined;
  const categories = asked ? (suggestions.data?.categories ?? []) : [];
  const withKeyword = (next: string) => (prev: CentreUrl) => ({ ...prev, keyword: next });
  const inCategory = (categoryNumber: string) => (prev: CentreUrl) =>
    ({ id: prev.id, sort: prev.sort, view: prev.view, categoryNumber }) as CentreUrl;
  return (
    <div className="empty-state no-results">
      <p>
        <Trans>No products match your search.</Trans>
      </p>
      {better && (
        <p className="no-results__fix" dir="auto">
          <Trans>
            Did you mean{' '}
            <Link to="." search={withKeyword(better) as never} replace>
              {better}
            </Link>
            ?
          </Trans>
        </p>
      )}
      {categories.length > 0 && (
        <div className="no-results__chips" role="group" aria-label={t`Categories you may be looking for`}>
          {categories.map((c) => (
            <Link
              key={c.categoryNumber}
              className="chip"
              to="."
              search={inCategory(c.categoryNumber) as never}
              dir="auto"
            >
              {c.name}
            </Link>
          ))}
        </div>
      )}
      <button type="button" className="button" onClick={onClear}>
        <Trans>Clear the search</Trans>
      </button>
    </div>
  );
}
