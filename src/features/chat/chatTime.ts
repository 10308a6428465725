// When a chat message was sent, in the buyer's words (spec section 9): over 24 hours ago the full date and time in
// the buyer's locale; otherwise 'just now' under a minute, then minutes or hours ago. The desk's conversation list
// also says days, weeks or months ago for older conversations (relativeTime). Plurals are ICU, so every language
// gets its own forms (Arabic's six, Polish and Russian's few/many).
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatDateTime } from '../../../protocol/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

export const fullDateTime = (timestamp: number, locale: string) => formatDateTime(new Date(timestamp), locale);

/** 'just now', minutes, hours, days, weeks or months ago (a clock a little ahead of ours counts as just now). */
export function relativeTime(i18n: I18n, timestamp: number, now: number): string {
  const ago = Math.max(0, now - timestamp);
  if (ago < MINUTE) return i18n._(msg({ context: 'chat time', message: 'just now' }));
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return i18n._(msg`${plural(minutes, { one: '# minute ago', other: '# minutes ago' })}`);
  }
  if (ago < DAY) {
    const hours = Math.floor(ago / HOUR);
    return i18n._(msg`${plural(hours, { one: '# hour ago', other: '# hours ago' })}`);
  }
  if (ago < WEEK) {
    const days = Math.floor(ago / DAY);
    return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
  }
  if (ago < MONTH) {
    const weeks = Math.floor(ago / WEEK);
    return i18n._(msg`${plural(weeks, { one: '# week ago', other: '# weeks ago' })}`);
  }
  const months = Math.floor(ago / MONTH);
  return i18n._(msg`${plural(months, { one: '# month ago', other: '# months ago' })}`);
}

/** A message's time (spec section 9): relative within 24 hours, the full date and time after. */
export function chatTime(i18n: I18n, timestamp: number, now: number): string {
  return now - timestamp > DAY ? fullDateTime(timestamp, i18n.locale) : relativeTime(i18n, timestamp, now);
}
