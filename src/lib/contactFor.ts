import type { ContactInfo } from '../../schemas/api/types.gen';

/** The supplier's contact entry for a language: exact locale, then its base language, then English, then the first. */
export function contactFor(list: ContactInfo[], locale: string): ContactInfo | undefined {
  const base = locale.split('-')[0];
  return (
    list.find((c) => c.language === locale) ??
    list.find((c) => c.language.split('-')[0] === base) ??
    list.find((c) => c.language === 'en') ??
    list[0]
  );
}
