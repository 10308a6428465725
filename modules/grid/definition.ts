import { validate } from './validate.gen.js';
import type { GridContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const grid: ModuleDefinition<GridContent> = {
  type: 3,
  key: 'grid',
  label: 'Squared grid',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./Grid'),
};
