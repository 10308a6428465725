// Renders prepared modules. Each one sits in its own error boundary and Suspense, is memoised by moduleId,
// and below-the-fold modules mount only when they come near the viewport. Buyers never see a broken module;
// in preview the admin sees a diagnostic card saying what, where in the JSON, and why.
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Channel, ModuleDefinition, ModuleProps, PreparedModule } from './types';
import { useModuleServices } from './services';
import './modules.css';

// A module whose code is still loading holds its place with a placeholder; when its code came in after the page's
// answer, the placeholder's guessed height moved everything below it (issue 29: a 280 px banner placeholder became a
// 138 px banner on a phone and the grid under it jumped, CLS 0.11). So the first modules' code is fetched at once and
// they appear in page order: nothing is drawn below a module still loading, only its own placeholder, and a module
// whose code is in renders at once, without a placeholder.
type Code = {
  /** Fetches the type's code once, whoever asks first: the page-order wait or the lazy wrapper. */
  load: () => Promise<unknown>;
  /** The loaded component, rendered directly unless a slot already shows the lazy wrapper (swapping the two
   *  would mount the module again). */
  Component?: ComponentType<ModuleProps<unknown>>;
  lazyShown: boolean;
  /** Loaded or failed: either way nothing waits for it any more (a failed slot's error boundary takes over). */
  settled: boolean;
  /** For a module not fetched ahead: a placeholder while its code loads. */
  Lazy: ComponentType<ModuleProps<unknown>>;
};
const codes = new WeakMap<ModuleDefinition, Code>();
function codeOf(definition: ModuleDefinition): Code {
  let code = codes.get(definition);
  if (!code) {
    let asked: ReturnType<ModuleDefinition['load']> | undefined;
    const load = () =>
      (asked ??= definition.load().then(
        (loaded) => {
          entry.Component = loaded.default as ComponentType<ModuleProps<unknown>>;
          entry.settled = true;
          return loaded;
        },
        (error: unknown) => {
          entry.settled = true;
          // Whoever asks next asks again, as a fresh import would: `load` forgets the failure, and a slot drawn later
          // gets a new lazy wrapper (React keeps a wrapper's failure for good, so the old one would never ask).
          asked = undefined;
          entry.Lazy = lazy(lazyLoad) as ComponentType<ModuleProps<unknown>>;
          throw error;
        },
      ));
    const lazyLoad = () => {
      entry.lazyShown = true;
      return load();
    };
    const entry: Code = {
      load,
      settled: false,
      lazyShown: false,
      Lazy: lazy(lazyLoad) as ComponentType<ModuleProps<unknown>>,
    };
    code = entry;
    codes.set(definition, code);
  }
  return code;
}

type Ready = Extract<PreparedModule, { status: 'ok' }>;
const isPending = (item: PreparedModule): item is Ready => item.status === 'ok' && !codeOf(item.definition).settled;

/** The index of the first eager module whose code has not come in yet (items.length when none), re-rendering as
 *  their code arrives. Fetching starts during render, all at once: an effect would wait a frame under Preact. */
function useFirstPending(items: PreparedModule[], eager: number) {
  const waiting = items.slice(0, eager).filter(isPending);
  const loads = waiting.map((item) =>
    codeOf(item.definition)
      .load()
      .then(undefined, () => undefined),
  );
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const key = waiting.map((item) => item.moduleId).join();
  useLayoutEffect(() => {
    let live = true;
    for (const load of loads) void load.then(() => live && arrived());
    return () => {
      live = false;
    };
  }, [key]); // `key` names the modules waited for
  const first = items.findIndex((item, index) => index < eager && isPending(item));
  return first < 0 ? items.length : first;
}

/** How many of a part's first modules are drawn without waiting to come near the viewport (one per task). */
const EAGER = 3;

/** What the first modules of a part will ask for, asked before anything draws them: their code now, and the first
 *  one's lead picture returned for the caller to preload. The app's early start calls it as soon as the company's
 *  answer is in: drawn by the layout and then the page, they were two rounds of requests later (issue 29, LCP). */
export function fetchFirstModules(items: PreparedModule[]): string | undefined {
  for (const item of items.slice(0, EAGER))
    if (item.status === 'ok')
      void codeOf(item.definition)
        .load()
        .then(undefined, () => undefined);
  const lead = items[0];
  return lead?.status === 'ok' ? lead.definition.leadPicture?.(lead.content) : undefined;
}

