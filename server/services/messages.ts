// Server-side wording of the error catalogue (spec section 8). The browser shows its own translation by code;
// this English text is what other clients and logs see.
import type { RefusalReason } from '../../protocol/envelope';
import type { FieldProblem } from '../../protocol/entryRules';

export const businessMessages = {
  410: 'Site error, please contact the company.',
  411: 'Site not reviewed, please contact the company.',
  412: 'Site error, please log in with the app.',
  413: 'Verification code error, please contact the company.',
  414: 'Account not found, please register first.',
  415: 'Wrong password; contact the company if you forgot it.',
  416: 'Account abnormal, please contact the company.',
  417: 'Account already registered, please enter another.',
  418: 'Registration failed, please contact the company.',
  419: 'Account and password cannot be empty.',
  420: "The company's public site does not exist.",
} as const;

export type BusinessCode = keyof typeof businessMessages;

/** A refusal the caller should show: answered as an envelope with this code (HTTP 200 for 410–420). */
export class ShareError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly reason?: RefusalReason,
  ) {
    super(message ?? businessMessages[code as BusinessCode] ?? 'Request refused.');
  }
}

/** A product number this supplier does not have (or not any more): 404 with reason noSuchProduct, so a client tells it
 * from a path that is no call (404, noSuchCall). The message is the spec's "No product information." (section 8). */
export const noSuchProduct = () => new ShareError(404, 'No product information.', 'noSuchProduct');

/** A field of the body broke a rule of spec section 5 (entry forms, My account): 400 naming the field. */
export function invalid(field: string, problem: FieldProblem): never {
  const reasons: Record<FieldProblem, string> = {
    required: 'is required',
    accountLength: 'must be 6-16 letters, digits, Chinese characters, ".", "·", "_" or "-"',
    accountLettersAndDigits: 'must contain both letters and digits',
    passwordFormat: 'must be 8-16 letters and digits (optionally ~!@#$%^&*)',
    confirmMismatch: 'must equal password',
    emailFormat: 'is not an email address',
    mobileFormat: 'must be a phone number (digits, optional leading +)',
    mobileLength: 'must be at most 20 characters',
  };
  throw new ShareError(400, `Invalid request: body.${field} ${reasons[problem]}.`);
}
