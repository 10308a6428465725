// Keeps the chat machine told who the visitor is (spec section 6: private account users chat; globalParam.isChat
// offers it) and whether anyone is looking (polling pauses while the tab is hidden).
import { useEffect } from 'react';
import { useSession } from '../../lib/useSession';
import { useCompanyInfo } from '../../lib/share';
import { sendChat, takeOpenAfterLogin } from './chatActor';

export function useChatSync() {
  const shareCode = useSession((s) => s.shareCode);
  const user = useSession((s) => s.user);
  const company = useCompanyInfo(shareCode);
  const enabled = !!company.data && company.data.globalParam?.isChat !== false;
  const isPrivateLogin = !!user?.isPrivateLogin;
  // A new sign-in (another account, or the same one again) starts from the server's copy of the conversation.
  const accountKey = isPrivateLogin ? user?.token ?? null : null;
  useEffect(() => {
    sendChat({ type: 'SESSION_CHANGED', enabled, isPrivateLogin, accountKey, hidden: document.hidden });
    if (enabled && isPrivateLogin) {
      const wanted = takeOpenAfterLogin();
      if (wanted) sendChat({ type: 'OPEN', product: wanted.product });
    }
  }, [enabled, isPrivateLogin, accountKey]);
  useEffect(() => {
    const onVisibility = () => sendChat({ type: 'VISIBILITY', hidden: document.hidden });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
