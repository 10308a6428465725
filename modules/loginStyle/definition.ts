import { loginStyle as validate } from '../validators.gen.js';
import type { LoginStyleContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers';
import { migrations } from './migrations';

export const loginStyle: ModuleDefinition<LoginStyleContent> = {
  type: moduleTypeNumbers.loginStyle,
  key: 'loginStyle',
  label: 'Login style',
  channels: ['web', 'mobile'],
  placement: 'login',
  validate,
  migrations,
  load: () => import('./LoginStyle'),
};
