// The client core against a scripted fake server (no network): the clock from the page's server time or a first
// GetSystemDate, 409 clock resync, retries and timeouts of the main and toys clients, 401/403 → expired event,
// refusals, loading overlay accounting, decryption.
import { describe, expect, it, vi } from 'vitest';
import { createApiCore, type CoreOptions } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { ApiError } from '../../src/api/errors';
import { encryptJson } from '../../protocol/crypto';
import { HEADER, readSignHeaders } from '../../protocol/envelope';

type Handler = (path: string, init: RequestInit, time: number) => Response | Promise<Response>;
const envelope = (code: number, payload: unknown, field: 'data' | 'item' = 'data', encrypt = false, status = 200) => {
  const dateTime = new Date().toISOString();
  return new Response(
    JSON.stringify({
      code,
      [field]: encrypt ? encryptJson(payload, dateTime) : payload,
      message: code === 200 ? 'success' : `refused ${code}`,
      msg: '',
      encryptCode: encrypt ? 200 : 0,
      dateTime,
    }),
    { status },
  );
};
const serverTime = (systemTime: number) =>
  envelope(200, { systemTime, systemDate: new Date(systemTime).toISOString() }, 'item');
const companyInfo = { companyName: 'Sunny Bear Toys' };

function setup(handler: Handler, overrides: Partial<CoreOptions> = {}) {
  const events = createApiEvents();
  const loading = createLoadingCounter();
  const seen: string[] = [];
  const sleeps: number[] = [];
  const emitted: string[] = [];
  events.subscribe((e) => emitted.push(e));
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).split('?')[0];
    seen.push(path.replace('/api/', ''));
    const headers = init!.headers as Record<string, string>;
    const signed = readSignHeaders(headers[HEADER.time], headers[HEADER.sign]);
    if (!signed.ok) return envelope(400, null, 'data', false, 400);
    return handler(path, init!, signed.value.time);
  }) as unknown as typeof globalThis.fetch;
  const core = createApiCore({
    baseUrl: '',
    events,
    loading,
    getToken: () => 'tok',
    fetch,
    sleep: async (ms) => void sleeps.push(ms),
    ...overrides,
  });
  return { core, seen, sleeps, emitted, loading, fetch };
}

