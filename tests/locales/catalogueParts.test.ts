// The two parts of every catalogue (scripts/catalogueParts.ts, issue 29): together they hold the whole catalogue,
// neither repeats the other, the buyer's part carries none of the console-only words, and a console word stays
// translated in its part.
import { describe, expect, it } from 'vitest';
import { locales } from '../../protocol/languages';

type Messages = { messages: Record<string, unknown> };
const load = async (locale: string, query = '') =>
  ((await import(/* @vite-ignore */ `../../locales/${locale}/messages.po${query}`)) as Messages).messages;

describe('catalogue parts', () => {
  it.each(locales)('%s: buyer + console = the whole catalogue', async (locale) => {
    const [whole, buyer, console] = await Promise.all([
      load(locale),
      load(locale, '?part=buyer'),
      load(locale, '?part=console'),
    ]);
    const buyerIds = Object.keys(buyer);
    expect(buyerIds.filter((id) => id in console)).toEqual([]);
    expect([...buyerIds, ...Object.keys(console)].sort()).toEqual(Object.keys(whole).sort());
    // More than half the words are the console's: the buyer does not download them.
    expect(buyerIds.length).toBeLessThan(Object.keys(whole).length / 2);
  });

  it('the console part holds the console title, translated', async () => {
    const [buyer, console] = await Promise.all([load('de', '?part=buyer'), load('de', '?part=console')]);
    const title = Object.entries(console).find(([, m]) => JSON.stringify(m) === '["Lieferantenkonsole"]');
    expect(title, 'the German console title').toBeDefined();
    expect(title![0] in buyer).toBe(false);
  });
});
