// Every UI message is translated in all 16 catalogues (a missing or English-copied entry fails), and
// placeholders survive translation.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales } from '../../protocol/languages';

function parsePo(text: string) {
  const entries: { id: string; str: string }[] = [];
  const unquote = (line: string) => JSON.parse(line.replace(/^(msgid|msgstr)\s+/, ''));
  let current: { id: string; str: string } | null = null;
  let field: 'id' | 'str' | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line), str: '' };
      entries.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      current!.str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && current && field) current[field] += JSON.parse(line);
  }
  return entries.filter((e) => e.id !== '');
}

const catalogue = (locale: string) => parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'));
const source = catalogue('en');
// Which placeholders, not how often: a language with more plural forms than English repeats a count's placeholder.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{[\w.]+\}/g)].map((m) => m[0]))].sort();

describe('translation catalogues', () => {
  it('the source catalogue has messages', () => expect(source.length).toBeGreaterThan(40));

  it.each(locales.filter((l) => l !== 'en'))('%s translates every message, keeping placeholders', (locale) => {
    const entries = new Map(catalogue(locale).map((e) => [e.id, e.str]));
    const missing = source.filter((e) => !entries.get(e.id)).map((e) => e.id);
    expect(missing, `untranslated in ${locale}`).toEqual([]);
    const broken = source.filter((e) => placeholders(entries.get(e.id)!).join() !== placeholders(e.id).join()).map((e) => e.id);
    expect(broken, `placeholders changed in ${locale}`).toEqual([]);
    const copied = source.filter((e) => e.id.length > 12 && entries.get(e.id) === e.id).length;
    expect(copied / source.length, `English copied into ${locale}`).toBeLessThan(0.05);
  });
});
