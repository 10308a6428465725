// Turns any failure of a call into the sentence a buyer reads, in their language (spec section 8).
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from './errors';
import type { RefusalReason } from '../../protocol/wire';

const byCode: Record<number, MessageDescriptor> = {
  410: msg`Site error, please contact the company.`,
  411: msg`This site has not been reviewed yet, please contact the company.`,
  412: msg`Site error, please log in with the app.`,
  413: msg`Verification code error, please contact the company.`,
  414: msg`Account not found, please register first.`,
  415: msg`Wrong password. If you forgot it, please contact the company.`,
  416: msg`This account is abnormal, please contact the company.`,
  417: msg`This account is already registered, please enter another.`,
  418: msg`Registration failed, please contact the company.`,
  419: msg`Account and password cannot be empty.`,
  420: msg`The company's public site does not exist.`,
};

/** Refusals a client words itself (the envelope's `reason`): the server's English is for other clients and logs. */
const byReason: Partial<Record<RefusalReason, MessageDescriptor>> = {
  noSuchProduct: msg`No product information.`,
  noSuchOrder: msg`No such order.`,
  cartFull: msg`Cart full.`,
  unavailableProducts: msg`Submission contains deleted/off-shelf products, cannot submit.`,
  noCart: msg`The cart is not available on this site.`,
  noChat: msg`Chat is not available on this site.`,
  noSuchConversation: msg`This conversation no longer exists.`,
  emptyFile: msg`The file is empty.`,
  notAnImage: msg`File format error: only PNG, JPG, JPEG, BMP, ICO and GIF pictures can be sent.`,
  truncatedImage: msg`The picture is incomplete (the file was cut short). Please choose it again.`,
  fileTooLarge: msg`Image too large.`,
  lastAdmin: msg`The company must keep at least one active admin account.`,
  accountTaken: msg`This sign-in name is taken. Choose another.`,
  awaitingApproval: msg`Thank you for registering. The company approves new accounts: you can sign in once yours is approved.`,
};

/** A refusal's wording by its reason, for a check the browser makes before asking (the same sentence the server's
 *  refusal would get). */
export const refusalMessage = (i18n: I18n, reason: RefusalReason) =>
  byReason[reason] ? i18n._(byReason[reason]!) : reason;

export function apiErrorMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  const { url, timeoutMs = 0, attempts = 1 } = error.detail;
  switch (error.kind) {
    case 'timeout':
      return attempts > 1
        ? i18n._(
            msg`The interface ${url} did not answer within ${timeoutMs} ms after ${plural(attempts, { one: '# attempt', other: '# attempts' })}. Check the network and try again.`,
          )
        : i18n._(msg`Request timeout, check the network.`);
    case 'network':
      return attempts > 1
        ? i18n._(
            msg`The interface ${url} could not be reached after ${plural(attempts, { one: '# attempt', other: '# attempts' })} (timeout ${timeoutMs} ms). Check the network and try again.`,
          )
        : i18n._(msg`The network is unavailable, check the network.`);
    case 'expired':
      return i18n._(msg`Login expired, please log in again.`);
    case 'maintenance':
      return i18n._(msg`The system is being upgraded. Please come back later.`);
    case 'invalid-response':
      return i18n._(msg`The server sent an answer that could not be read. Please try again.`);
    case 'refused':
      if (error.reason && byReason[error.reason]) return i18n._(byReason[error.reason]!);
      // Business codes travel with HTTP 200; an HTTP 413/415 is a protocol refusal that shares the number.
      return error.detail.status === 200 && error.code && byCode[error.code]
        ? i18n._(byCode[error.code])
        : error.message;
  }
}
