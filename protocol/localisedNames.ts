// Which name a buyer reads (spec sections 1 and 3). With productSource 1 product names come from langList in
// the buyer's language; Chinese uses the Chinese name; anything missing falls back to English, then Chinese.
// With productSource 0 only name (Chinese) or ename (English) is used. Category names work the same way from
// their per-language fields.
import { siteLanguages, type LanguageField } from './languages';

export type LocalisedFields = Partial<Record<LanguageField, string>>;

export function languageFieldOf(locale: string): LanguageField {
  const exact = siteLanguages.find((l) => l.parameter === locale);
  const base = exact ?? siteLanguages.find((l) => l.parameter.split('-')[0] === locale.split('-')[0]);
  return base?.field ?? 'ename';
}

/** Any per-language text (names, descriptions) by the same rule. */
export function localisedText(fields: LocalisedFields, locale: string, productSource: number): string {
  const field = languageFieldOf(locale);
  if (field === 'name') return fields.name || fields.ename || '';
  if (productSource === 1 && fields[field]) return fields[field]!;
  return fields.ename || fields.name || '';
}

/** A product's name: `langList` is the product's list of per-language texts; type 0 holds names. */
export function productName(
  product: { name: string; ename: string; langList?: ({ type: number } & LocalisedFields)[] },
  locale: string,
  productSource: number,
): string {
  const names: LocalisedFields = product.langList?.find((item) => item.type === 0) ?? {};
  return localisedText(
    { ...names, name: product.name || names.name, ename: product.ename || names.ename },
    locale,
    productSource,
  );
}

export function categoryName(names: LocalisedFields, locale: string, productSource: number): string {
  return localisedText(names, locale, productSource);
}
