// The client half of scripts/checkProduction.sh: one page and a few signed API calls against a running server.
// It runs inside the production install, so it may use runtime dependencies only (tsx, protocol/, schemas/).
//   tsx scripts/smokeProduction.ts http://127.0.0.1:5199 demo|plain
import { makeSignHeaders, openEnvelope, type Envelope } from '../protocol/envelope';
import { calls, type CallName } from '../schemas/api/calls';

const [base, mode] = process.argv.slice(2);
if (!base || !['demo', 'plain'].includes(mode)) throw new Error('usage: tsx scripts/smokeProduction.ts URL demo|plain');

async function call<T>(name: CallName, body: Record<string, string | number>, token?: string) {
  const spec = calls[name];
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...makeSignHeaders(Date.now(), '0123456789abcdef'),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
  const response = await fetch(spec.method === 'GET' ? `${base}${spec.path}?${query}` : base + spec.path, {
    method: spec.method,
    headers,
    body: spec.method === 'GET' ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  return { code: envelope.code, payload: openEnvelope(envelope, spec.client === 'toys' ? 'item' : 'data') as T };
}

function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) process.exit(1);
}

const page = await fetch(`${base}/login?id=SUNNYPUB1`);
check(
  page.status === 200 && (await page.text()).includes('<div id="root">'),
  'GET /login?id=SUNNYPUB1 serves the SPA from dist/',
);
check((await call('GetSystemDate', {})).code === 200, 'GetSystemDate answers');

if (mode === 'demo') {
  const login = await call<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: 'SUNNYPUB1' });
  check(login.code === 200, 'CompanyShareLoginV2 opens the demo public share');
  const list = await call<{ items: { imageUrl: string }[] }>(
    'GetProductList',
    { pageIndex: 1, pageSize: 1 },
    login.payload.token,
  );
  check(list.code === 200 && list.payload.items.length === 1, 'GetProductList lists the demo catalogue');
  const picture = await fetch(base + list.payload.items[0].imageUrl);
  check(
    picture.status === 200 && picture.headers.get('content-type') === 'image/webp',
    'the demo media route draws the card picture',
  );
} else {
  check(
    (await call('GetCompanyInfoOnLoginV2', { url: 'SUNNYPUB1' })).code === 410,
    'no demo share without demo data (410)',
  );
  check((await fetch(`${base}/media/logo.svg`)).status === 404, 'no demo media routes without demo data (404)');
}
