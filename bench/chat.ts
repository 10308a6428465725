// npm run bench:chat — the chat under its polling load (issue 14), over real HTTP and the real protocol (signed
// headers, bearer tokens, encrypted answers), on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, a
// database the bench may reset). 200 buyers poll every 5 s — half with the panel open (GetChatMessagePageClient
// isLoadNew), half closed (ChatMessageReadCount) — and send about every 20 s, while 20 service-desk agents poll
// ConsoleChatList every second, read, mark read and reply. Every message must reach the other side exactly once, and
// a retried send (same clientKey) must answer the message it already made. Delivery runs from the start of the send
// call to the poll answer that carries the message. The server runs on the main thread (it must: the harness owns the
// embedded database); the 220 clients run in a worker thread, so their work neither queues on the server's event loop
// nor hides in its CPU figure. Writes bench/results/chat.json.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Database } from '../server/db/database';
import { onBothDatabases } from './databases';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { createSession } from '../server/services/sessions';
import { hashPassword } from '../server/services/passwords';
import { maintenanceSwitch } from '../server/services/maintenance';
import { CHAT_NEW_LIMIT } from '../protocol/constants';
import { readConfig } from '../server/config';
import { buildApp } from '../server/app';
import { calls, type CallName } from '../schemas/api/calls';
import type { CallTypes, ChatMessage } from '../schemas/api/types.gen';
import { makeSignHeaders, openEnvelope, type Envelope } from '../protocol/envelope';

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const BUYERS = 200;
const STAFF = 20;
const POLL_MS = 5_000; // the spec's polling period
const SEND_MS = 20_000; // a buyer sends every 10–30 s
const DESK_MS = 1_000; // an agent looks at the list about every second
const RETRY_SHARE = 0.02;
const GOALS = { poll_p95_ms: 10, send_p95_ms: 30, lost: 0, duplicated: 0, delivery_max_ms: POLL_MS + 1_000 };
const POLLS = ['ChatMessageReadCount', 'GetChatMessagePageClient'];
const SENDS = ['SendChatMessageClient', 'ConsoleSendChat'];

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const round = (v: number) => +v.toFixed(1);
const maxOf = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
const stats = (v: number[]) => ({
  calls: v.length,
  p50_ms: round(percentile(v, 50)),
  p95_ms: round(percentile(v, 95)),
  max_ms: round(maxOf(v)),
});
const push = <K>(map: Map<K, number[]>, key: K, value: number) =>
  void (map.get(key) ?? map.set(key, []).get(key)!).push(value);
/** CPU time (ms) of the calling thread: Linux's /proc/thread-self/stat, utime + stime in 10 ms ticks (NaN elsewhere). */
function threadCpuMs() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
/** Busy time (ms) of the whole machine, all cores together: where PostgreSQL's own processes show. */
function machineBusyMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return NaN;
  }
}

interface Plan {
  base: string;
  buyers: { account: string; token: string; open: boolean }[];
  agents: string[];
}
interface Buyer {
  account: string;
  token: string;
  open: boolean;
  cursor: number;
  seen: Set<number>;
}
/** A sent message, by the unique id its text carries: when the send call started, the id it got, whose conversation. */
interface Sent {
  at: number;
  id: number;
  to: Buyer;
}
type Phase = { phase: 'start' } | { phase: 'end'; clientCpuMs: number };

