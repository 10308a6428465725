// Calls answered by an app running inside the test's own process (Fastify's inject: no port, no network), for tests
// that start a server of their own — two app servers on one database, a full disk, the versioned answers, a fresh
// supplier. Signed and encrypted like any client's call; GET calls send their body as the query.
import type { buildApp } from '../../server/app';
import { calls, type CallName } from '../../schemas/api/calls';
import { openEnvelope, type Envelope } from '../../protocol/envelope';
import { signed } from './helpers';

type App = Awaited<ReturnType<typeof buildApp>>;

/** One call's envelope: its code, message and opened payload (null unless 200). */
export async function injectAnswer<T = unknown>(app: App, name: CallName, body: unknown, token?: string) {
  const spec = calls[name];
  const response = await app.inject({
    ...(spec.method === 'GET'
      ? { method: 'GET' as const, url: `${spec.path}?${new URLSearchParams(body as Record<string, string>)}` }
      : { method: 'POST' as const, url: spec.path, payload: JSON.stringify(body) }),
    headers: {
      'content-type': 'application/json',
      ...signed(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const json = response.json() as Envelope<T>;
  const payload = json.code === 200 ? openEnvelope(json, spec.client === 'toys' ? 'item' : 'data') : null;
  return { code: json.code, message: json.message, payload };
}

/** The payload of a call that must succeed; anything else fails the test with the call's code and message. */
export async function injectCall<T>(app: App, name: CallName, body: unknown, token?: string): Promise<T> {
  const { code, message, payload } = await injectAnswer<T>(app, name, body, token);
  if (code !== 200) throw new Error(`${name}: ${code} ${message}`);
  return payload as T;
}
