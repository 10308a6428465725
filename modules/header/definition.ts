import { validate } from './validate.gen.js';
import type { HeaderContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const header: ModuleDefinition<HeaderContent> = {
  type: 1,
  key: 'header',
  label: 'Header',
  channels: ['web', 'mobile'],
  placement: 'top',
  validate,
  migrations,
  load: () => import('./Header'),
};
