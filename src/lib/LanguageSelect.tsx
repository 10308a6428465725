import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { siteLanguages, type Locale } from '../../protocol/languages';
import { activateLocale, isLocale } from './i18n';

/**
 * Language picker of the buyer site and the console; offers the supplier's website languages when known (spec: the
 * language list from websiteLanguage). `compact` shows the globe and the language's code (EN, AR) over a transparent
 * native select, so a crowded header (issue 22) keeps the platform's picker and its keyboard and screen-reader use
 * while "Português (Brasil)" no longer takes 150 px of it.
 */
export function LanguageSelect({
  offered,
  className,
  compact,
}: {
  offered?: { parameter: string; name: string }[];
  className?: string;
  compact?: boolean;
}) {
  const { i18n, t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const options = (offered?.length ? offered : siteLanguages).filter((l) => isLocale(l.parameter));
  const classes = ['language-select', compact && 'language-select--compact', className].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <span className="visually-hidden">{t`Language`}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.9 13.9 0 0 1 1.9 4h-3.8A13.9 13.9 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.3a16.5 16.5 0 0 0 0 4Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.9 13.9 0 0 1-1.9-4h3.8A13.9 13.9 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.3a8.2 8.2 0 0 1 0 4Z"
        />
      </svg>
      {compact && (
        <span className="language-select__code" aria-hidden="true">
          {i18n.locale.split('-')[0].toUpperCase()}
        </span>
      )}
      <select
        value={i18n.locale}
        disabled={switching}
        onChange={async (event) => {
          setSwitching(true);
          await activateLocale(event.target.value as Locale);
          setSwitching(false);
        }}
      >
        {options.map((l) => (
          <option key={l.parameter} value={l.parameter} lang={l.parameter}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
