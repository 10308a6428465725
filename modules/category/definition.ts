import { validate } from './validate.gen.js';
import type { CategoryContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const category: ModuleDefinition<CategoryContent> = {
  type: 6,
  key: 'category',
  label: 'Category',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./Category'),
};
