// Spec section 7, "handling of answers", for the entry forms.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';

const businessCodes = (error: unknown, codes: number[]) =>
  error instanceof ApiError &&
  error.kind === 'refused' &&
  error.detail.status === 200 &&
  codes.includes(error.code ?? 0);

export function loginErrorMessage(i18n: I18n, error: unknown, form: 'share' | 'private' | 'register'): string {
  if (!(error instanceof ApiError) || error.kind !== 'refused') return apiErrorMessage(i18n, error);
  if (error.code === 429) return i18n._(msg`Too many failed attempts. Please wait a few minutes and try again.`);
  // Share login failures show the returned message (translated by code when we know it).
  if (form === 'share') return apiErrorMessage(i18n, error);
  // Private login: 414–419 show their messages, anything else "login failed".
  if (form === 'private')
    return businessCodes(error, [414, 415, 416, 417, 418, 419])
      ? apiErrorMessage(i18n, error)
      : i18n._(msg`Login failed. Please try again.`);
  // Registration: 414–419 their messages, 420 the email error, else "register failed" and the server's message.
  if (businessCodes(error, [414, 415, 416, 417, 418, 419])) return apiErrorMessage(i18n, error);
  if (businessCodes(error, [420])) return i18n._(msg`Please enter a valid email address that is not registered yet.`);
  return `${i18n._(msg`Registration failed.`)} ${error.message}`;
}