describe('clock and 409', () => {
  it('syncs the clock first, signs with server time, and decrypts the payload', async () => {
    const now = Date.now() + 3_600_000; // the server lives an hour ahead of this machine
    let signedWith = 0;
    const { core, seen } = setup((path, _init, time) => {
      if (path.endsWith('GetSystemDate')) return serverTime(now);
      signedWith = time;
      return envelope(200, companyInfo, 'data', true);
    });
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: 'SUNNYPUB1' })).resolves.toEqual(companyInfo);
    expect(seen).toEqual(['Account/GetSystemDate', 'WebsiteShare/GetCompanyInfoOnLoginV2']);
    expect(Math.abs(signedWith - now)).toBeLessThan(1_500);
    core.clock.stop();
  });

  it('on 409 resets the clock, waits 1 s and retries the same request', async () => {
    let syncs = 0;
    const bodies: string[] = [];
    const { core, seen, sleeps } = setup((path, init) => {
      if (path.endsWith('GetSystemDate')) return serverTime(++syncs === 1 ? Date.now() - 600_000 : Date.now());
      bodies.push(String(init.body));
      return bodies.length === 1
        ? envelope(409, null, 'data', false, 409)
        : envelope(200, { shareRandomCode: 'SUNNYPUB1' }, 'data', true);
    });
    await expect(core.call('GetPublicShareInfo', {})).resolves.toEqual({ shareRandomCode: 'SUNNYPUB1' });
    expect(seen).toEqual([
      'Account/GetSystemDate',
      'WebsiteShare/GetPublicShareInfo',
      'Account/GetSystemDate',
      'WebsiteShare/GetPublicShareInfo',
    ]);
    expect(sleeps).toEqual([1000]);
    expect(bodies[0]).toBe(bodies[1]);
    core.clock.stop();
  });

  it("starts from the page's server time without a GetSystemDate, and after a 409 syncs with GetSystemDate", async () => {
    const now = Date.now() + 3_600_000; // the server lives an hour ahead of this machine
    const signed: number[] = [];
    let syncs = 0;
    let pageAsked = 0;
    const { core, seen } = setup(
      (path, _init, time) => {
        if (path.endsWith('GetSystemDate')) return (syncs++, serverTime(now));
        signed.push(time);
        return signed.length === 2 ? envelope(409, null, 'data', false, 409) : envelope(200, companyInfo, 'data', true);
      },
      { pageTime: () => (pageAsked++, now) },
    );
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: 'SUNNYPUB1' })).resolves.toEqual(companyInfo);
    expect(seen).toEqual(['WebsiteShare/GetCompanyInfoOnLoginV2']);
    expect(Math.abs(signed[0]! - now)).toBeLessThan(1_500);
    // The page's time is taken once: a 409 means it is out of step, and the spec's sync decides.
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: 'SUNNYPUB1' })).resolves.toEqual(companyInfo);
    expect(seen.slice(1)).toEqual([
      'WebsiteShare/GetCompanyInfoOnLoginV2',
      'Account/GetSystemDate',
      'WebsiteShare/GetCompanyInfoOnLoginV2',
    ]);
    expect([syncs, pageAsked]).toEqual([1, 1]);
    core.clock.stop();
  });

  it('asks GetSystemDate first when the page brought no server time', async () => {
    const { core, seen } = setup(
      (path) => (path.endsWith('GetSystemDate') ? serverTime(Date.now()) : envelope(200, companyInfo, 'data', true)),
      { pageTime: () => null },
    );
    await core.call('GetCompanyInfoOnLoginV2', { url: 'SUNNYPUB1' });
    expect(seen).toEqual(['Account/GetSystemDate', 'WebsiteShare/GetCompanyInfoOnLoginV2']);
    core.clock.stop();
  });

  it('stops retrying when the server keeps answering 409', async () => {
    const { core } = setup((path) =>
      path.endsWith('GetSystemDate') ? serverTime(Date.now()) : envelope(409, null, 'data', false, 409),
    );
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'refused', code: 409 });
    core.clock.stop();
  });
});

describe('retries and timeouts', () => {
  const hang = (_p: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
    );

  it('main client: no retry; a timeout reads "request timeout, check the network"', async () => {
    const { core, seen } = setup(
      (path, init) => (path.endsWith('GetSystemDate') ? serverTime(Date.now()) : hang(path, init)),
      { timeoutMs: { main: 30 } },
    );
    const error = await core.call('GetPublicShareInfo', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timeout, check the network.' });
    expect(seen.filter((p) => p.endsWith('GetPublicShareInfo'))).toHaveLength(1);
    core.clock.stop();
  });

  it('toys client: one retry after 1000 ms, then a message naming url, timeout and attempts', async () => {
    const { core, seen, sleeps } = setup(
      (path, init) => (path.endsWith('GetSystemDate') ? serverTime(Date.now()) : hang(path, init)),
      { timeoutMs: { toys: 30 } },
    );
    const error = await core.call('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' }).catch((e) => e);
    expect(error).toMatchObject({
      kind: 'timeout',
      detail: { url: '/api/Account/GetToken', timeoutMs: 30, attempts: 2 },
    });
    expect(error.message).toContain('/api/Account/GetToken');
    expect(error.message).toContain('2 attempts');
    expect(seen).toEqual(['Account/GetSystemDate', 'Account/GetToken', 'Account/GetToken']);
    expect(sleeps).toEqual([1000]);
    core.clock.stop();
  });

  it('toys client recovers when the retry succeeds', async () => {
    let calls = 0;
    const { core } = setup((path) => {
      if (path.endsWith('GetSystemDate')) return serverTime(Date.now());
      if (++calls === 1) throw new TypeError('fetch failed');
      return envelope(200, 'token-123', 'item', true);
    });
    await expect(core.call('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' })).resolves.toBe('token-123');
    core.clock.stop();
  });
});

