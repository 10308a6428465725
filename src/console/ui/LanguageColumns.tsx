// The console's per-language editor, one for products, categories and the company: a column per language with its
// name and a mark when it is missing or partly written; the room gives the fields inside. Short texts (names) show
// the 16 languages side by side, each column in its own language and direction. Long texts (the company's contact and
// page texts) show two languages at a time, chosen from a row of marked chips or from each column's own menu, since 16
// columns of addresses do not fit a screen; there the labels are the staff's language, so each field carries its own
// `lang`.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { rightToLeft, siteLanguages, type Locale, type SiteLanguage } from '../../../protocol/languages';
import './languageColumns.css';

export type LanguageState = 'written' | 'partly' | 'missing';

interface Props {
  stateOf: (language: SiteLanguage) => LanguageState;
  /** The fields of one language. */
  children: (language: SiteLanguage) => ReactNode;
  /** Narrower columns, for a single short field. */
  compact?: boolean;
  /** Two languages at a time (long texts): the two shown, and the choice of another. */
  pair?: { shown: readonly [Locale, Locale]; onShown: (shown: [Locale, Locale]) => void; label: string };
}

export function LanguageColumns({ stateOf, children, compact, pair }: Props) {
  if (pair) return <LanguagePair stateOf={stateOf} pair={pair} render={children} />;
  return (
    <div className={compact ? 'language-columns language-columns--compact' : 'language-columns'}>
      {siteLanguages.map((language) => {
        const state = stateOf(language);
        return (
          <div
            key={language.parameter}
            className="language-column"
            data-state={state}
            lang={language.parameter}
            dir={rightToLeft.has(language.parameter) ? 'rtl' : 'ltr'}
          >
            <div className="language-column__head">
              <strong>{language.name}</strong>
              <StateMark state={state} />
            </div>
            {children(language)}
          </div>
        );
      })}
    </div>
  );
}

function LanguagePair({
  stateOf,
  pair: { shown, onShown, label },
  render,
}: Required<Pick<Props, 'stateOf' | 'pair'>> & { render: Props['children'] }) {
  const { t } = useLingui();
  /** Column `index` now shows `next`; if the other one showed it, the two swap. */
  const choose = (index: 0 | 1, next: Locale) =>
    onShown(
      index === 0 ? [next, shown[1] === next ? shown[0] : shown[1]] : [shown[0] === next ? shown[1] : shown[0], next],
    );
  return (
    <>
      <ul className="console-chips language-columns__chips" aria-label={label}>
        {siteLanguages.map((language) => {
          const state = stateOf(language);
          return (
            <li key={language.parameter}>
              <button
                type="button"
                data-state={state}
                aria-pressed={shown.includes(language.parameter)}
                // A chip shows its language on the right, the left one moving over (unless it was the right one).
                onClick={() => onShown([shown[0] === language.parameter ? shown[1] : shown[0], language.parameter])}
              >
                <span lang={language.parameter}>{language.name}</span>
                <StateMark state={state} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="language-columns language-columns--pair">
        {shown.map((locale, index) => {
          const language = siteLanguages.find((l) => l.parameter === locale)!;
          const state = stateOf(language);
          return (
            <div key={index} className="language-column" data-state={state} role="group" aria-label={language.name}>
              <div className="language-column__head">
                <select
                  aria-label={t`Language`}
                  value={locale}
                  onChange={(e) => choose(index as 0 | 1, e.target.value as Locale)}
                >
                  {siteLanguages.map((l) => (
                    <option key={l.parameter} value={l.parameter} lang={l.parameter}>
                      {l.name}
                    </option>
                  ))}
                </select>
                <StateMark state={state} />
              </div>
              {render(language)}
            </div>
          );
        })}
      </div>
    </>
  );
}

function StateMark({ state }: { state: LanguageState }) {
  const { t, i18n } = useLingui();
  if (state === 'written') return null;
  return (
    <span className="language-column__mark" lang={i18n.locale}>
      {state === 'missing' ? t`Missing` : t`Partly written`}
    </span>
  );
}
