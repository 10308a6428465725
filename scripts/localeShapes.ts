// npm run gen:locale-shapes — writes protocol/localeShapes.gen.ts: how each site language lays out a number, a price
// and a medium date, learned from Intl here, so a buyer's page formats them without Intl (docs/decisions.md, "Prices
// and dates without the browser's number data"). tests/protocol/localeShapes.test.ts fails when this machine's Intl
// and the committed table differ; tests/browser/localeShapes.test.ts when Debian's Chromium's Intl and the table do.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteLanguages } from '../protocol/languages';
import { moneyLocale } from '../protocol/format';
import companySchema from '../schemas/api/ConsoleCompany.json' with { type: 'json' };
import type { LocaleShapes } from '../protocol/localeShapes';

/** Self-contained (no imports, no closures) so a test can run it inside a browser page with `page.evaluate`. */
export function learnLocaleShapes(input: {
  languages: { language: string; moneyLocale: string }[];
  currencies: string[];
}): LocaleShapes {
  type Part = { type: string; value: string };
  type Affix = [string, string][];
  const NUMBER = new Set(['integer', 'group', 'decimal', 'fraction']);
  const fail = (why: string) => {
    throw new Error(why);
  };
  const affixes = (parts: Part[]) => {
    const first = parts.findIndex((p) => NUMBER.has(p.type));
    let last = parts.length - 1;
    while (!NUMBER.has(parts[last]!.type)) last--;
    const pack = (list: Part[]): Affix => list.map((p) => [p.type, p.value]);
    return {
      prefix: pack(parts.slice(0, first)),
      core: parts.slice(first, last + 1),
      suffix: pack(parts.slice(last + 1)),
    };
  };
  // The affixes of a format, with the currency's own symbol written as "¤" so one pattern serves every currency.
  const signed = (format: Intl.NumberFormat, symbol?: string) => {
    const sample = 1234567.5;
    const plus = affixes(format.formatToParts(sample));
    const minus = affixes(format.formatToParts(-sample));
    const generic = (affix: Affix): Affix => affix.map(([t, v]) => [t, t === 'currency' && v === symbol ? '¤' : v]);
    return {
      affixes: [generic(plus.prefix), generic(plus.suffix), generic(minus.prefix), generic(minus.suffix)] as const,
      core: plus.core,
    };
  };
  const grouping = (format: (n: number) => Part[]) => {
    const groups = (n: number) => format(n).filter((p) => p.type === 'group').length;
    if (groups(12345) !== 1 || groups(1234567) !== 2) fail('grouping other than by thousands');
    return groups(1234) === 1 ? 1 : 2;
  };
  const shapes: LocaleShapes = {};
  for (const { language, moneyLocale } of input.languages) {
    const plain = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (plain.resolvedOptions().numberingSystem !== 'latn') fail(`${language}: digits other than 0-9`);
    const plainShape = signed(plain);
    const group = plainShape.core.find((p) => p.type === 'group')!.value;
    const decimal = plainShape.core.find((p) => p.type === 'decimal')!.value;
    const symbols: Record<string, string> = {};
    const moneyPatterns = new Map<string, string[]>();
    let moneyGrouping = 0;
    for (const currency of input.currencies) {
      const options = { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
      const money = new Intl.NumberFormat(moneyLocale, options);
      if (money.resolvedOptions().numberingSystem !== 'latn') fail(`${moneyLocale}: digits other than 0-9`);
      const symbol = money.formatToParts(1).find((p) => p.type === 'currency')!.value;
      symbols[currency] = symbol;
      const shape = signed(money, symbol);
      const coreText = shape.core.map((p) => p.value).join('');
      if (coreText !== `1${group}234${group}567${decimal}50`) fail(`${moneyLocale} ${currency}: ${coreText}`);
      const pattern = JSON.stringify(shape.affixes);
      moneyPatterns.set(pattern, [...(moneyPatterns.get(pattern) ?? []), currency]);
      const thisGrouping = grouping((n) => money.formatToParts(n));
      if (moneyGrouping && thisGrouping !== moneyGrouping) fail(`${moneyLocale}: grouping differs by currency`);
      moneyGrouping = thisGrouping;
    }
    // Each pattern once, most used first; a currency names its symbol and its pattern.
    const patterns = [...moneyPatterns].sort((a, b) => b[1].length - a[1].length);
    const currencies: Record<string, [string, number]> = {};
    patterns.forEach(([, list], index) => list.forEach((c) => (currencies[c] = [symbols[c]!, index])));

    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    // V8's format() writes a space where formatToParts() keeps ICU's narrow no-break space (Russian "2026 г."): the
    // parts' values are cut from format()'s text, which is what a page shows.
    const dateParts = (day: number, month: number) => {
      const when = new Date(2026, month, day);
      const text = date.format(when);
      let at = 0;
      const parts = date
        .formatToParts(when)
        .map((p) => ({ type: p.type, value: text.slice(at, (at += p.value.length)) }));
      return parts.filter((p) => p.type !== 'literal' || p.value);
    };
    const template = dateParts(28, 10);
    const months: string[] = [];
    const yearOffset = Number(template.find((p) => p.type === 'year')!.value) - 2026;
    const dayDigits = dateParts(5, 0).find((p) => p.type === 'day')!.value.length;
    const monthNumeric = /^\d+$/u.test(template.find((p) => p.type === 'month')!.value);
    const monthDigits = monthNumeric ? dateParts(5, 0).find((p) => p.type === 'month')!.value.length : 0;
    for (let month = 0; month < 12; month++) {
      for (const day of [5, 28]) {
        const parts = dateParts(day, month);
        const same =
          parts.length === template.length &&
          parts.every(
            (p, i) => p.type === template[i]!.type && (p.type !== 'literal' || p.value === template[i]!.value),
          );
        if (!same) fail(`${language}: the date's pattern changes with the month`);
        const monthPart = parts.find((p) => p.type === 'month')!.value;
        if (!monthNumeric) months[month] = monthPart;
      }
    }
    shapes[language] = {
      group,
      decimal,
      grouping: grouping((n) => plain.formatToParts(n)),
      plain: plainShape.affixes,
      money: { grouping: moneyGrouping, patterns: patterns.map(([p]) => JSON.parse(p)), currencies },
      date: {
        parts: template.map((p) => (p.type === 'literal' ? ['literal', p.value] : [p.type])),
        months,
        dayDigits,
        monthDigits,
        yearOffset,
      },
    } as unknown as LocaleShapes[string];
  }
  return shapes;
}

export const shapeInput = () => ({
  languages: siteLanguages.map(({ parameter }) => ({ language: parameter, moneyLocale: moneyLocale(parameter) })),
  currencies: companySchema.$defs.currency.enum,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shapes = learnLocaleShapes(shapeInput());
  const file = 'protocol/localeShapes.gen.ts';
  writeFileSync(
    file,
    `// Written by \`npm run gen:locale-shapes\` (scripts/localeShapes.ts) from Node ${process.versions.node}'s Intl ` +
      `(ICU ${process.versions.icu}). Do not edit.\n` +
      `import type { LocaleShapes } from './localeShapes';\n\n` +
      `export const localeShapes: LocaleShapes = ${JSON.stringify(shapes)};\n`,
  );
  console.log(`${file}: ${Object.keys(shapes).length} languages`);
}
