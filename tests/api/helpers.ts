// A real client core pointed at the test server, and raw request helpers for hostile input.
import { inject } from 'vitest';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { makeSignHeaders } from '../../protocol/envelope';

export const baseUrl = () => inject('apiUrl');

export function testClient(token: () => string | null = () => null) {
  const events = createApiEvents();
  const emitted: string[] = [];
  events.subscribe((e) => emitted.push(e));
  const core = createApiCore({ baseUrl: baseUrl(), events, loading: createLoadingCounter(), getToken: token });
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
