// The main thread's own time per studio edit, read from a Chromium trace (thread time, which other processes' turns
// on a loaded machine do not inflate): every task that overlaps an edit's span (a `bench-edit-start` mark to the next
// end mark) counts whole, split by what its events did themselves (self time): script, style and layout, paint.
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

export interface EditCost {
  total: number;
  script: number;
  layout: number;
  paint: number;
}

const KIND: Record<string, keyof Omit<EditCost, 'total'>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  HandlePostMessage: 'script',
  FireAnimationFrame: 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  UpdateLayoutTree: 'layout',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};
const kindOf = (name: string) => KIND[name] ?? (/^(V8|v8)\./.test(name) ? 'script' : undefined);

/** Per edit, ms of main-thread time from the change until `endMark` (the canvas holds it, or it is painted). */
export function editCosts(trace: { traceEvents: TraceEvent[] }, endMark: string): EditCost[] {
  const events = trace.traceEvents;
  const byTime = (a: TraceEvent, b: TraceEvent) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0);
  const starts = events.filter((e) => e.name === 'bench-edit-start').sort(byTime);
  const ends = events.filter((e) => e.name === endMark).sort(byTime);
  if (!starts.length) return [];
  const { pid, tid } = starts[0];
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.tdur !== undefined)
    .sort(byTime);
  // Each slice's own time (its thread time less its children's), and the task it ran in (the outermost slice).
  const tasks: { ts: number; end: number; self: Map<string, number>; total: number }[] = [];
  const stack: { end: number; name: string; task: (typeof tasks)[number] }[] = [];
  for (const slice of slices) {
    while (stack.length && slice.ts >= stack.at(-1)!.end) stack.pop();
    const end = slice.ts + (slice.dur ?? 0);
    const parent = stack.at(-1);
    const task = parent?.task ?? { ts: slice.ts, end, self: new Map(), total: slice.tdur! };
    if (!parent) tasks.push(task);
    else task.self.set(parent.name, (task.self.get(parent.name) ?? 0) - slice.tdur!);
    task.self.set(slice.name, (task.self.get(slice.name) ?? 0) + slice.tdur!);
    stack.push({ end, name: slice.name, task });
  }
  return starts.flatMap((start) => {
    const end = ends.find((e) => e.ts >= start.ts);
    if (!end) return [];
    const cost: EditCost = { total: 0, script: 0, layout: 0, paint: 0 };
    for (const task of tasks) {
      if (task.end < start.ts || task.ts > end.ts) continue;
      cost.total += task.total / 1000;
      for (const [name, us] of task.self) {
        const kind = kindOf(name);
        if (kind) cost[kind] += us / 1000;
      }
    }
    return [cost];
  });
}
