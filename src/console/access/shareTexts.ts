// What the Access room says about each share setting: a short label and a plain-language line on what a buyer of
// the share then sees or must do (issue 24).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ShareKind } from '../../../protocol/entryRules';
import type { ConsoleCode } from './api';

export const KIND_TEXT: Record<ShareKind, { label: MessageDescriptor; explain: MessageDescriptor }> = {
  public: {
    label: msg({ context: 'share kind', message: 'Public' }),
    explain: msg`Anyone with the link browses at once, no sign-in.`,
  },
  invitation: {
    label: msg({ context: 'share kind', message: 'Invitation' }),
    explain: msg`Buyers enter their email, an invitation code you give them and your company number.`,
  },
  private: {
    label: msg({ context: 'share kind', message: 'Private' }),
    explain: msg`Only buyers with an account and password; they may register themselves.`,
  },
};

export const NUMBER_TEXT: Record<1 | 2 | 3 | -1, MessageDescriptor> = {
  1: msg`Commodity number`,
  2: msg`Product number`,
  3: msg`Factory number`,
  [-1]: msg`No number`,
};

export type RequiredFlag =
  'isMailRequired' | 'isPhoneRequired' | 'isCountryRequired' | 'isCompanyNameRequired' | 'isAddressRequired';
/** The contact details a share can ask for, in the order the console lists them. */
export const REQUIRED_FLAGS: RequiredFlag[] = [
  'isMailRequired',
  'isPhoneRequired',
  'isCompanyNameRequired',
  'isCountryRequired',
  'isAddressRequired',
];
export const REQUIRED_TEXT: Record<RequiredFlag, MessageDescriptor> = {
  isMailRequired: msg`Email`,
  isPhoneRequired: msg`Mobile`,
  isCountryRequired: msg`Country`,
  isCompanyNameRequired: msg`Company name`,
  isAddressRequired: msg`Address`,
};

export const CODE_STATE_TEXT: Record<ConsoleCode['state'], MessageDescriptor> = {
  open: msg({ context: 'invitation code', message: 'Not used yet' }),
  used: msg({ context: 'invitation code', message: 'Used' }),
  expired: msg({ context: 'invitation code', message: 'Expired' }),
  revoked: msg({ context: 'invitation code', message: 'Revoked' }),
};