/** The clients (in the worker thread): buyers and agents for SECONDS, a drain of two polling periods, then the reconciliation. */
async function simulate(plan: Plan, signal: (phase: Phase) => void) {
  const wall = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let firstError = '';
  let callsMade = 0;
  /** One call as the browser makes it; its wall time (until the answer's last byte) is recorded when `record`. */
  async function call<N extends CallName>(
    name: N,
    body: CallTypes[N]['request'],
    token: string,
    record = true,
  ): Promise<CallTypes[N]['response']> {
    const t0 = performance.now();
    const headers = {
      ...makeSignHeaders(Date.now(), randomBytes(8).toString('hex')),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    let text: string;
    try {
      text = await (
        await fetch(plan.base + calls[name].path, { method: 'POST', headers, body: JSON.stringify(body) })
      ).text();
    } catch (error) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      throw error;
    }
    callsMade++;
    if (record) push(wall, name, performance.now() - t0);
    const envelope = JSON.parse(text) as Envelope<CallTypes[N]['response']>;
    if (envelope.code === 200) return openEnvelope(envelope, 'data');
    errors.set(name, (errors.get(name) ?? 0) + 1);
    throw new Error(`${name} answered ${envelope.code}: ${envelope.message}`);
  }
  const noteError = (error: unknown) => {
    firstError ||= (error as Error).message;
  };

  const buyers: Buyer[] = plan.buyers.map((b) => ({ ...b, cursor: 0, seen: new Set() }));
  const byAccount = new Map(buyers.map((b) => [b.account, b]));
  const buyerSent = new Map<string, Sent>();
  const deskSent = new Map<string, Sent>();
  const deskSeen = new Set<number>();
  const idOfUid = new Map<string, number>(); // a second message carrying the same unique id is a duplicate
  const sameUid = new Set<number>();
  const toDesk: number[] = [];
  const toBuyer: number[] = [];
  let repeats = 0; // an id that the same reader's cursor read had already returned
  let retries = 0;
  let retryMismatch = 0;
  let sequence = 0;
  let sending = true;
  const uidOf = (m: ChatMessage) => /\[([bd]\d+)\]$/.exec(m.content)?.[1] ?? '';
  const noteUid = (uid: string, id: number) => {
    const known = idOfUid.get(uid);
    if (known === undefined) idOfUid.set(uid, id);
    else if (known !== id) sameUid.add(id);
  };

  async function send(side: 'b' | 'd', to: Buyer, token: string, conversationId = 0) {
    const uid = `${side}${++sequence}`;
    const clientKey = `bench-${uid}-${randomBytes(4).toString('hex')}`;
    const content = `${side === 'b' ? 'Question' : 'Answer'} ${uid} [${uid}]`;
    const ledger = side === 'b' ? buyerSent : deskSent;
    const entry: Sent = { at: performance.now(), id: 0, to };
    ledger.set(uid, entry);
    const once = () =>
      side === 'b'
        ? call('SendChatMessageClient', { clientKey, msgType: 0, content }, token)
        : call('ConsoleSendChat', { conversationId, clientKey, msgType: 0, content }, token);
    try {
      entry.id = (await once()).id;
      noteUid(uid, entry.id);
      // A retry, as after an answer lost on the way: it must answer the message the first send made.
      if (Math.random() < RETRY_SHARE) {
        retries++;
        if ((await once()).id !== entry.id) retryMismatch++;
      }
    } catch (error) {
      noteError(error);
      if (!entry.id) ledger.delete(uid); // a failed send is expected nowhere; it counts in errors
    }
  }

  /** The buyer's open panel: everything after the newest timestamp received, as many rounds as the limit asks. */
  async function readNew(b: Buyer, record = true) {
    for (;;) {
      const page = await call('GetChatMessagePageClient', { isLoadNew: true, newTimestamp: b.cursor }, b.token, record);
      const now = performance.now();
      for (const m of page.items) {
        if (b.seen.has(m.id)) {
          repeats++;
          continue;
        }
        b.seen.add(m.id);
        b.cursor = Math.max(b.cursor, m.timestamp);
        noteUid(uidOf(m), m.id);
        const sent = m.sender === 0 && record ? deskSent.get(uidOf(m)) : undefined;
        if (sent) toBuyer.push(now - sent.at);
      }
      if (page.items.length < CHAT_NEW_LIMIT) return;
    }
  }

  const stopAt = performance.now() + SECONDS * 1000 + 2 * POLL_MS; // two polling periods of drain after the last send
  async function buyerPolls(b: Buyer) {
    await sleep(Math.random() * POLL_MS);
    while (performance.now() < stopAt) {
      const started = performance.now();
      try {
        if (b.open) await readNew(b);
        else await call('ChatMessageReadCount', {}, b.token);
      } catch (error) {
        noteError(error);
      }
      await sleep(Math.max(0, started + POLL_MS - performance.now()));
    }
  }
  async function buyerSends(b: Buyer) {
    await sleep(Math.random() * SEND_MS);
    while (sending) {
      await send('b', b, b.token);
      await sleep(SEND_MS * (0.5 + Math.random()));
    }
  }

  const cursors = new Map<number, number>(); // conversation → newest timestamp the desk has read, shared by agents
  const claimed = new Set<number>(); // conversations an agent is on right now: a desk gives each to one agent
  async function answer(token: string, conversationId: number, account: string, seen: Set<number>) {
    let cursor = cursors.get(conversationId) ?? 0;
    let fromBuyer = 0;
    for (;;) {
      const page = await call('ConsoleChatMessages', { conversationId, isLoadNew: true, newTimestamp: cursor }, token);
      const now = performance.now();
      for (const m of page.items) {
        if (seen.has(m.id)) {
          repeats++;
          continue;
        }
        seen.add(m.id);
        cursor = Math.max(cursor, m.timestamp);
        if (m.sender !== 1 || deskSeen.has(m.id)) continue;
        deskSeen.add(m.id);
        fromBuyer++;
        noteUid(uidOf(m), m.id);
        const sent = buyerSent.get(uidOf(m));
        if (sent) toDesk.push(now - sent.at);
      }
      if (page.items.length < CHAT_NEW_LIMIT) break;
    }
    cursors.set(conversationId, Math.max(cursors.get(conversationId) ?? 0, cursor));
    await call('ConsoleChatMarkRead', { conversationId, upTo: cursor }, token);
    if (fromBuyer && sending) await send('d', byAccount.get(account)!, token, conversationId);
  }
  async function agent(token: string) {
    const seen = new Set<number>(); // what this agent has read: its cursor reads must never return one again
    await sleep(Math.random() * DESK_MS);
    while (performance.now() < stopAt) {
      const started = performance.now();
      try {
        const list = await call('ConsoleChatList', { pageIndex: 1, pageSize: 60, unreadOnly: true }, token);
        // Longest waiting first (the list is newest first), at most three a round.
        const mine = list.items
          .filter((c) => c.unreadCount > 0 && !claimed.has(c.conversationId))
          .reverse()
          .slice(0, 3);
        for (const c of mine) claimed.add(c.conversationId);
        try {
          for (const c of mine) await answer(token, c.conversationId, c.buyer.account, seen);
        } finally {
          for (const c of mine) claimed.delete(c.conversationId);
        }
      } catch (error) {
        noteError(error);
      }
      await sleep(Math.max(0, started + DESK_MS * (0.8 + 0.4 * Math.random()) - performance.now()));
    }
  }

  signal({ phase: 'start' });
  const cpu0 = threadCpuMs();
  const running = Promise.all([...buyers.map(buyerPolls), ...buyers.map(buyerSends), ...plan.agents.map(agent)]);
  await sleep(SECONDS * 1000);
  sending = false;
  signal({ phase: 'end', clientCpuMs: threadCpuMs() - cpu0 });
  const callsInWindow = callsMade;
  await running;

  // Every buyer message read by the desk; every desk message read by an open panel, or waiting unread (counted
  // exactly) in a closed panel's conversation, which is then read whole.
  let lost = [...buyerSent.values()].filter((s) => !deskSeen.has(s.id)).length;
  let unreadMismatches = 0;
  const deskTo = new Map<Buyer, Sent[]>();
  for (const s of deskSent.values()) deskTo.set(s.to, (deskTo.get(s.to) ?? []).concat(s));
  for (const b of buyers) {
    const mine = deskTo.get(b) ?? [];
    if ((await call('ChatMessageReadCount', {}, b.token, false)) !== (b.open ? 0 : mine.length)) unreadMismatches++;
    if (!b.open) await readNew(b, false);
    lost += mine.filter((s) => !b.seen.has(s.id)).length;
  }
  return {
    wall,
    errors,
    firstError,
    toDesk,
    toBuyer,
    lost,
    duplicated: repeats + sameUid.size + retryMismatch,
    unreadMismatches,
    sent: { buyer: buyerSent.size, desk: deskSent.size, retries },
    callsInWindow,
  };
}
type Outcome = Awaited<ReturnType<typeof simulate>>;

