// The QR/barcode scanner overlay (spec sections 2 "Dialogs", 4 "Scanner", 8 camera messages, 9; issue 26). States,
// by what the visitor sees:
//   idle          no overlay yet
//   askingCamera  the overlay is open and the browser is asked for the (rear) camera
//   scanning      the camera view with its scan box and a cancel button
//   resolving     a code was read: the overlay has closed and the server says which product it names
//   decoded       the product was found: the app opens its detail (emitted `productFound`)
//   cancelled     the visitor closed the overlay
//   failed        the overlay shows why: no camera (permission / unsupported), or a code that is not ours
// The camera itself belongs to the overlay (it needs the element the view draws into): the overlay reports
// CAMERA_STARTED, CAMERA_FAILED and DECODED. The one side effect here, asking the server, is injected (scannerWith).
import { assign, emit, fromPromise, setup } from 'xstate';

/** Why the overlay shows a message. permission and unsupported are the spec's two camera messages. */
export type ScanProblem = 'permission' | 'unsupported' | 'notOurCode' | 'offShelf' | 'other';

/** What the server says a scanned text names. A refusal is an answer, not an error; errors are network trouble. */
export type ScanAnswer = { productNumber: string } | { refused: 'notOurCode' | 'offShelf' };

export interface ScannerCalls {
  resolve: (text: string) => Promise<ScanAnswer>;
}

export interface ScannerContext {
  /** Spec section 8: the first camera error shows the permission message and sets this flag; later errors (this
   *  opening or the next) show "not supported". Kept for the visitor's whole visit. */
  cameraRefused: boolean;
  problem: ScanProblem | null;
  /** The text of an 'other' problem (a network message, already in the visitor's language). */
  message: string;
  /** The product the last scan named. */
  productNumber: string | null;
}

export type ScannerEvent =
  | { type: 'OPEN' }
  | { type: 'CAMERA_STARTED' }
  | { type: 'CAMERA_FAILED' }
  | { type: 'DECODED'; text: string }
  | { type: 'CANCEL' };

export type ScannerEmitted = { type: 'productFound'; productNumber: string };

export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    emitted: {} as ScannerEmitted,
  },
  actions: {
    cameraFailed: assign(({ context }) => ({
      problem: context.cameraRefused ? ('unsupported' as const) : ('permission' as const),
      cameraRefused: true,
    })),
  },
  actors: {
    resolve: fromPromise<ScanAnswer, { text: string }>(() => Promise.reject(new Error('resolve not provided'))),
  },
}).createMachine({
  id: 'scanner',
  context: { cameraRefused: false, problem: null, message: '', productNumber: null },
  initial: 'idle',
  on: { OPEN: { target: '.askingCamera', actions: assign({ problem: null, message: '' }) } },
  states: {
    idle: {},
    askingCamera: {
      on: {
        OPEN: {},
        CANCEL: 'cancelled',
        CAMERA_FAILED: { target: 'failed', actions: 'cameraFailed' },
        CAMERA_STARTED: 'scanning',
      },
    },
    scanning: {
      // A decode at 20 fps arrives many times; only the first leaves this state, the rest find no handler.
      on: {
        OPEN: {},
        CANCEL: 'cancelled',
        CAMERA_FAILED: { target: 'failed', actions: 'cameraFailed' },
        DECODED: { target: 'resolving', guard: ({ event }) => event.text.trim() !== '' },
      },
    },
    resolving: {
      on: { OPEN: {} },
      invoke: {
        src: 'resolve',
        input: ({ event }) => ({ text: (event as Extract<ScannerEvent, { type: 'DECODED' }>).text }),
        onDone: [
          {
            guard: ({ event }) => 'productNumber' in event.output,
            target: 'decoded',
            actions: [
              assign({ productNumber: ({ event }) => (event.output as { productNumber: string }).productNumber }),
              emit(({ event }) => ({
                type: 'productFound' as const,
                productNumber: (event.output as { productNumber: string }).productNumber,
              })),
            ],
          },
          {
            target: 'failed',
            actions: assign({ problem: ({ event }) => (event.output as { refused: ScanProblem }).refused }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            problem: 'other',
            message: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    decoded: {},
    cancelled: {},
    failed: { on: { CANCEL: 'cancelled' } },
  },
});

/** The machine with its call: the app injects it once (src/app/visitor.ts). */
export const scannerWith = (calls: ScannerCalls) =>
  scannerMachine.provide({ actors: { resolve: fromPromise(({ input }) => calls.resolve(input.text)) } });
export type ScannerMachine = ReturnType<typeof scannerWith>;
