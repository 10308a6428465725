// The module schemas' field names in the studio's language (a field without one here — a type made with npm run
// new:module — shows its schema title, else its name in words).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  area: msg({ context: 'module field', message: 'Area' }),
  autoplay: msg({ context: 'module field', message: 'Autoplay' }),
  background: msg({ context: 'module field', message: 'Background picture' }),
  categoryNumber: msg({ context: 'module field', message: 'Category number' }),
  categoryNumbers: msg({ context: 'module field', message: 'Category numbers' }),
  columns: msg({ context: 'module field', message: 'Columns' }),
  defaultView: msg({ context: 'module field', message: 'Default view' }),
  icon: msg({ context: 'module field', message: 'Icon' }),
  image: msg({ context: 'module field', message: 'Image' }),
  intervalMs: msg({ context: 'module field', message: 'Interval (ms)' }),
  items: msg({ context: 'module field', message: 'Items' }),
  limit: msg({ context: 'module field', message: 'How many' }),
  link: msg({ context: 'module field', message: 'Link' }),
  logo: msg({ context: 'module field', message: 'Logo' }),
  menu: msg({ context: 'module field', message: 'Menu' }),
  moreLink: msg({ context: 'module field', message: '“More” link' }),
  pageSize: msg({ context: 'module field', message: 'Page size' }),
  productNumber: msg({ context: 'module field', message: 'Product number' }),
  productNumbers: msg({ context: 'module field', message: 'Product numbers' }),
  showImages: msg({ context: 'module field', message: 'Show pictures' }),
  showLanguages: msg({ context: 'module field', message: 'Show languages' }),
  showSearch: msg({ context: 'module field', message: 'Show search' }),
  slides: msg({ context: 'module field', message: 'Slides' }),
  source: msg({ context: 'module field', message: 'Products from' }),
  subtitle: msg({ context: 'module field', message: 'Subtitle' }),
  tabs: msg({ context: 'module field', message: 'Tabs' }),
  title: msg({ context: 'module field', message: 'Title' }),
  url: msg({ context: 'module field', message: 'Web address' }),
  welcome: msg({ context: 'module field', message: 'Welcome text' }),
};
