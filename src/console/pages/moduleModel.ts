// A page module as the studio edits it: parsed and migrated content (the shape the buyer's renderer gets), checked
// with the same standalone validator the renderer and the server run. Pure, no React.
import { defaultRegistry } from '../../../modules/registry';
import { migrateContent } from '../../../modules/migrate';
import { moduleSchemas } from '../../../schemas/modules/index.gen';
import type { ModuleDefinition, Placement } from '../../../modules/types';
import type { PageChannel, StoredModule } from './api';
import type { PageModule } from '../../../schemas/api/types.gen';
import { resolve, startingValue, type Schema } from './form/schemaTools';

export interface StudioModule {
  /** The studio's own id for lists and undo (a new module has no moduleId until it is saved). */
  key: string;
  moduleId: number;
  type: number;
  content: unknown;
  hidden: boolean;
}

export type Problem = { path: string; message: string; keyword?: string; params?: Record<string, unknown> };

export const newKey = (() => {
  let next = 1;
  return () => `m${next++}`;
})();

export const definitionOf = (type: number): ModuleDefinition | undefined => defaultRegistry.get(type);

export function schemaOf(type: number): Schema | undefined {
  const key = definitionOf(type)?.key;
  return key ? ((moduleSchemas as Record<string, unknown>)[key] as Schema) : undefined;
}

export function fromStored(stored: StoredModule): StudioModule {
  const base = { key: newKey(), moduleId: stored.moduleId, type: stored.type, hidden: stored.hidden };
  let content: unknown;
  try {
    content = JSON.parse(stored.json);
  } catch {
    return { ...base, content: stored.json };
  }
  const definition = definitionOf(stored.type);
  const migrated = definition ? migrateContent(definition.migrations, content, definition.key) : null;
  return { ...base, content: migrated?.ok ? migrated.content : content };
}

export const toStored = (m: StudioModule): StoredModule => ({
  moduleId: m.moduleId,
  type: m.type,
  json: JSON.stringify(m.content),
  hidden: m.hidden,
});

/** The id the canvas knows a module by: its own, or for one not saved yet a negative one made from its key. */
export const canvasIdOf = (m: StudioModule) => m.moduleId || -Number(m.key.slice(1));

const canvasOf = new WeakMap<StudioModule, PageModule>();
/** The module as the buyer's page lists it in a preview (GetCompanyInfoOnLoginV2's drafts), for the live canvas. Kept
 *  per module object (an edit makes a new one): the canvas is sent only the modules whose object changed. */
export function toCanvas(m: StudioModule): PageModule {
  let found = canvasOf.get(m);
  if (!found) canvasOf.set(m, (found = canvasModule(m)));
  return found;
}

function canvasModule(m: StudioModule): PageModule {
  const json = JSON.stringify(m.content);
  return {
    moduleId: canvasIdOf(m),
    type: m.type,
    styleJson: json,
    previewJson: json,
    isPreview: true,
    isStyle: !m.hidden,
    isDel: m.hidden,
  };
}

const problems = new WeakMap<StudioModule, Problem | null>();
/** The first problem that would keep the module from rendering (the validators stop at the first), or null. An edit
 *  makes a new module object, so the answer is kept per object: a keystroke checks one module, not the page. */
export function problemOf(m: StudioModule): Problem | null {
  let problem = problems.get(m);
  if (problem === undefined) problems.set(m, (problem = firstProblem(m)));
  return problem;
}

function firstProblem(m: StudioModule): Problem | null {
  const definition = definitionOf(m.type);
  if (!definition) return { path: '', message: `module type ${m.type} is not known` };
  // The validator fills defaults in: it gets a copy, the studio keeps what the supplier wrote.
  const content = structuredClone(m.content);
  if (definition.validate(content)) return null;
  // Inside a oneOf (a link) the first error is the first kind's, which the supplier did not choose: the deepest
  // error is the one in the chosen kind's own fields.
  const errors = definition.validate.errors ?? [];
  const telling = errors.filter((e) => e.keyword !== 'const' && e.keyword !== 'oneOf');
  const error = [...telling].sort((a, b) => b.instancePath.length - a.instancePath.length)[0] ?? errors[0];
  return {
    path: error?.instancePath ?? '',
    message: error?.message ?? 'content does not match its schema',
    keyword: error?.keyword,
    params: error?.params as Record<string, unknown> | undefined,
  };
}

/** Which module types a design offers: the registry's, for the channel, on the login page or elsewhere. */
export function typesFor(channel: PageChannel, login: boolean): ModuleDefinition[] {
  return [...defaultRegistry.values()].filter(
    (d) => d.channels.includes(channel) && (d.placement === 'login') === login,
  );
}

export const isLoginPlacement = (m: StudioModule) => definitionOf(m.type)?.placement === 'login';
export const placementOf = (m: StudioModule): Placement => definitionOf(m.type)?.placement ?? 'page';

export function newModule(type: number, style?: number): StudioModule {
  const definition = definitionOf(type)!;
  const schema = schemaOf(type) ?? {};
  const content = startingValue(schema) as Record<string, unknown>;
  if (resolve(schema).properties?.version) content.version = definition.migrations.currentVersion;
  if (style !== undefined && resolve(schema).properties?.style) content.style = style;
  return { key: newKey(), moduleId: 0, type, content, hidden: false };
}

/** A copy that is a new module of its own once saved. */
export const duplicate = (m: StudioModule): StudioModule => ({
  ...m,
  key: newKey(),
  moduleId: 0,
  content: structuredClone(m.content),
});

/** A short line for the module list: the first text the content holds, in the studio's language or English. */
export function summaryOf(content: unknown, locale: string): string {
  const seen: unknown[] = [content];
  for (let i = 0; i < seen.length && i < 200; i++) {
    const value = seen[i];
    if (!value || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    const text = record[locale] ?? record.en;
    if (typeof text === 'string' && text.trim() && Object.keys(record).every((k) => /^[a-z]{2}(-[A-Z]{2})?$/.test(k)))
      return text.trim().slice(0, 60);
    seen.push(...Object.values(record));
  }
  return '';
}
