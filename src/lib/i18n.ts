// Lingui set-up: one catalogue per language, loaded on demand; ar and he switch the document to right-to-left.
// Each catalogue comes in two parts (scripts/catalogueParts.ts, issue 29): the buyer's words load on start, the
// console's only once the console opens, so a buyer never downloads them.
import { i18n } from '@lingui/core';
import { locales, rightToLeft, type Locale } from '../../protocol/languages';
import { keepLocaleShape } from '../../protocol/format';
import type { LocaleShape } from '../../protocol/localeShapes';

type Catalogue = { messages: Record<string, string>; shape?: LocaleShape };
const parts = {
  buyer: import.meta.glob<Catalogue>('../../locales/*/messages.po', { query: '?part=buyer' }),
  console: import.meta.glob<Catalogue>('../../locales/*/messages.po', { query: '?part=console' }),
};
type Part = keyof typeof parts;
/** The parts this visit needs; a language switch loads them all in the new language before it shows. */
const wanted = new Set<Part>(['buyer']);

async function loadPart(part: Part, locale: Locale) {
  const load = parts[part][`../../locales/${locale}/messages.po`];
  const catalogue = load ? await load() : undefined;
  // How the language writes numbers and dates (scripts/catalogueParts.ts): formatted from then on without Intl.
  if (catalogue?.shape) keepLocaleShape(locale, catalogue.shape);
  return catalogue?.messages ?? {};
}

/** The console calls this before its first render: its words join the active language's catalogue. */
export async function loadConsoleCatalogue() {
  wanted.add('console');
  const locale = (i18n.locale || 'en') as Locale;
  i18n.load(locale, await loadPart('console', locale));
}
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

/** remember: false shows a language without making it the buyer's choice (English standing in for words that did
 *  not load, src/app/wordsFallback.tsx). */
export async function activateLocale(locale: Locale, { remember = true } = {}) {
  const loaded = await Promise.all([...wanted].map((part) => loadPart(part, locale)));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded) });
  document.documentElement.lang = locale;
  document.documentElement.dir = rightToLeft.has(locale) ? 'rtl' : 'ltr';
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

export { i18n };
