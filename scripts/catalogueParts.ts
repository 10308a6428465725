// Build step (issue 29): each language's catalogue in two parts, so a buyer never downloads the console's words.
// `locales/<l>/messages.po?part=buyer` holds every message used anywhere outside src/console; `?part=console` the
// ones only the console uses (more than half of the text). src/lib/i18n.ts loads the buyer part on start and the
// console part when the console opens. The .po files stay one per language, as translators and `npm run extract`
// know them. A message missing in a language falls back to the English source text, as Lingui's own loader does.
// The buyer part also carries the language's shape (protocol/localeShapes.gen.ts): its prices and dates are then
// written without Intl, and the sign-in page, which shows neither, does not download the 16 languages' table.
import { readFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';
import { createCompiledCatalog } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { localeShapes } from '../protocol/localeShapes.gen.ts';

export type CataloguePart = 'buyer' | 'console';
const PART = /\/locales\/([^/]+)\/messages\.po\?part=(buyer|console)$/;

/** The console part: messages whose every origin is a console file. */
export const onlyInConsole = (origins: readonly (readonly [string, ...unknown[]])[]) =>
  origins.length > 0 && origins.every(([file]) => file.startsWith('src/console/'));

export function catalogueParts(): Plugin {
  const po = formatter({ lineNumbers: false });
  return {
    name: 'vitrine-catalogue-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const [, locale, part] = match;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = await po.parse(await readFile(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
      const messages: Record<string, string> = {};
      for (const [key, entry] of Object.entries(catalogue)) {
        // Obsolete entries (`#~`) stay in the buyer part, as Lingui's own loader keeps them: with six branches
        // extracting in parallel, a string one branch still uses can arrive marked obsolete by another.
        if (onlyInConsole(entry.origin ?? []) !== (part === 'console')) continue;
        messages[key] = entry.translation || entry.message || key;
      }
      const { source } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      const shape = part === 'buyer' ? localeShapes[locale] : undefined;
      const code = shape ? `${source}\nexport const shape = ${JSON.stringify(shape)};\n` : source;
      return { code, map: null, moduleType: 'js' };
    },
  };
}
