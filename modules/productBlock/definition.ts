import { productBlock as validate } from '../validators.gen.js';
import type { ProductBlockContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers';

export const productBlock: ModuleDefinition<ProductBlockContent> = {
  type: moduleTypeNumbers.productBlock,
  key: 'productBlock',
  label: 'Product block',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  load: () => import('./ProductBlock'),
};