export function PageRenderer({
  items,
  channel,
  preview,
  eager = EAGER,
}: {
  items: PreparedModule[];
  channel: Channel;
  preview: boolean;
  eager?: number;
}) {
  const firstPending = useFirstPending(items, eager);
  const turns = Math.min(eager, items.length);
  const drawn = useDrawnInTurn(turns);
  return (
    <>
      {items.slice(0, drawn < turns ? Math.min(drawn, firstPending + 1) : firstPending + 1).map((item, index) => (
        <ModuleSlot
          key={item.moduleId}
          item={item}
          Module={index === firstPending ? undefined : moduleOf(item)}
          channel={channel}
          preview={preview}
          eager={index < eager}
          lead={index === 0}
        />
      ))}
    </>
  );
}

/** How many of the first `turns` modules are drawn: the first at once, then one more in a task after each paint, so
 *  the first screen is drawn in short tasks instead of one long one, which a phone's blocking time counts four times
 *  over, and its first module (the page's largest picture, as a rule) paints after the least work (issue 29). */
function useDrawnInTurn(turns: number) {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= turns) return;
    const timer = setTimeout(() => setDrawn((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [drawn, turns]);
  return drawn;
}

/** The loaded code, or the lazy wrapper (with a placeholder while it loads) for a module not fetched ahead. */
const moduleOf = (item: PreparedModule) => {
  if (item.status !== 'ok') return undefined;
  const code = codeOf(item.definition);
  return code.Component && !code.lazyShown ? code.Component : code.Lazy;
};

/** `Module` undefined: its code is on the way, its place held by the placeholder. */
const ModuleSlot = memo(function ModuleSlot({
  item,
  Module,
  channel,
  preview,
  eager,
  lead,
}: {
  item: PreparedModule;
  Module: ComponentType<ModuleProps<unknown>> | undefined;
  channel: Channel;
  preview: boolean;
  eager: boolean;
  /** The page's first module: its lead picture is fetched while its code loads. */
  lead: boolean;
}) {
  if (item.status !== 'ok') return preview ? <Diagnostic item={item} reason={item.reason} path={item.path} /> : null;
  const picture = lead ? item.definition.leadPicture?.(item.content) : undefined;
  const placeholder = (
    <div className="module-placeholder" aria-hidden="true">
      {picture && <link rel="preload" as="image" href={picture} fetchPriority="high" />}
    </div>
  );
  const body = !Module ? (
    placeholder
  ) : (
    <ModuleBoundary item={item} preview={preview}>
      <Suspense fallback={placeholder}>
        <Module content={item.content} moduleId={item.moduleId} channel={channel} />
      </Suspense>
    </ModuleBoundary>
  );
  return (
    <section
      className="module"
      data-module-type={item.definition.key}
      data-style={(item.content as { style?: unknown }).style as number | undefined}
      data-module-id={item.moduleId}
      data-draft={item.isDraft || undefined}
    >
      {item.isDraft && <PreviewRibbon />}
      {eager ? body : <WhenNear>{body}</WhenNear>}
    </section>
  );
});

function PreviewRibbon() {
  const { messages } = useModuleServices();
  return <span className="module__ribbon">{messages.previewRibbon}</span>;
}

function Diagnostic({ item, reason, path }: { item: PreparedModule; reason: string; path: string }) {
  const { messages } = useModuleServices();
  return (
    <section className="module-diagnostic" role="note" data-module-id={item.moduleId}>
      <strong>{messages.brokenModule}</strong>
      <span>
        {item.definition?.label ?? `type ${item.type}`} · moduleId {item.moduleId}
        {item.isDraft ? ' · previewJson' : ''}
      </span>
      <code>{path || '/'}</code> <span>{reason}</span>
    </section>
  );
}

class ModuleBoundary extends Component<
  { item: PreparedModule; preview: boolean; children: ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error(`Module ${this.props.item.moduleId} failed to render:`, error);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return this.props.preview ? (
      <Diagnostic item={this.props.item} reason={`threw while rendering: ${this.state.error.message}`} path="" />
    ) : null;
  }
}

/** Mounts children once their place is within 600 px of the viewport (keeps the first screen fast). */
function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={ref} className="module-placeholder" aria-hidden="true" />;
}
