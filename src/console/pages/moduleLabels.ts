// The module types' names in the studio's language. A definition's `label` is English (docs/modules.md); the types
// known when this was written have a translation here, and any other type — one made with npm run new:module —
// shows its label as written until one is added.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleDefinition } from '../../../modules/types';

const LABELS: Record<string, MessageDescriptor> = {
  header: msg({ context: 'module type', message: 'Header' }),
  banner: msg({ context: 'module type', message: 'Banner' }),
  grid: msg({ context: 'module type', message: 'Squared grid' }),
  tabBar: msg({ context: 'module type', message: 'Tab bar' }),
  productBlock: msg({ context: 'module type', message: 'Product block' }),
  category: msg({ context: 'module type', message: 'Category' }),
  loginStyle: msg({ context: 'module type', message: 'Login style' }),
  productCentre: msg({ context: 'module type', message: 'Product centre' }),
};

export const moduleLabel = (i18n: I18n, definition: ModuleDefinition | undefined, type: number) =>
  definition ? (LABELS[definition.key] ? i18n._(LABELS[definition.key]) : definition.label) : String(type);
