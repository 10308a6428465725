import { validate } from './validate.gen.js';
import type { LoginStyleContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const loginStyle: ModuleDefinition<LoginStyleContent> = {
  type: -1,
  key: 'loginStyle',
  label: 'Login style',
  channels: ['web', 'mobile'],
  placement: 'login',
  validate,
  migrations,
  load: () => import('./LoginStyle'),
};
