import { validate } from './validate.gen.js';
import type { ProductCentreContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const productCentre: ModuleDefinition<ProductCentreContent> = {
  type: 10,
  key: 'productCentre',
  label: 'Product centre',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./ProductCentre'),
};
