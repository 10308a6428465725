import { SHARE_CODE_LENGTH } from './constants';

/** Spec section 1: the share code is 9 characters; longer ids are cut to 9. Returns null when none is usable. */
export function cutShareCode(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const code = id.trim().slice(0, SHARE_CODE_LENGTH);
  return /^[A-Za-z0-9]{9}$/.test(code) ? code : null;
}

/** Reads the share code from a share link (`…/login?id=CODE`) or a bare code. */
export function shareCodeFromLink(link: string): string | null {
  const trimmed = link.trim();
  try {
    const url = new URL(trimmed, 'http://share.invalid');
    const id = url.searchParams.get('id');
    if (id !== null) return cutShareCode(id);
  } catch {
    // not a URL: fall through to a bare code
  }
  return /^[A-Za-z0-9]+$/.test(trimmed) ? cutShareCode(trimmed) : null;
}
