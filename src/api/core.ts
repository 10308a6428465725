// The one client core: signed headers, bearer token, envelope decryption, clock resync on 409, retries,
// timeouts, expired-login and maintenance events. Endpoint modules are thin calls into `call`.
import type { CallName, CallSpec } from '../../schemas/api/calls';
import { buyerCalls } from '../../schemas/api/buyerCalls';
import type { CallTypes } from '../../schemas/api/types.gen';
import { HEADER, sealedPayload, signPayload, type Envelope } from '../../protocol/wire';
import { decryptJson, encryptJson } from '../../protocol/subtleCipher';
import { CLOCK_RETRY_DELAY_MS, REQUEST_TIMEOUT_MS, RETRIES, RETRY_DELAY_MS } from '../../protocol/constants';
import { ApiError } from './errors';
import { createServerClock, type ServerClock } from './clock';
import type { ApiEvents, LoadingCounter } from './events';

export interface CoreOptions {
  baseUrl: string;
  events: ApiEvents;
  loading: LoadingCounter;
  getToken: () => string | null;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Overrides for tests; defaults come from spec section 9. */
  retries?: Partial<Record<'main' | 'toys', number>>;
  timeoutMs?: Partial<Record<'main' | 'toys', number>>;
  retryDelayMs?: number;
  /** The server's time as the page came with it, or null: the clock then syncs with GetSystemDate first. */
  pageTime?: () => number | null;
}

export interface CallOptions {
  /** Spec: "calls flagged no-loading" skip the overlay. */
  noLoading?: boolean;
  signal?: AbortSignal;
  /** Sends this bearer token instead of the app's (account calls ride on a visitor token of the supplier), even on
   *  a call that leaves the app's token out (a staff preview of the share's page rides on the console's token). */
  token?: string;
}

/** A call's row. The buyer's rows come with this file; the console's load with the console's first call, so a buyer's
 *  first page carries none of them (issue 25). A buyer's call gets its row without waiting. */
function rowOf(name: CallName): CallSpec | Promise<CallSpec> {
  const row = (buyerCalls as Partial<Record<CallName, CallSpec>>)[name];
  return (
    row ?? import('../../schemas/api/consoleCalls').then((m) => (m.consoleCalls as Record<string, CallSpec>)[name])
  );
}

/** Past this many 409s in a row the clock is not the problem; the error is shown instead of looping. */
const MAX_CLOCK_RETRIES = 2;

const randomNonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

