// Signed calls over plain fetch, for tests that need to say exactly what goes on the wire (any token on any call,
// a chosen client address) and read every answer whole: HTTP status, envelope code and the decrypted payload.
import { randomBytes } from 'node:crypto';
import { calls, type CallName } from '../../schemas/api/calls';
import { HEADER, sealedPayload, signPayload, type Envelope } from '../../protocol/wire';
import { decryptJson, encryptJson } from '../../server/http/wireCipher';
import { baseUrl } from './helpers';

export interface WireAnswer {
  status: number;
  /** The envelope's code (the HTTP status when the answer is not an envelope). */
  code: number;
  message: string;
  /** The envelope's reason, on the refusals that carry one. */
  reason?: string;
  /** The decrypted payload (null for refusals). */
  payload: unknown;
}

export const nonce = () => randomBytes(8).toString('hex');

// protocol/envelope.ts's makeSignHeaders and openEnvelope with the server's native cipher: the same bytes on the wire
// (tests/protocol/wireCipher.test.ts holds the two ciphers to each other), but crypto-js in pure JavaScript cost the
// test worker 0.2 ms a sign and 0.5–5 ms an answer, about what the server spent answering (the matrix sends ~20,000).
const signHeaders = (time: number, sign: string) => ({
  [HEADER.time]: String(time),
  [HEADER.sign]: encryptJson(signPayload(time, sign), String(time)),
});
const openAnswer = (envelope: Envelope, field: 'data' | 'item') => {
  const sealed = sealedPayload(envelope, field);
  return sealed === null ? envelope[field] : decryptJson(sealed, envelope.dateTime);
};

/** A documentation address (RFC 5737) per caller: the server trusts x-forwarded-for, so the failed-login counters
 * these tests raise never reach the loopback address every other test file signs in from. */
export const testAddress = (block: 2 | 3 = 2) =>
  `${block === 2 ? '198.51.100' : '203.0.113'}.${1 + Math.floor(Math.random() * 254)}`;

/** One call as the browser would make it, except that the token is sent whenever given (even where the browser
 * leaves it out) and the caller's address is a documentation one. */
export async function wire(
  name: CallName,
  body: unknown,
  options: { token?: string | null; address?: string; base?: string } = {},
): Promise<WireAnswer> {
  const spec = calls[name];
  const headers: Record<string, string> = {
    ...signHeaders(Date.now(), nonce()),
    'x-forwarded-for': options.address ?? testAddress(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let url = (options.base ?? baseUrl()) + spec.path;
  if (spec.method === 'GET') url += '?' + new URLSearchParams(body as Record<string, string>).toString();
  else headers['content-type'] = 'application/json';
  const send = () =>
    fetch(url, {
      method: spec.method,
      headers,
      body: spec.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(20_000),
    });
  // A kept-alive connection the server closed just as this request reused it (heavy runs such as the fuzzer meet
  // it): sent once more on a fresh connection, as any HTTP client would; a second failure is the test's failure.
  const response = await send().catch((error: Error & { cause?: { code?: string } }) => {
    if (['UND_ERR_SOCKET', 'ECONNRESET'].includes(error.cause?.code ?? '')) return send();
    throw error;
  });
  const text = await response.text();
  let envelope: Envelope | null = null;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    // not an envelope
  }
  if (!envelope || typeof envelope.code !== 'number')
    return { status: response.status, code: response.status, message: text.slice(0, 200), payload: null };
  const payload = envelope.code === 200 ? openAnswer(envelope, spec.client === 'toys' ? 'item' : 'data') : null;
  return { status: response.status, code: envelope.code, message: envelope.message, reason: envelope.reason, payload };
}

/** The payload of a call that must succeed. */
export async function must<T = Record<string, unknown>>(
  name: CallName,
  body: unknown,
  token?: string | null,
  base?: string,
): Promise<T> {
  const answer = await wire(name, body, { token, base });
  if (answer.code !== 200) throw new Error(`${name} answered ${answer.status}/${answer.code}: ${answer.message}`);
  return answer.payload as T;
}
