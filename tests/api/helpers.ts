// A real client core pointed at the test server, and raw request helpers for hostile input.
import { inject } from 'vitest';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { makeSignHeaders } from '../../protocol/envelope';
import { digitKey } from '../../server/services/digitFont';

const FIGURE = /^-?[\uE000-\uF8FF]+(\.[\uE000-\uF8FF]+)?$/u;

/** An answer with a buyer session's scrambled figures (issue 26) read back as the numbers its font draws; the secret
 *  is the test server's unless a test runs servers of its own. */
export function readFigures<T>(value: T, token: string | null, secret: string = inject('digitSecret')): T {
  if (!token) return value;
  const digits = new Map(digitKey(secret, token).chars.map((c, d) => [c, String(d)]));
  const read = (v: unknown): unknown => {
    if (typeof v === 'string' && FIGURE.test(v)) return Number([...v].map((c) => digits.get(c) ?? c).join(''));
    if (Array.isArray(v)) return v.map(read);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, read(x)]));
    return v;
  };
  return read(value) as T;
}

/** Text a buyer's page shows, its scrambled digits (issue 26) read back as the digits its font draws. */
export function plainDigits(text: string, token: string | null, secret: string = inject('digitSecret')): string {
  if (!token) return text;
  const chars = digitKey(secret, token).chars;
  return [...text].map((c) => (chars.includes(c) ? String(chars.indexOf(c)) : c)).join('');
}

export const baseUrl = () => inject('apiUrl');

/** Totals as a buyer's session receives them: CBM at the 3 decimals the page shows (the figures are scrambled at
 *  the precision they are drawn at, server/http/digitScramble.ts). */
export const asShown = <T extends { cbm: number | string }>(totals: T): T => ({
  ...totals,
  cbm: Number(Number(totals.cbm).toFixed(3)),
});

export function testClient(token: () => string | null = () => null, base: string = baseUrl()) {
  const events = createApiEvents();
  const emitted: string[] = [];
  events.subscribe((e) => emitted.push(e));
  const core = createApiCore({ baseUrl: base, events, loading: createLoadingCounter(), getToken: token });
  // Tests assert numbers: a buyer session's figures are read back with the test server's secret (readFigures).
  const call = core.call;
  core.call = async (name, body, options) => {
    const answer = await call(name, body, options);
    return readFigures(answer, options?.token ?? token());
  };
  return { core, emitted };
}

export const signed = (time = Date.now()) => makeSignHeaders(time, '00112233aabbccdd');

/** Sends anything at all to the server and returns HTTP status and parsed envelope (or raw text). */
export async function raw(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(baseUrl() + path, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, text };
}
