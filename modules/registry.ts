// The registry of module types by number, built from the definitions (modules/<key>/definition.ts) that npm run
// gen:modules lists in definitions.gen.ts.
import type { ModuleDefinition } from './types';
import { moduleDefinitions } from './definitions.gen';

export type Registry = ReadonlyMap<number, ModuleDefinition>;

/** A duplicate type is a mistake unless the later definition says it replaces the earlier one. */
export function createRegistry(
  definitions: ModuleDefinition[],
  options: { override?: readonly number[] } = {},
): Registry {
  const map = new Map<number, ModuleDefinition>();
  for (const definition of definitions) {
    if (map.has(definition.type) && !options.override?.includes(definition.type)) {
      throw new Error(`Module type ${definition.type} (${definition.key}) is registered twice.`);
    }
    map.set(definition.type, definition);
  }
  return map;
}

export const defaultRegistry = createRegistry(moduleDefinitions);