describe('answers', () => {
  it.each([401, 403])('HTTP %i raises the expired event and an expired error', async (status) => {
    const { core, emitted } = setup((path) =>
      path.endsWith('GetSystemDate') ? serverTime(Date.now()) : envelope(status, null, 'data', false, status),
    );
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'expired' });
    expect(emitted).toEqual(['expired']);
    core.clock.stop();
  });

  it('a 401 for a token replaced while the call was under way does not raise the expired event', async () => {
    let token = 'old-token';
    const events = createApiEvents();
    const emitted: string[] = [];
    events.subscribe((e) => emitted.push(e));
    const core = createApiCore({
      baseUrl: '',
      events,
      loading: createLoadingCounter(),
      getToken: () => token,
      sleep: async () => undefined,
      fetch: (async (url: string) => {
        if (String(url).endsWith('GetSystemDate')) return serverTime(Date.now());
        token = 'new-token'; // the buyer logged in again meanwhile
        return envelope(401, null, 'data', false, 401);
      }) as unknown as typeof fetch,
    });
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'expired' });
    expect(emitted).toEqual([]);
    core.clock.stop();
  });

  it('a business refusal carries its code and the server message', async () => {
    const { core } = setup((path) => (path.endsWith('GetSystemDate') ? serverTime(Date.now()) : envelope(420, null)));
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({
      kind: 'refused',
      code: 420,
      message: 'refused 420',
    });
    core.clock.stop();
  });

  it('503 raises the maintenance event', async () => {
    const { core, emitted } = setup((path) =>
      path.endsWith('GetSystemDate') ? serverTime(Date.now()) : envelope(503, null, 'data', false, 503),
    );
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'maintenance' });
    expect(emitted).toEqual(['maintenance']);
    core.clock.stop();
  });

  it('an unreadable answer is an invalid-response error, not a crash', async () => {
    const { core } = setup((path) =>
      path.endsWith('GetSystemDate')
        ? serverTime(Date.now())
        : new Response('<html>proxy error</html>', { status: 502 }),
    );
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'invalid-response' });
    core.clock.stop();
  });

  it('sends the bearer token except where the spec omits it', async () => {
    const auth: Record<string, string | undefined> = {};
    const { core } = setup((path, init) => {
      auth[path.split('/').pop()!] = (init.headers as Record<string, string>).authorization;
      return path.endsWith('GetSystemDate')
        ? serverTime(Date.now())
        : envelope(200, {}, path.includes('Account') ? 'item' : 'data');
    });
    await core.call('GetPublicShareInfo', {});
    await core.call('GetCompanyInfoOnLoginV2', { url: 'x' });
    await core.call('GetToken', { companyNum: 'A', platForm: 'PC' });
    expect(auth).toEqual({
      GetSystemDate: 'Bearer tok',
      GetPublicShareInfo: 'Bearer tok',
      GetCompanyInfoOnLoginV2: undefined,
      GetToken: undefined,
    });
    core.clock.stop();
  });
});

describe('loading overlay', () => {
  it('counts calls that show it, and not no-loading calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { core, loading } = setup(async (path) => {
      if (path.endsWith('GetSystemDate')) return serverTime(Date.now());
      await gate;
      return envelope(200, {});
    });
    const shown = core.call('GetPublicShareInfo', {});
    const quiet = core.call('GetPublicShareInfo', {}, { noLoading: true });
    const spec = core.call('WebSiteSearchDetail', { KeyWord: 'en', WebSiteId: 1 }); // loading: false in the call table
    await vi.waitFor(() => expect(loading.get()).toBe(1));
    release();
    await Promise.all([shown, quiet, spec]);
    expect(loading.get()).toBe(0);
    core.clock.stop();
  });
});
