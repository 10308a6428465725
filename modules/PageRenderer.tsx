// Renders prepared modules. Each one sits in its own error boundary and Suspense, is memoised by moduleId,
// and below-the-fold modules mount only when they come near the viewport. Buyers never see a broken module;
// in preview the admin sees a diagnostic card saying what, where in the JSON, and why.
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Channel, ModuleDefinition, ModuleProps, PreparedModule } from './types';
import { useModuleServices } from './services';
import './modules.css';

const components = new WeakMap<ModuleDefinition, ComponentType<ModuleProps<unknown>>>();
/** One lazy component per module type, so a page downloads only the types it uses. */
function componentOf(definition: ModuleDefinition) {
  let found = components.get(definition);
  if (!found) {
    found = lazy(definition.load) as ComponentType<ModuleProps<unknown>>;
    components.set(definition, found);
  }
  return found;
}

export function PageRenderer({
  items,
  channel,
  preview,
  eager = 3,
}: {
  items: PreparedModule[];
  channel: Channel;
  preview: boolean;
  eager?: number;
}) {
  return (
    <>
      {items.map((item, index) => (
        <ModuleSlot
          key={item.moduleId}
          item={item}
          channel={channel}
          preview={preview}
          eager={index < eager}
          lead={index === 0}
        />
      ))}
    </>
  );
}

const ModuleSlot = memo(function ModuleSlot({
  item,
  channel,
  preview,
  eager,
  lead,
}: {
  item: PreparedModule;
  channel: Channel;
  preview: boolean;
  eager: boolean;
  /** The page's first module: its lead picture is fetched while its code loads. */
  lead: boolean;
}) {
  if (item.status !== 'ok') return preview ? <Diagnostic item={item} reason={item.reason} path={item.path} /> : null;
  const Module = componentOf(item.definition);
  const picture = lead ? item.definition.leadPicture?.(item.content) : undefined;
  const body = (
    <ModuleBoundary item={item} preview={preview}>
      <Suspense
        fallback={
          <div className="module-placeholder" aria-hidden="true">
            {picture && <link rel="preload" as="image" href={picture} fetchPriority="high" />}
          </div>
        }
      >
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