async function measure(db: Database, label: string) {
  await migrate(db);
  await db.exec('TRUNCATE companies RESTART IDENTITY CASCADE');
  await seedDemo(db, { products: 2000 });
  const [share] = await db.query<{ id: number; company_id: number }>(
    "SELECT id, company_id FROM shares WHERE share_random_code = 'SUNNYPRIV'",
  );
  const companyId = share.company_id;
  // Tokens are minted straight into the database: 220 logins are not what this bench measures.
  const hash = await hashPassword('Bench2026x');
  const accounts = await db.query<{ id: number; account: string }>(
    `INSERT INTO accounts (company_id, account, password_hash, name, email) SELECT $1, 'benchchat' || i, $2, 'Bench buyer ' || i, 'benchchat' || i || '@bench.test'
       FROM generate_series(1, ${BUYERS}) i RETURNING id, account`,
    [companyId, hash],
  );
  const admins = await db.query<{ id: number }>(
    `INSERT INTO supplier_admins (company_id, account, password_hash, name, roles) SELECT $1, 'benchdesk' || i, $2, 'Agent ' || i, '{orders,service,design}'
       FROM generate_series(1, ${STAFF}) i RETURNING id`,
    [companyId, hash],
  );
  const buyers: Plan['buyers'] = [];
  for (const [i, a] of accounts.entries()) {
    buyers.push({
      account: a.account,
      open: i % 2 === 0,
      token: await createSession(db, {
        kind: 'account',
        companyId,
        shareId: share.id,
        loginEmail: null,
        accountId: a.id,
      }),
    });
  }
  const agents = await Promise.all(
    admins.map((a) => createSession(db, { kind: 'admin', companyId, shareId: null, loginEmail: null, adminId: a.id })),
  );
  await db.exec('ANALYZE');

  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-chat-'));
  const config = { ...readConfig({}), dataDir, demoData: false };
  const app = await buildApp({
    db,
    config,
    maintenance: maintenanceSwitch(db.kind === 'embedded' ? dataDir : db, config.maintenance),
  });
  // The server's own time per call (request read → answer sent); the rest of the wall time is waiting for the event loop.
  const serverMs = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const name = request.routeOptions.config.call?.name;
    if (name) push(serverMs, name, reply.elapsedTime);
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Anything else busy on the machine skews every figure: note how busy it is, the bench idle, just before the run.
  const quiet0 = machineBusyMs();
  await sleep(3_000);
  const busyBefore = Math.round((machineBusyMs() - quiet0) / 30);
  if (busyBefore > 20)
    console.log(
      `\nWarning: the machine was ${busyBefore} % of a core busy before the run (other processes): the figures will be noisy.`,
    );
  // Node 20 does not pass tsx's loader to workers: the worker registers it, then loads this file (the else branch below).
  const worker = new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`,
    { eval: true, workerData: { base, buyers, agents } satisfies Plan },
  );
  try {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let cpu0 = process.cpuUsage();
    let busy0 = 0;
    const window = { processMs: 0, clientMs: 0, machineMs: 0 };
    const outcome = await new Promise<Outcome>((resolve, reject) => {
      worker.on('message', (m: Phase | { phase: 'done'; outcome: Outcome }) => {
        if (m.phase === 'start') {
          [cpu0, busy0] = [process.cpuUsage(), machineBusyMs()];
          loop.enable();
        } else if (m.phase === 'end') {
          const cpu = process.cpuUsage(cpu0);
          Object.assign(window, {
            processMs: (cpu.user + cpu.system) / 1000,
            clientMs: m.clientCpuMs,
            machineMs: machineBusyMs() - busy0,
          });
          loop.disable();
        } else resolve(m.outcome);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The client thread stopped early (exit code ${code}).`)));
    });

    const { wall, errors, toDesk, toBuyer } = outcome;
    const pct = (ms: number) => Math.round(ms / (SECONDS * 10)); // % of one core over the window
    const polls = POLLS.flatMap((n) => wall.get(n) ?? []);
    const sends = SENDS.flatMap((n) => wall.get(n) ?? []);
    const delivery = [...toDesk, ...toBuyer];
    const byCall = Object.fromEntries(
      [...wall.keys()].sort().map((n) => [
        n,
        {
          ...stats(wall.get(n)!),
          server_p95_ms: round(percentile(serverMs.get(n) ?? [], 95)),
          errors: errors.get(n) ?? 0,
        },
      ]),
    );
    const deliveryStats = (v: number[]) => ({
      messages: v.length,
      p50_ms: Math.round(percentile(v, 50)),
      p95_ms: Math.round(percentile(v, 95)),
      max_ms: Math.round(maxOf(v)),
    });
    const row = {
      poll_p95_ms: round(percentile(polls, 95)),
      send_p95_ms: round(percentile(sends, 95)),
      lost: outcome.lost,
      duplicated: outcome.duplicated,
      delivery_max_ms: Math.round(maxOf(delivery)),
      delivery_p95_ms: Math.round(percentile(delivery, 95)),
      delivery_p50_ms: Math.round(percentile(delivery, 50)),
      poll: stats(polls),
      send: stats(sends),
      delivery_to_desk: deliveryStats(toDesk),
      delivery_to_buyer: deliveryStats(toBuyer),
      sent: outcome.sent,
      unread_mismatches: outcome.unreadMismatches,
      errors: [...errors.values()].reduce((a, b) => a + b, 0),
      first_error: outcome.firstError || undefined,
      calls: outcome.callsInWindow,
      req_per_s: Math.round(outcome.callsInWindow / SECONDS),
      server_cpu_pct_of_core: pct(window.processMs - window.clientMs),
      client_cpu_pct_of_core: pct(window.clientMs),
      machine_busy_pct_of_core: pct(window.machineMs),
      machine_busy_before_pct_of_core: busyBefore,
      event_loop_delay_p99_ms: round(loop.percentile(99) / 1e6),
      event_loop_delay_max_ms: round(loop.max / 1e6),
      by_call: byCall,
    };

    console.log(
      `\n${label}: ${BUYERS} buyers (half with the panel open), ${STAFF} agents, ${SECONDS} s + ${(2 * POLL_MS) / 1000} s drain`,
    );
    console.log(
      "Wall time per call as the client sees it over loopback; server_p95 = the server's own time for the call:",
    );
    console.table({
      ...byCall,
      'poll (both kinds)': stats(polls),
      'send (buyer + desk, retries incl.)': stats(sends),
      ...Object.fromEntries(
        (
          [
            ['delivery → desk', row.delivery_to_desk],
            ['delivery → buyer', row.delivery_to_buyer],
          ] as const
        ).map(([name, d]) => [name, { calls: d.messages, p50_ms: d.p50_ms, p95_ms: d.p95_ms, max_ms: d.max_ms }]),
      ),
    });
    console.table({
      [label]: {
        'sent b/d': `${outcome.sent.buyer}/${outcome.sent.desk}`,
        retries: outcome.sent.retries,
        lost: row.lost,
        duplicated: row.duplicated,
        'unread wrong': row.unread_mismatches,
        errors: row.errors,
        'req/s': row.req_per_s,
        'server CPU %': row.server_cpu_pct_of_core,
        'client CPU %': row.client_cpu_pct_of_core,
        'machine busy % (before)': `${row.machine_busy_pct_of_core} (${busyBefore})`,
        'loop delay p99 ms': row.event_loop_delay_p99_ms,
      },
    });
    if (outcome.firstError) console.log(`First error: ${outcome.firstError}`);
    return row;
  } finally {
    await worker.terminate();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  const result: Record<string, unknown> = {
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'cpu',
      memGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    date: new Date().toISOString(),
    seconds: SECONDS,
    buyers: BUYERS,
    staff: STAFF,
    goals: {
      poll_p95_ms: `≤ ${GOALS.poll_p95_ms}`,
      send_p95_ms: `≤ ${GOALS.send_p95_ms}`,
      lost: '= 0',
      duplicated: '= 0',
      delivery_max_ms: `≤ ${GOALS.delivery_max_ms}`,
    },
    notes:
      'Latencies: wall time of each call in the client thread, over loopback. CPU in % of one core over the run window: server = the process ' +
      "(server thread, embedded database, Node helpers) minus the client thread; machine busy = every core and process, PostgreSQL's included (before: the 3 s before the run, bench idle).",
  };
  await onBothDatabases(result, 'chat.json', measure);

  const columns = (['embedded', 'postgres'] as const).filter((k) => result[k]);
  const value = (column: string, key: string) => (result[column] as Record<string, number>)[key];
  console.log(`\nSummary (${SECONDS} s per database)`);
  console.table(
    Object.fromEntries([
      ...(Object.keys(GOALS) as (keyof typeof GOALS)[]).map((key) => [
        key,
        {
          goal: (result.goals as Record<string, string>)[key],
          ...Object.fromEntries(
            columns.map((c) => [c, `${value(c, key)} ${value(c, key) <= GOALS[key] ? 'PASS' : 'FAIL'}`]),
          ),
        },
      ]),
      ...[
        'delivery_p95_ms',
        'req_per_s',
        'server_cpu_pct_of_core',
        'client_cpu_pct_of_core',
        'machine_busy_pct_of_core',
        'machine_busy_before_pct_of_core',
        'unread_mismatches',
        'errors',
      ].map((key) => [key, { goal: '', ...Object.fromEntries(columns.map((c) => [c, String(value(c, key))])) }]),
    ]),
  );
} else {
  const outcome = await simulate(workerData as Plan, (phase) => parentPort!.postMessage(phase));
  parentPort!.postMessage({ phase: 'done', outcome });
}
