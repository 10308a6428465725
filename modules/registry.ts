// Module types by number. Adding a type: a folder under modules/ with definition.ts, and one line below.
import type { ModuleDefinition } from './types';
import { header } from './header/definition';
import { banner } from './banner/definition';
import { grid } from './grid/definition';
import { tabBar } from './tabBar/definition';
import { productBlock } from './productBlock/definition';
import { category } from './category/definition';
import { loginStyle } from './loginStyle/definition';
import { productCentre } from './productCentre/definition';

export type Registry = ReadonlyMap<number, ModuleDefinition>;

/** A duplicate type is a mistake unless the later definition says it replaces the earlier one. */
export function createRegistry(definitions: ModuleDefinition[], options: { override?: readonly number[] } = {}): Registry {
  const map = new Map<number, ModuleDefinition>();
  for (const definition of definitions) {
    if (map.has(definition.type) && !options.override?.includes(definition.type)) {
      throw new Error(`Module type ${definition.type} (${definition.key}) is registered twice.`);
    }
    map.set(definition.type, definition);
  }
  return map;
}

export const defaultRegistry = createRegistry([header, banner, grid, tabBar, productBlock, category, loginStyle, productCentre] as ModuleDefinition[]);
