// The Company room's form: the stored company as one editable record per language, back to the call's lists, and
// its problems by the same schema the server's ajv enforces (schemas/api/ConsoleCompany.json).
import companySchema from '../../../schemas/api/ConsoleCompany.json';
import { schemaProblems, type SchemaNode, type SchemaProblem } from '../../../schemas/api/schemaProblems';
import { siteLanguages, type Locale } from '../../../protocol/languages';
import type { CompanyDraft } from './api';

type Contact = Omit<CompanyDraft['contacts'][number], 'language'>;
type Seo = Omit<CompanyDraft['seo'][number], 'language'>;
export type LanguageTexts = Contact & Seo;
export type LanguageField = keyof LanguageTexts;
export type CompanyField = 'name' | 'email' | 'telephone' | 'website' | 'iosId' | 'androidId';

export interface CompanyForm {
  company: Omit<CompanyDraft, 'contacts' | 'seo'>;
  languages: Record<Locale, LanguageTexts>;
}

export const CONTACT_FIELDS = ['name', 'companyName', 'telephone', 'mobile', 'email', 'address', 'aboutUs'] as const;
export const SEO_FIELDS = ['title', 'keyWord', 'description'] as const;

const emptyTexts = (): LanguageTexts => ({
  name: '',
  companyName: '',
  telephone: '',
  mobile: '',
  email: '',
  address: '',
  aboutUs: '',
  title: '',
  keyWord: '',
  description: '',
});
const written = (values: string[]) => values.some((v) => v.trim());
const pick = <K extends LanguageField>(texts: LanguageTexts, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, texts[k]])) as Pick<LanguageTexts, K>;

export function formOf(company: CompanyDraft): CompanyForm {
  const { contacts, seo, ...rest } = company;
  const languages = Object.fromEntries(
    siteLanguages.map((l) => [l.parameter, emptyTexts()]),
  ) as CompanyForm['languages'];
  for (const { language, ...texts } of contacts) Object.assign(languages[language], texts);
  for (const { language, ...texts } of seo) Object.assign(languages[language], texts);
  return { company: rest, languages };
}

/** The call's lists: languages in the site's order, a language with nothing written left out. */
export function draftOf(form: CompanyForm): CompanyDraft {
  const contacts: CompanyDraft['contacts'] = [];
  const seo: CompanyDraft['seo'] = [];
  for (const { parameter: language } of siteLanguages) {
    const texts = form.languages[language];
    const contact = pick(texts, CONTACT_FIELDS);
    const page = pick(texts, SEO_FIELDS);
    if (written(Object.values(contact))) contacts.push({ language, ...contact });
    if (written(Object.values(page))) seo.push({ language, ...page });
  }
  return { ...form.company, contacts, seo };
}

/** How much of a language is written: its contact details and its page texts. */
export function languageState(texts: LanguageTexts): 'written' | 'partly' | 'missing' {
  const contact = written(Object.values(pick(texts, CONTACT_FIELDS)));
  const page = written(Object.values(pick(texts, SEO_FIELDS)));
  return contact && page ? 'written' : contact || page ? 'partly' : 'missing';
}

const defs = (companySchema as unknown as { $defs: Record<string, SchemaNode> }).$defs;

/** Every problem of the form, keyed `name`, `app.iosId`, `ar.email`, `ar.title` (the server names the same fields
 *  inside body.company). */
export function formProblems(form: CompanyForm): Map<string, SchemaProblem> {
  const problems = new Map<string, SchemaProblem>();
  const add = (prefix: string, list: SchemaProblem[]) => {
    for (const p of list) if (!problems.has(prefix + p.path)) problems.set(prefix + p.path, p);
  };
  add('', schemaProblems(defs, defs.company, { ...form.company, contacts: [], seo: [] }));
  if (!form.company.name.trim()) problems.set('name', { path: 'name', kind: 'required' });
  for (const { parameter } of siteLanguages) {
    const texts = form.languages[parameter];
    add(`${parameter}.`, schemaProblems(defs, defs.contact, { language: parameter, ...pick(texts, CONTACT_FIELDS) }));
    add(`${parameter}.`, schemaProblems(defs, defs.seo, { language: parameter, ...pick(texts, SEO_FIELDS) }));
  }
  return problems;
}

/** The schema's limit of a language field, for the input's maxLength. */
export const lengthOf = (field: LanguageField) =>
  (defs.contact.properties?.[field] ?? defs.seo.properties?.[field])?.maxLength;
export const companyLengthOf = (field: CompanyField) =>
  (defs.company.properties?.[field] ?? defs.app.properties?.[field])?.maxLength;
export const currencies = (defs.currency.enum ?? []) as CompanyDraft['currency'][];
