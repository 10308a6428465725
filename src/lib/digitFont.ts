// The session's digit font (spec section 3, issue 26): prices, sizes and totals arrive as Private Use Area characters
// that only this font draws as digits. Loaded from the answer's bytes (no URL to fetch or cache) and added for the
// Private Use Area only, so it draws those characters and nothing else; the root font stack names it first
// (src/app/styles/base.css). docs/decisions.md "Scrambled digits".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from './useSession';

export const DIGIT_RANGE = 'U+E000-F8FF';

async function loadDigitFont() {
  const answer = await api.call('GetDigitFont', {});
  const bytes = Uint8Array.from(atob(answer.font), (c) => c.charCodeAt(0));
  const face = new FontFace(answer.family, bytes, { unicodeRange: DIGIT_RANGE, display: 'block' });
  await face.load();
  // A new session (a sign-in) brings new characters and a new face of the same family. The previous face stays: what
  // is still on screen from before is drawn by it until its data loads again with the new token (visitor.ts).
  document.fonts.add(face);
  return answer.family;
}

/** Under the session's token: the boot asks for it with the first page's answers (src/app/earlyStart.ts). */
export const digitFontQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['digitFont', token] as const,
    queryFn: loadDigitFont,
    enabled: !!token,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    // A sign-in changes the token: the page stays mounted with the previous face while the new one loads.
    placeholderData: (previous) => previous,
  });

/** Whether the page may show figures: the font is in (or could not load: figures then show as boxes, never as digits). */
export function useDigitFontReady() {
  const token = useSession((s) => s.token);
  const font = useQuery(digitFontQuery(token));
  return !token || font.isSuccess || font.isError;
}
