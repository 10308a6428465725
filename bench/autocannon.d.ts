// The part of autocannon's API bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: {
      /** Copied for each connection with the rest of the options: per-connection state. */
      carry?: object;
      setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }
  export default function autocannon(options: Options): EventEmitter;
}
