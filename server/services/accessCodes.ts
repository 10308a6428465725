// The codes a supplier hands out: share codes (the 9 characters of a share link, spec sections 1 and 9) and
// invitation (verification) codes. One generator for the console (services/consoleAccess.ts) and the CLI
// (cli/shareCode.ts). Secure random, and from an alphabet read aloud or typed from paper without doubt: capitals and
// digits without 0/O, 1/I/L — within the spec's [A-Za-z0-9]. Guessing is bounded by the login limits already in
// place (services/rateLimit.ts), the code's email and the company number.
import { randomInt } from 'node:crypto';
import { SHARE_CODE_LENGTH } from '../../protocol/constants';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 ≈ 8.5·10^11 invitation codes: with email, company number and the login limits, not worth guessing. */
export const VERIFY_CODE_LENGTH = 8;

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const newShareCode = () => randomCode(SHARE_CODE_LENGTH);
export const newVerifyCode = () => randomCode(VERIFY_CODE_LENGTH);
