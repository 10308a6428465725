// Issue 12: a fuzzer over every call of the table (schemas/api/calls.ts) — a call added there is fuzzed without
// anyone remembering to. fast-check draws requests from each call's own JSON Schema (valid bodies, then wrong
// types, huge strings, deep nesting, unicode, NUL and control characters, extra and missing fields, numbers at
// their limits, arrays for objects, raw invalid JSON), wrong headers (sign, time, authorization, content type),
// query strings, methods and paths, and sends them with plain fetch, concurrently, over keep-alive connections.
// The server must never answer 5xx, never hang, and keep its memory bounded; after each phase (here and in the
// uploads' file) it still answers an ordinary call as usual.
//
// FUZZ_REQUESTS sets the number of requests (CI on the embedded database: 100,000; CI's second pass on PostgreSQL
// and elsewhere: 20,000), FUZZ_CONCURRENCY the requests in
// flight (32), FUZZ_SEED the fast-check seed (printed, so a run can be repeated).
//
// The values are drawn in fuzzValues.ts, made into requests in fuzzRequests.ts and sent in fuzzSender.ts; uploads
// (spreadsheets, product pictures, photo .zips, image search photos) are fuzzed in fuzzUploads.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must } from './wire';
import { requestSchema, state } from './fuzzValues';
import { callNames, requestFor, type FuzzRequest } from './fuzzRequests';
import {
  CONCURRENCY,
  REQUESTS,
  SEED,
  byCall,
  byStatus,
  drawing,
  expectAnswersNormally,
  failures,
  resets,
  rssMb,
  run,
} from './fuzzSender';

/** Server RSS may grow this much over the whole run after the warm-up (caches, the connection pool and the
 * embedded database's heap settle in the first ~15,000 requests); the half-way figure is printed, not bounded. */
const RSS_TOTAL_LIMIT_MB = 400;

let requestArbitrary: fc.Arbitrary<FuzzRequest>;

// ---------------------------------------------------------------------------------------------------------------

const figures: string[] = [];
const plus = (mb: number) => (mb >= 0 ? '+' : '') + mb.toFixed(0);

beforeAll(async () => {
  const A = TENANT_FIXTURES.fuzz;
  state.tokens.visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  state.tokens.otherVisitor = await must<string>('GetToken', {
    companyNum: SECOND_SUPPLIER.companyNumber,
    platForm: 'PC',
  });
  state.tokens.share = (
    await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
  ).token;
  state.tokens.account = (
    await must<{ token: string }>('UserLogin', { loginType: 1, ...A.account }, state.tokens.visitor)
  ).token;
  state.tokens.admin = (await must<{ token: string }>('AdminLogin', A.admin)).token;
  state.tokens.staffAdmin = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.fuzzStaff.admin)).token;
  for (const code of [
    DEMO_SHARES.public.code,
    DEMO_SHARES.code.code,
    DEMO_SHARES.private.code,
    SECOND_SUPPLIER.privateShare,
    TENANT_FIXTURES.B.codeShare.code,
  ]) {
    const info = await must<{
      shareInfo: { id: number };
      webList: { moduleId: number }[];
      mobileTempList: { moduleId: number }[];
    }>('GetCompanyInfoOnLoginV2', { url: code });
    state.shareIds.push(info.shareInfo.id);
    state.moduleIds.push(...[...info.webList, ...info.mobileTempList].map((m) => m.moduleId));
  }
  state.shareIds.push(0, 999_999);
  state.moduleIds.push(999_999);
  // Every call of the table drawn equally often; each call's arbitrary built once (building is the slow part).
  requestArbitrary = fc.oneof(...callNames.map(requestFor));
}, 60_000);

afterAll(() => {
  for (const line of figures) console.log(line);
});

describe('fuzzing every call of the table', () => {
  // After each test, as after each of the uploads' (fuzzUploads.test.ts).
  afterEach(() => expectAnswersNormally(state.tokens.share));

  it('every call has a request schema the fuzzer can draw from', () => {
    for (const name of callNames) {
      const { schema } = requestSchema(name);
      expect(schema.type, name).toBe('object');
      expect(fc.sample(requestFor(name), { numRuns: 20, seed: SEED }).length, name).toBe(20);
    }
  });

  it(
    `${REQUESTS} fuzzed requests: no 5xx, no hang, memory bounded`,
    async () => {
      const pid = inject('serverPid');
      // Warm up first (JIT, connection pool, caches, the search index), so RSS compares like with like.
      await run(requestArbitrary, Math.min(5_000, Math.ceil(REQUESTS / 10)), SEED ^ 0x5eed);
      const warm = rssMb(pid);
      byStatus.clear();
      byCall.clear();
      const started = performance.now();
      const half = Math.floor(REQUESTS / 2);
      await run(requestArbitrary, half, SEED);
      const middle = rssMb(pid);
      await run(requestArbitrary, REQUESTS - half, SEED + half);
      const seconds = (performance.now() - started) / 1000;
      const after = rssMb(pid);
      const sent = [...byStatus.values()].reduce((a, b) => a + b, 0);
      const statuses = [...byStatus]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
      figures.push(
        `fuzz: ${sent} requests in ${seconds.toFixed(1)} s = ${(sent / seconds).toFixed(0)} req/s (concurrency ${CONCURRENCY}, seed ${SEED}; FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} repeats it)`,
        `fuzz: by status ${statuses}`,
        `fuzz: ${resets.length} connection resets answered when sent again${resets.length ? ` (first: ${resets[0]})` : ''}`,
        `fuzz: drawing the requests took ${(drawing.ms / 1000).toFixed(1)} s`,
        `fuzz: by call ${[...byCall].map(([c, n]) => `${c} ${n}`).join(', ')}`,
        `fuzz: server RSS ${warm.toFixed(0)} MB after warm-up → ${middle.toFixed(0)} MB half way → ${after.toFixed(0)} MB at the end (second half ${plus(after - middle)} MB; whole run ${plus(after - warm)} MB, limit +${RSS_TOTAL_LIMIT_MB})`,
        ...failures.slice(0, 30).map((f) => `fuzz failure: ${f.what}: ${f.request}`),
      );
      expect(sent).toBe(REQUESTS);
      expect(new Set(byCall.keys()), 'every call of the table was fuzzed').toEqual(new Set(callNames));
      expect(
        failures.map((f) => `${f.what}: ${f.request}`).slice(0, 20),
        `${failures.length} requests answered 5xx or not at all`,
      ).toEqual([]);
      // Only the whole run is bounded: the embedded database keeps the rows the fuzz writes (sessions, accounts,
      // history) in PGlite's WASM heap, which never shrinks, and when V8 collects varies by run, so the half-way split
      // measured +39 MB in one CI run and +142 MB in the next; whole runs have measured +210 to +315 MB on the embedded
      // database since the account and search work (more written rows, a larger index). A leak of 4 KB a request still fails.
      expect(after - warm, 'server RSS growth over the whole run, MB').toBeLessThan(RSS_TOTAL_LIMIT_MB);
    },
    Math.max(180_000, REQUESTS * 10),
  );
});
