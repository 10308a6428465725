import { validate } from './validate.gen.js';
import type { BannerContent } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const banner: ModuleDefinition<BannerContent> = {
  type: 2,
  key: 'banner',
  label: 'Banner',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./Banner'),
  // Every style opens on the first slide.
  leadPicture: (content) => content.slides[0]?.image,
};
