// The canvas opens the company's share as a buyer would, so it needs the share's buyer session in this browser
// (localStorage, shared with the same-origin frame). Without one the share's own rules send the frame to its login
// page. A designer gets one through ConsolePreviewSession (role design, own company's share only); a session this
// browser already holds for the share — the designer's own buyer login, say — is kept, not replaced.
import { useEffect, useState } from 'react';
import { session } from '../../api/session';
import { openPreviewSession } from './api';

const holdsShare = (code: string) => {
  const held = session.get();
  return !!held.token && !!held.user && held.user.shareRandomCode === code;
};

/** True once the frame may load: the session is there, or getting one failed (the frame shows the login page). */
export function usePreviewEntry(shareCode: string): boolean {
  const [ready, setReady] = useState<string | null>(() => (shareCode && holdsShare(shareCode) ? shareCode : null));
  useEffect(() => {
    if (!shareCode || ready === shareCode) return;
    let live = true;
    openPreviewSession(shareCode)
      .then((user) =>
        session.update({
          token: user.token,
          user,
          shareCode: user.shareRandomCode,
          companyNumber: user.companyNumber,
        }),
      )
      .catch(() => undefined)
      .finally(() => live && setReady(shareCode));
    return () => {
      live = false;
    };
  }, [shareCode, ready]);
  return ready === shareCode;
}
