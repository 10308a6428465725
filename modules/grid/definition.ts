import { grid as validate } from '../validators.gen.js';
import type { GridContent } from '../content.gen';
import type { ModuleDefinition } from '../types';

export const grid: ModuleDefinition<GridContent> = {
  type: 3,
  key: 'grid',
  label: 'Squared grid',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  load: () => import('./Grid'),
};
