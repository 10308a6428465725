/** Per-language field names of category names and product langList items (spec section 3). */
export const languageFields = [
  'name',
  'ename',
  'arabic',
  'spanish',
  'french',
  'hebrew',
  'indonesian',
  'japanese',
  'korean',
  'polski',
  'portuguese',
  'russian',
  'thai',
  'german',
  'filipino',
  'vietnamese',
] as const;
export type LanguageField = (typeof languageFields)[number];

/** The 16 interface languages (spec section 1): locale code, native name, and the per-language field of categories/langList. */
export const siteLanguages = [
  { parameter: 'zh-CN', name: '简体中文', field: 'name' },
  { parameter: 'en', name: 'English', field: 'ename' },
  { parameter: 'ar', name: 'العربية', field: 'arabic' },
  { parameter: 'es', name: 'Español', field: 'spanish' },
  { parameter: 'fr', name: 'Français', field: 'french' },
  { parameter: 'he', name: 'עברית', field: 'hebrew' },
  { parameter: 'id', name: 'Bahasa Indonesia', field: 'indonesian' },
  { parameter: 'ja', name: '日本語', field: 'japanese' },
  { parameter: 'ko', name: '한국어', field: 'korean' },
  { parameter: 'pl', name: 'Polski', field: 'polski' },
  { parameter: 'pt-BR', name: 'Português (Brasil)', field: 'portuguese' },
  { parameter: 'ru-RU', name: 'Русский', field: 'russian' },
  { parameter: 'th', name: 'ไทย', field: 'thai' },
  { parameter: 'de', name: 'Deutsch', field: 'german' },
  { parameter: 'tl', name: 'Filipino', field: 'filipino' },
  { parameter: 'vi', name: 'Tiếng Việt', field: 'vietnamese' },
] as const satisfies readonly { parameter: string; name: string; field: LanguageField }[];

export type Locale = (typeof siteLanguages)[number]['parameter'];
export const locales: readonly Locale[] = siteLanguages.map((l) => l.parameter);
export const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he']);

export type SiteLanguage = (typeof siteLanguages)[number];

/** The bare language of a locale: zh for zh-CN, pt for pt-BR, ru for ru-RU, otherwise the locale itself. */
const prefixOf = (locale: string) => locale.split('-')[0];

/** ProductAttributeInfo's keyWord as the spec writes it (section 7): zh, pt, ru for the regional locales, otherwise
 * the locale itself. The server takes the full locale just as well (siteLanguageOf). */
export const attributeKeyWord = (locale: string) => prefixOf(locale);

/** Every language code the API takes (docs/protocol.md, "Language codes"), in any letter case: the 16 site locales,
 * then the bare prefixes of the regional ones. */
export const acceptedLanguageCodes: readonly string[] = [
  ...locales,
  ...siteLanguages.filter((l) => prefixOf(l.parameter) !== l.parameter).map((l) => prefixOf(l.parameter)),
];

/** The one language-code rule of every call (issue 12): a site locale or its bare prefix, letter case ignored, names
 * that language; anything else (xx, zh-TW, en-US) is undefined, and callers refuse it rather than guess. */
export function siteLanguageOf(code: string): SiteLanguage | undefined {
  const wanted = code.toLowerCase();
  return siteLanguages.find(
    (l) => l.parameter.toLowerCase() === wanted || prefixOf(l.parameter).toLowerCase() === wanted,
  );
}
