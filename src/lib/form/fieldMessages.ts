// The buyer-facing wording of each validation problem (spec section 5), per field where it differs.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldProblem } from '../../../protocol/entryRules';

export const problemMessages: Record<FieldProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  accountLength: msg`6–16 characters: letters, digits, Chinese characters, or . · _ -`,
  accountLettersAndDigits: msg`The account must contain both letters and digits.`,
  passwordFormat: msg`8–16 characters with letters and digits; you may add ~!@#$%^&*`,
  confirmMismatch: msg`The two passwords do not match.`,
  emailFormat: msg`Please enter a valid email address.`,
  mobileFormat: msg`Please enter a valid phone number (digits only, an optional leading +).`,
  mobileLength: msg`A phone number has at most 20 characters.`,
};
