import { validate } from './validate.gen.js';
import type { TabBarContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const tabBar: ModuleDefinition<TabBarContent> = {
  type: 4,
  key: 'tabBar',
  label: 'Tab bar',
  channels: ['mobile'],
  placement: 'bottom',
  validate,
  migrations,
  load: () => import('./TabBar'),
};
