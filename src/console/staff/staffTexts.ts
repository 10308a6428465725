// What the Staff room calls each role (the rooms it opens) and each line of the activity log (issue 24).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityEntry, StaffRole } from './api';

export const ROLES: readonly StaffRole[] = ['orders', 'service', 'catalogue', 'design', 'admin'];

export const ROLE_TEXT: Record<StaffRole, { label: MessageDescriptor; explain: MessageDescriptor }> = {
  orders: { label: msg({ context: 'staff role', message: 'Orders' }), explain: msg`Sees and moves orders.` },
  service: {
    label: msg({ context: 'staff role', message: 'Service' }),
    explain: msg`Answers buyers' conversations.`,
  },
  catalogue: {
    label: msg({ context: 'staff role', message: 'Catalogue' }),
    explain: msg`Edits products and search words.`,
  },
  design: { label: msg({ context: 'staff role', message: 'Design' }), explain: msg`Designs the site's pages.` },
  admin: {
    label: msg({ context: 'staff role', message: 'Admin' }),
    explain: msg`Runs shares, codes, buyers and staff.`,
  },
};

export const ACTION_TEXT: Record<ActivityEntry['action'], MessageDescriptor> = {
  staffCreated: msg`Staff account created`,
  staffChanged: msg`Staff roles changed`,
  staffDisabled: msg`Staff account disabled`,
  staffEnabled: msg`Staff account enabled`,
  staffPasswordReset: msg`Staff password reset`,
  shareSaved: msg`Share saved`,
  shareState: msg`Share paused or resumed`,
  shareDeleted: msg`Share deleted`,
  codesIssued: msg`Invitation codes issued`,
  codeRevoked: msg`Invitation code revoked`,
  orderStatus: msg`Order status changed`,
  productSaved: msg`Product saved`,
  buyerBlocked: msg`Buyer blocked`,
  buyerUnblocked: msg`Buyer unblocked`,
  buyerPasswordReset: msg`Buyer password reset`,
  companySaved: msg`Company details saved`,
  buyerApproved: msg`Buyer approved`,
  buyerRefused: msg`Buyer refused`,
  pagePublished: msg`Page published`,
};
