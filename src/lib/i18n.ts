// Lingui set-up: one catalogue per language, loaded on demand; ar and he switch the document to right-to-left.
import { i18n } from '@lingui/core';
import { locales, rightToLeft, type Locale } from '../../protocol/languages';

const catalogues = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po');
const STORAGE_KEY = 'vitrine.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The buyer's language: their last choice, else the browser's, else English. */
export function preferredLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  for (const wanted of typeof navigator === 'undefined' ? [] : navigator.languages) {
    const exact = locales.find((l) => l.toLowerCase() === wanted.toLowerCase());
    const byLanguage = locales.find((l) => l.split('-')[0] === wanted.split('-')[0].toLowerCase());
    if (exact ?? byLanguage) return (exact ?? byLanguage)!;
  }
  return 'en';
}

export async function activateLocale(locale: Locale) {
  const load = catalogues[`../../locales/${locale}/messages.po`];
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = rightToLeft.has(locale) ? 'rtl' : 'ltr';
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

export { i18n };
