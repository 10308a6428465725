// What can go wrong with a call, as data the UI turns into a translated message (src/api/errorMessages.ts).
import type { RefusalReason } from '../../protocol/wire';
export type ApiErrorKind =
  | 'timeout' // no answer within the timeout, after every retry
  | 'network' // the request never reached the server
  | 'expired' // 401/403: the login expired
  | 'maintenance' // 503 while the service is upgraded
  | 'refused' // the server answered with a non-200 code (business codes 410–420, 400 bad input, …)
  | 'invalid-response'; // the answer was not a readable envelope

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly detail: {
      code?: number;
      status?: number;
      url: string;
      timeoutMs?: number;
      attempts?: number;
      reason?: RefusalReason;
    },
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get code() {
    return this.detail.code;
  }
  /** Which refusal this is (a 404's or a cart/order refusal's reason), for the buyer's own wording. */
  get reason() {
    return this.detail.reason;
  }
}
