import { category as validate } from '../validators.gen.js';
import type { CategoryContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers';
import { migrations } from './migrations';

export const category: ModuleDefinition<CategoryContent> = {
  type: moduleTypeNumbers.category,
  key: 'category',
  label: 'Category',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./Category'),
};