export function createApiCore(options: CoreOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retries = { ...RETRIES, ...options.retries };
  const timeouts = { ...REQUEST_TIMEOUT_MS, ...options.timeoutMs };
  const retryDelay = options.retryDelayMs ?? RETRY_DELAY_MS;

  async function send(
    name: CallName,
    spec: CallSpec,
    body: unknown,
    time: number,
    signal?: AbortSignal,
    tokenOverride?: string,
  ) {
    // The multipart call's body is FormData: the browser writes its content type with the boundary itself.
    const form = body instanceof FormData ? body : null;
    const headers: Record<string, string> = {
      ...(form ? {} : { 'content-type': 'application/json' }),
      [HEADER.time]: String(time),
      [HEADER.sign]: await encryptJson(signPayload(time, randomNonce()), String(time)),
    };
    const token = tokenOverride ?? (spec.sendsToken ? options.getToken() : null);
    if (token) headers[HEADER.authorization] = `Bearer ${token}`;
    let url = options.baseUrl + spec.path;
    if (spec.method === 'GET') url += '?' + new URLSearchParams(body as Record<string, string>).toString();
    const timeout = AbortSignal.timeout(timeouts[spec.client]);
    const response = await doFetch(url, {
      method: spec.method,
      headers,
      body: spec.method === 'GET' ? undefined : (form ?? JSON.stringify(body ?? {})),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // A raw call's success is the file itself (spec: ExportOrderDetailToExcel "returned raw"); refusals are envelopes.
    if (spec.raw && response.ok && !(response.headers.get('content-type') ?? '').includes('json')) {
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? name;
      return {
        status: response.status,
        envelope: { code: 200 } as Envelope,
        token,
        file: { blob: await response.blob(), fileName },
      };
    }
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      throw new ApiError(
        'invalid-response',
        `The server's answer to ${name} could not be read (HTTP ${response.status}).`,
        { url: spec.path, code: response.status },
      );
    }
    return { status: response.status, envelope, token, file: undefined };
  }

  /** One call with the client's retry policy (main: none, toys: one, 1000 ms apart). */
  async function exchange(
    name: CallName,
    body: unknown,
    signal: AbortSignal | undefined,
    clock: ServerClock | null,
    token?: string,
  ) {
    const row = rowOf(name);
    const spec = row instanceof Promise ? await row : row;
    const attempts = retries[spec.client] + 1;
    let clockRetries = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        const time = clock ? await clock.now() : Date.now();
        const answer = await send(name, spec, body, time, signal, token);
        if ((answer.status === 409 || answer.envelope.code === 409) && clock && clockRetries < MAX_CLOCK_RETRIES) {
          // Spec section 4: reset the cached server time and retry the same request after 1 s.
          clockRetries++;
          attempt--;
          clock.reset();
          await sleep(CLOCK_RETRY_DELAY_MS);
          continue;
        }
        if (answer.status >= 500 && answer.status !== 503 && attempt < attempts) {
          await sleep(retryDelay);
          continue;
        }
        return { spec, ...answer };
      } catch (error) {
        if (error instanceof ApiError || signal?.aborted) throw error;
        const timedOut =
          error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (attempt < attempts) {
          await sleep(retryDelay);
          continue;
        }
        const timeoutMs = timeouts[spec.client];
        const detail = { url: spec.path, timeoutMs, attempts };
        if (attempts > 1) {
          throw new ApiError(
            timedOut ? 'timeout' : 'network',
            `Interface ${spec.path} failed after ${attempts} attempts (timeout ${timeoutMs} ms).`,
            detail,
          );
        }
        throw new ApiError(
          timedOut ? 'timeout' : 'network',
          timedOut ? 'Request timeout, check the network.' : 'Network error, check the network.',
          detail,
        );
      }
    }
  }

  async function interpret<N extends CallName>(
    name: N,
    answer: Awaited<ReturnType<typeof exchange>>,
  ): Promise<CallTypes[N]['response']> {
    const { spec, status, envelope, token } = answer;
    const code = typeof envelope?.code === 'number' ? envelope.code : status;
    const message = envelope?.message || envelope?.msg || `HTTP ${status}`;
    if (status === 401 || status === 403 || code === 401 || code === 403) {
      // Only the app's current token expiring is news: a refusal of a token replaced meanwhile (a login happened
      // while this call was under way) or of a one-call token is not.
      if (token === options.getToken() || (!token && !options.getToken())) options.events.emit('expired');
      throw new ApiError('expired', 'Login expired, please log in again.', { code, url: spec.path });
    }
    if (code === 503) {
      options.events.emit('maintenance');
      throw new ApiError('maintenance', message, { code, url: spec.path });
    }
    if (code !== 200)
      throw new ApiError('refused', message, {
        code,
        status,
        url: spec.path,
        ...(envelope?.reason ? { reason: envelope.reason } : {}),
      });
    const field = spec.client === 'toys' ? 'item' : 'data';
    const sealed = sealedPayload(envelope, field);
    if (sealed === null) return envelope[field] as CallTypes[N]['response'];
    try {
      return await decryptJson<CallTypes[N]['response']>(sealed, envelope.dateTime);
    } catch {
      throw new ApiError('invalid-response', `The answer to ${name} could not be decrypted.`, { code, url: spec.path });
    }
  }

  // GetSystemDate signs with the local time: the server does not check the clock for it (schemas/api/calls.ts).
  const clock = createServerClock(
    async () => {
      const item = await interpret('GetSystemDate', await exchange('GetSystemDate', {}, undefined, null));
      return item.systemTime;
    },
    undefined,
    options.pageTime,
  );

  return {
    clock,
    /** A raw call: the file the server answers with, or the refusal as an ApiError like any call's. */
    async download<N extends CallName>(
      name: N,
      body: CallTypes[N]['request'],
      callOptions: CallOptions = {},
    ): Promise<{ blob: Blob; fileName: string }> {
      const answer = await exchange(name, body, callOptions.signal, clock, callOptions.token);
      if (answer.file) return answer.file;
      await interpret(name, answer);
      throw new ApiError('invalid-response', `The answer to ${name} was not a file.`, { url: answer.spec.path });
    },
    /** The multipart call (InsertPic): its fields, then the file as the part named `file`. */
    async upload<N extends CallName>(
      name: N,
      fields: CallTypes[N]['request'],
      file: Blob,
      fileName: string,
      callOptions: CallOptions = {},
    ): Promise<CallTypes[N]['response']> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields as Record<string, unknown>))
        if (value !== undefined) form.append(key, String(value));
      form.append('file', file, fileName);
      return interpret(name, await exchange(name, form, callOptions.signal, clock, callOptions.token));
    },
    async call<N extends CallName>(
      name: N,
      body: CallTypes[N]['request'],
      callOptions: CallOptions = {},
    ): Promise<CallTypes[N]['response']> {
      const row = rowOf(name);
      const overlay = (row instanceof Promise ? await row : row).loading && !callOptions.noLoading;
      if (overlay) options.loading.start();
      try {
        return await interpret(name, await exchange(name, body, callOptions.signal, clock, callOptions.token));
      } finally {
        if (overlay) options.loading.end();
      }
    },
  };
}
export type ApiCore = ReturnType<typeof createApiCore>;
