// Counts in the interface are ICU plural messages (issue 12: /browse said "1 products"). Cases: no message puts a
// bare number before a counted word; every catalogue of the 16 languages translates each plural message with
// exactly the plural categories its language has (Intl.PluralRules: Arabic six, Russian and Polish four, Chinese
// one…), and each compiles and formats 0, 1, 2, 5, 11, 21 and 1,000,000 without leaving ICU syntax behind.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { locales } from '../../protocol/languages';

interface Entry { context: string | null; id: string; str: string }

function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let context: string | null = null;
  let current: Entry | null = null;
  let field: 'id' | 'str' | 'context' | null = null;
  const unquote = (line: string) => JSON.parse(line.replace(/^(msgctxt|msgid|msgstr)\s+/, '')) as string;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      context = unquote(line);
      field = 'context';
    } else if (line.startsWith('msgid ')) {
      current = { context, id: unquote(line), str: '' };
      context = null;
      entries.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      current!.str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field === 'context') context += JSON.parse(line);
    else if (line.startsWith('"') && current && (field === 'id' || field === 'str')) current[field] += JSON.parse(line);
  }
  return entries.filter((e) => e.id !== '');
}

const catalogue = (locale: string) => parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'));
const source = catalogue('en');
const pluralIds = source.filter((e) => /\{\w+, plural,/.test(e.id)).map((e) => e.id);

type Plural = { name: string; cases: string[] };
/** The plural arguments of a compiled message, however deeply nested. */
function pluralsOf(message: CompiledMessage): Plural[] {
  const found: Plural[] = [];
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token;
    if (type !== 'plural' || !format || typeof format !== 'object') continue;
    const choices = format as Record<string, CompiledMessage | number | undefined>;
    found.push({ name, cases: Object.keys(choices).filter((k) => k !== 'offset') });
    for (const [key, choice] of Object.entries(choices)) if (key !== 'offset' && Array.isArray(choice)) found.push(...pluralsOf(choice));
  }
  return found;
}
const argumentsOf = (message: CompiledMessage): string[] =>
  message.flatMap((token) => (Array.isArray(token) ? [token[0], ...(token[1] === 'plural' ? Object.values(token[2] as object).flatMap((c) => (Array.isArray(c) ? argumentsOf(c) : [])) : [])] : []));

describe('plural messages', () => {
  it('no message counts with a bare number before a counted word (a plural case may: "{{shown} pcs}")', () => {
    const bare = source.filter((e) => /(?<!\{)\{\w+\}\s+(products?|pcs?|pieces?|fields?|attempts?|degrees?|items?|days?)\b/i.test(e.id)).map((e) => e.id);
    expect(bare).toEqual([]);
  });

  it('the counts of the interface are plural messages', () => {
    // products found, MOQ, pieces per carton, advanced-search fields, the two retry messages, the 3D view's turn
    expect(pluralIds.length).toBeGreaterThanOrEqual(7);
    expect(pluralIds).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\{total, plural, .*products?/), expect.stringMatching(/^MOQ \{quantity, plural,/), expect.stringMatching(/pcs? \/ carton/),
    ]));
  });

  it.each(locales)('%s translates every plural message with its own plural categories, and each formats', (locale) => {
    const translations = new Map(catalogue(locale).map((e) => [e.id, e.str]));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
    const number = new Intl.NumberFormat(locale);
    for (const id of pluralIds) {
      const str = translations.get(id);
      expect(str, `${locale}: ${id}`).toBeTruthy();
      const compiled = compileMessageOrThrow(str!);
      const plurals = pluralsOf(compiled);
      expect(plurals.length, `${locale}: no plural in "${str}"`).toBeGreaterThan(0);
      for (const plural of plurals) {
        expect(plural.cases.filter((c) => !c.startsWith('=')).sort(), `${locale}: ${str}`).toEqual(categories);
      }
      const counted = plurals[0]!.name;
      const i18n = setupI18n({ locale, messages: { [locale]: { message: compiled } } });
      for (const n of [0, 1, 2, 5, 11, 21, 1_000_000]) {
        // A "shown…" placeholder is the count as protocol/format writes it (where "#" would make an Intl.NumberFormat).
        const value = (name: string) => (name === counted ? n : /^shown/.test(name) ? number.format(n) : name === 'url' ? '/api/Test' : 8000);
        const values = Object.fromEntries(argumentsOf(compiled).map((name) => [name, value(name)]));
        const text = i18n._('message', values);
        expect(text, `${locale} ${n}: ${str}`).not.toMatch(/[{}#]/);
        if (n === 5) expect(text, `${locale} 5: ${str}`).toContain(number.format(5));
      }
    }
  });
});
