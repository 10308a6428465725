// Chat times (spec section 9) in the buyer's language: 'just now' under a minute, minutes and hours within a day
// (each language's own plural forms: Arabic's two and few, Polish's few and many), the full date and time after
// 24 hours; the desk's days, weeks and months. Catalogues are loaded as the app loads them.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { chatTime, relativeTime } from '../../src/features/chat/chatTime';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

async function i18nFor(locale: string) {
  const { messages } = (await import(`../../locales/${locale}/messages.po`)) as { messages: Record<string, unknown> };
  const i18n = setupI18n();
  i18n.load(locale, messages as never);
  i18n.activate(locale);
  return i18n;
}

describe('chat times', () => {
  it('in English: just now, minutes, hours, then the full date and time', async () => {
    const i18n = await i18nFor('en');
    expect(chatTime(i18n, ago(20_000), NOW)).toBe('just now');
    expect(chatTime(i18n, ago(MIN), NOW)).toBe('1 minute ago');
    expect(chatTime(i18n, ago(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(chatTime(i18n, ago(HOUR), NOW)).toBe('1 hour ago');
    expect(chatTime(i18n, ago(23 * HOUR), NOW)).toBe('23 hours ago');
    expect(chatTime(i18n, ago(DAY + MIN), NOW)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ago(DAY + MIN)),
    );
    // A clock slightly ahead of ours is not "in the future".
    expect(chatTime(i18n, NOW + 3_000, NOW)).toBe('just now');
  });

  it("the desk's list says days, weeks and months", async () => {
    const i18n = await i18nFor('en');
    expect(relativeTime(i18n, ago(2 * DAY), NOW)).toBe('2 days ago');
    expect(relativeTime(i18n, ago(8 * DAY), NOW)).toBe('1 week ago');
    expect(relativeTime(i18n, ago(65 * DAY), NOW)).toBe('2 months ago');
  });

  it("uses each language's plural forms", async () => {
    const ar = await i18nFor('ar');
    const two = chatTime(ar, ago(2 * MIN), NOW);
    const three = chatTime(ar, ago(3 * MIN), NOW);
    const eleven = chatTime(ar, ago(11 * MIN), NOW);
    expect(new Set([two, three.replace('3', '#'), eleven.replace('11', '#')]).size).toBe(3);
    const pl = await i18nFor('pl');
    expect(chatTime(pl, ago(2 * MIN), NOW).replace('2', '#')).not.toBe(
      chatTime(pl, ago(5 * MIN), NOW).replace('5', '#'),
    );
    expect(chatTime(pl, ago(2 * MIN), NOW)).toMatch(/^2 /);
  });

  it('every one of the 16 languages says it in its own words, with the number', async () => {
    const english = await i18nFor('en');
    for (const locale of [
      'zh-CN',
      'ar',
      'es',
      'fr',
      'he',
      'id',
      'ja',
      'ko',
      'pl',
      'pt-BR',
      'ru-RU',
      'th',
      'de',
      'tl',
      'vi',
    ]) {
      const i18n = await i18nFor(locale);
      for (const [ms, n] of [
        [7 * MIN, '7'],
        [5 * HOUR, '5'],
      ] as const) {
        const said = chatTime(i18n, ago(ms), NOW);
        expect(said, locale).toContain(n);
        expect(said, locale).not.toBe(chatTime(english, ago(ms), NOW));
      }
      expect(chatTime(i18n, ago(10_000), NOW), locale).not.toBe('just now');
    }
  });
});
