// @vitest-environment jsdom
// src/features/catalogue/search/useNumberFormatWarmUp.ts: while a catalogue page waits for its answer, the money
// formatter made ahead is the one its prices will use, in the company's currency (the session's currencyType), not
// USD's; with no user info (no prices) no money formatter is made.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useNumberFormatWarmUp } from '../../src/features/catalogue/search/useNumberFormatWarmUp';
import { session } from '../../src/api/session';
import type { LoginResult } from '../../schemas/api/types.gen';

const Real = Intl.NumberFormat;
let currencies: string[] = [];
class Watched extends Real {
  constructor(locale?: string | string[], options?: Intl.NumberFormatOptions) {
    super(locale, options);
    if (options?.currency) currencies.push(options.currency);
  }
}
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

beforeEach(() => {
  vi.useFakeTimers();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  currencies = [];
  Object.defineProperty(Intl, 'NumberFormat', { value: Watched, configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(Intl, 'NumberFormat', { value: Real, configurable: true, writable: true });
  session.clear();
  vi.useRealTimers();
});

// A locale of its own per case: protocol/format keeps the formatters it has made.
it('makes the money formatter of the company’s currency while the answer is on its way', () => {
  session.update({ token: 't', user: { currencyType: 'EUR' } as LoginResult });
  renderHook(() => useNumberFormatWarmUp('de', true), { wrapper });
  vi.runAllTimers();
  expect(currencies).toEqual(['EUR']);
});

it('makes no money formatter without user info', () => {
  renderHook(() => useNumberFormatWarmUp('fr', true), { wrapper });
  vi.runAllTimers();
  expect(currencies).toEqual([]);
});
