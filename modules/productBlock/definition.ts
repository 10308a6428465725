import { validate } from './validate.gen.js';
import type { ProductBlockContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const productBlock: ModuleDefinition<ProductBlockContent> = {
  type: 5,
  key: 'productBlock',
  label: 'Product block',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./ProductBlock'),
};
