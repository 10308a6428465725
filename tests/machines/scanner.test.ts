// Model-style tests of machines/scanner.ts (spec sections 4 "Scanner", 8 camera messages; issue 26): every
// transition from every state. Cases: OPEN from idle, cancelled, decoded and failed (clearing the last problem) and
// ignored while the camera or the server is busy; the camera starting; CANCEL from both camera states and from
// failed; camera errors — the first says permission and sets the flag, every later one (same opening or the next)
// says unsupported; DECODED only while scanning, blank text ignored, repeats at 20 fps answered once; the server's
// answer → decoded with productFound, a refusal → failed with notOurCode / offShelf, a network error → other with its
// message; events with no meaning in a state change nothing.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { scannerWith, type ScanAnswer, type ScannerEvent } from '../../machines/scanner';

function deferred<T>() {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start() {
  const asked: string[] = [];
  let answer = deferred<ScanAnswer>();
  const actor = createActor(
    scannerWith({
      resolve: (text) => {
        asked.push(text);
        return answer.promise;
      },
    }),
  );
  const found: string[] = [];
  actor.on('productFound', ({ productNumber }) => found.push(productNumber));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const send = (...events: ScannerEvent[]) => events.forEach((e) => actor.send(e));
  const settle = async (value: ScanAnswer | Error) => {
    if (value instanceof Error) answer.reject(value);
    else answer.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
    answer = deferred<ScanAnswer>();
  };
  return { actor, asked, found, state, send, settle, context: () => actor.getSnapshot().context };
}

const ALL: ScannerEvent[] = [
  { type: 'OPEN' },
  { type: 'CAMERA_STARTED' },
  { type: 'CAMERA_FAILED' },
  { type: 'DECODED', text: 'SB000001' },
  { type: 'CANCEL' },
];

describe('scanner machine', () => {
  it('starts idle; only OPEN leaves idle, to askingCamera', () => {
    for (const event of ALL.filter((e) => e.type !== 'OPEN')) {
      const s = start();
      s.send(event);
      expect(s.state(), event.type).toBe('idle');
    }
    const s = start();
    s.send({ type: 'OPEN' });
    expect(s.state()).toBe('askingCamera');
  });

  it('askingCamera: the camera starts → scanning; cancel → cancelled; a second OPEN and a decode change nothing', () => {
    const s = start();
    s.send({ type: 'OPEN' }, { type: 'OPEN' }, { type: 'DECODED', text: 'SB000001' });
    expect(s.state()).toBe('askingCamera');
    expect(s.asked).toEqual([]);
    s.send({ type: 'CAMERA_STARTED' });
    expect(s.state()).toBe('scanning');
    const t = start();
    t.send({ type: 'OPEN' }, { type: 'CANCEL' });
    expect(t.state()).toBe('cancelled');
  });

  it('the first camera error asks for permission and sets the flag; every later one says unsupported', () => {
    const s = start();
    s.send({ type: 'OPEN' }, { type: 'CAMERA_FAILED' });
    expect(s.state()).toBe('failed');
    expect(s.context()).toMatchObject({ problem: 'permission', cameraRefused: true });
    // Next opening, failing while asking.
    s.send({ type: 'OPEN' });
    expect(s.context().problem).toBeNull();
    s.send({ type: 'CAMERA_FAILED' });
    expect(s.context()).toMatchObject({ problem: 'unsupported', cameraRefused: true });
    // And once the camera ran, failing while scanning.
    s.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'CAMERA_FAILED' });
    expect(s.state()).toBe('failed');
    expect(s.context().problem).toBe('unsupported');
    // A first failure while scanning is the permission message too.
    const t = start();
    t.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'CAMERA_FAILED' });
    expect(t.context().problem).toBe('permission');
  });

  it('scanning: cancel → cancelled; a blank decode is ignored; a decode asks the server once, however often it repeats', () => {
    const s = start();
    s.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'OPEN' }, { type: 'CAMERA_STARTED' });
    expect(s.state()).toBe('scanning');
    s.send({ type: 'DECODED', text: '  ' });
    expect(s.state()).toBe('scanning');
    s.send({ type: 'DECODED', text: 'https://x/productDetails?productNumber=SB000007&id=SUNNYPUB1' });
    s.send({ type: 'DECODED', text: 'again' }, { type: 'OPEN' }, { type: 'CANCEL' }, { type: 'CAMERA_FAILED' });
    expect(s.state()).toBe('resolving');
    expect(s.asked).toEqual(['https://x/productDetails?productNumber=SB000007&id=SUNNYPUB1']);
    const t = start();
    t.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'CANCEL' });
    expect(t.state()).toBe('cancelled');
  });

  it('resolving: a product → decoded and productFound; refusals and errors → failed with their problem', async () => {
    const s = start();
    s.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'DECODED', text: 'SB000007' });
    await s.settle({ productNumber: 'SB000007' });
    expect(s.state()).toBe('decoded');
    expect(s.found).toEqual(['SB000007']);
    expect(s.context().productNumber).toBe('SB000007');

    for (const refused of ['notOurCode', 'offShelf'] as const) {
      s.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'DECODED', text: 'x' });
      await s.settle({ refused });
      expect(s.state()).toBe('failed');
      expect(s.context().problem).toBe(refused);
    }
    s.send({ type: 'OPEN' }, { type: 'CAMERA_STARTED' }, { type: 'DECODED', text: 'x' });
    await s.settle(new Error('request timeout, check the network'));
    expect(s.context()).toMatchObject({ problem: 'other', message: 'request timeout, check the network' });
    expect(s.found).toEqual(['SB000007']);
    // A refused code does not count as a camera error.
    expect(s.context().cameraRefused).toBe(false);
  });

  it('decoded, cancelled and failed: OPEN scans again with no problem shown; failed closes on CANCEL; nothing else moves them', async () => {
    const s = start();
    s.send({ type: 'OPEN' }, { type: 'CAMERA_FAILED' });
    for (const event of ALL.filter((e) => e.type !== 'OPEN' && e.type !== 'CANCEL')) s.send(event);
    expect(s.state()).toBe('failed');
    s.send({ type: 'CANCEL' });
    expect(s.state()).toBe('cancelled');
    for (const event of ALL.filter((e) => e.type !== 'OPEN')) s.send(event);
    expect(s.state()).toBe('cancelled');
    expect(s.context().problem).toBe('permission'); // kept until the next opening
    s.send({ type: 'OPEN' });
    expect(s.state()).toBe('askingCamera');
    expect(s.context().problem).toBeNull();

    s.send({ type: 'CAMERA_STARTED' }, { type: 'DECODED', text: 'SB000002' });
    await s.settle({ productNumber: 'SB000002' });
    for (const event of ALL.filter((e) => e.type !== 'OPEN')) s.send(event);
    expect(s.state()).toBe('decoded');
    s.send({ type: 'OPEN' });
    expect(s.state()).toBe('askingCamera');
  });
});
