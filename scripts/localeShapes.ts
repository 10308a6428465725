// npm run gen:locale-shapes — writes protocol/localeShapes.gen.ts: how each site language lays out a number, a price
// and a date, learned from the Intl of Debian's Chromium (what buyers' pages used before), so a buyer's page formats
// them without Intl (docs/decisions.md, "Prices and dates without the browser's number data"). Node's ICU differs in
// places (Korean "AM" where Chromium says "오전"). tests/browser/localeShapes.test.ts fails when Chromium and the
// committed table differ; tests/protocol/localeShapes.test.ts checks the formatter against Node's Intl with a table
// learned there.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteLanguages } from '../protocol/languages';
import { moneyLocale } from '../protocol/format';
import companySchema from '../schemas/api/ConsoleCompany.json' with { type: 'json' };
import type { LocaleShapes } from '../protocol/localeShapes';
import type { Page } from 'playwright-core';

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
  // A date format's parts with the month names, paddings, the year's era and, with a time, its hour cycle and the
  // names of the morning and the afternoon; the same parts in the same order for every month and hour, or it fails.
  // V8's format() writes a space where formatToParts() keeps ICU's narrow no-break space (Russian "2026 г.", English
  // "9:05 PM"): the parts' values are cut from format()'s text, which is what a page shows.
  const learnDates = (format: Intl.DateTimeFormat, language: string) => {
    const partsAt = (when: Date) => {
      const text = format.format(when);
      let at = 0;
      return format
        .formatToParts(when)
        .map((p) => ({ type: p.type as string, value: text.slice(at, (at += p.value.length)) }))
        .filter((p) => p.type !== 'literal' || p.value);
    };
    const valueOf = (parts: Part[], type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const template = partsAt(new Date(2026, 10, 28, 21, 5));
    const early = partsAt(new Date(2026, 0, 5, 9, 5));
    const monthNumeric = /^\d+$/u.test(valueOf(template, 'month'));
    const hasTime = template.some((p) => p.type === 'hour');
    const dayPeriods = template.some((p) => p.type === 'dayPeriod')
      ? [valueOf(early, 'dayPeriod'), valueOf(template, 'dayPeriod')]
      : [];
    const months: string[] = [];
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [5, 0],
        [28, 11],
        [5, 12],
        [28, 23],
        ...(hasTime
          ? [
              [5, 1],
              [5, 13],
            ]
          : []),
      ]) {
        const parts = partsAt(new Date(2026, month, day!, hour, 5));
        const same =
          parts.length === template.length &&
          parts.every(
            (p, i) => p.type === template[i]!.type && (p.type !== 'literal' || p.value === template[i]!.value),
          );
        if (!same) fail(`${language}: the date's pattern changes with the month or the hour`);
        if (dayPeriods.length && valueOf(parts, 'dayPeriod') !== dayPeriods[hour! < 12 ? 0 : 1])
          fail(`${language}: more than a morning and an afternoon`);
        if (!monthNumeric) months[month] = valueOf(parts, 'month');
      }
    }
    return {
      parts: template.map((p) => (p.type === 'literal' ? ['literal', p.value] : [p.type])),
      months,
      dayDigits: valueOf(early, 'day').length,
      monthDigits: monthNumeric ? valueOf(early, 'month').length : 0,
      yearOffset: Number(valueOf(template, 'year')) - 2026,
      ...(hasTime
        ? { hourCycle: format.resolvedOptions().hourCycle, hourDigits: valueOf(early, 'hour').length, dayPeriods }
        : {}),
    };
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

    const date = learnDates(new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), language);
    const dateTime = learnDates(
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      language,
    );
    shapes[language] = {
      group,
      decimal,
      grouping: grouping((n) => plain.formatToParts(n)),
      plain: plainShape.affixes,
      money: { grouping: moneyGrouping, patterns: patterns.map(([p]) => JSON.parse(p)), currencies },
      date,
      dateTime,
    } as unknown as LocaleShapes[string];
  }
  return shapes;
}

/** The table as a browser page's Intl teaches it: the generator's and the browser test's one way to ask Chromium. */
export const learnInPage = (page: Page) =>
  page.evaluate(
    // tsx's transform names functions through a `__name` helper that the page does not have.
    ([source, input]) => (0, eval)(`var __name = (f) => f; (${source})`)(input) as LocaleShapes,
    [learnLocaleShapes.toString(), shapeInput()] as const,
  );

export const shapeInput = () => ({
  languages: siteLanguages.map(({ parameter }) => ({ language: parameter, moneyLocale: moneyLocale(parameter) })),
  currencies: companySchema.$defs.currency.enum,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Only the generator starts a browser: the unit test imports the learner alone.
  const { launchChromium } = await import('../tests/setup/chromium');
  const browser = await launchChromium();
  const shapes = await learnInPage(await browser.newPage());
  const version = browser.version();
  await browser.close();
  const file = 'protocol/localeShapes.gen.ts';
  writeFileSync(
    file,
    `// Written by \`npm run gen:locale-shapes\` (scripts/localeShapes.ts) from Chromium ${version}'s Intl. ` +
      `Do not edit.\n` +
      `import type { LocaleShapes } from './localeShapes';\n\n` +
      `export const localeShapes: LocaleShapes = ${JSON.stringify(shapes)};\n`,
  );
  console.log(`${file}: ${Object.keys(shapes).length} languages`);
}
