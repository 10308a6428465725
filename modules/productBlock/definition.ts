import { productBlock as validate } from '../validators.gen.js';
import type { ProductBlockContent } from '../content.gen';
import type { ModuleDefinition } from '../types';

export const productBlock: ModuleDefinition<ProductBlockContent> = {
  type: 5,
  key: 'productBlock',
  label: 'Product block',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  load: () => import('./ProductBlock'),
};
