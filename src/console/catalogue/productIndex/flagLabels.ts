import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FlagName } from '../catalogueSearch';

/** The product flags' names, as the index's chips, rows and bulk choices show them. */
export const FLAG_LABELS: Record<FlagName, MessageDescriptor> = {
  new: msg({ context: 'product flag', message: 'New' }),
  hot: msg({ context: 'product flag', message: 'Hot' }),
  recommended: msg({ context: 'product flag', message: 'Recommended' }),
  inStock: msg({ context: 'product flag', message: 'In stock' }),
  certified: msg({ context: 'product flag', message: 'Certified' }),
};
