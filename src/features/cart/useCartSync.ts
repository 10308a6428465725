// Keeps the cart machine told who the visitor is and what the server's cart holds: the share's cart switch
// (openUserList has 2, globalParam.isCart), the private login, and the cart's lines and contact.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/useSession';
import { useCompanyInfo } from '../../lib/share';
import { cartQuery } from './api';
import { sendCart, takeAddAfterLogin } from './cartActor';

export function useCartSync() {
  const shareCode = useSession((s) => s.shareCode);
  const user = useSession((s) => s.user);
  const company = useCompanyInfo(shareCode);
  const cartEnabled = !!user?.shareInfo.openUserList?.includes(2) && company.data?.globalParam?.isCart !== false;
  const isPrivateLogin = !!user?.isPrivateLogin;
  const cart = useQuery({ ...cartQuery, enabled: cartEnabled && isPrivateLogin });
  const inCart = cart.data?.items.map((l) => l.product.productNumber);
  const key = `${cartEnabled}|${isPrivateLogin}|${!!cart.data?.contact}|${inCart?.join(',') ?? '-'}`;
  useEffect(() => {
    const ready = cartEnabled && isPrivateLogin && !!cart.data;
    sendCart({ type: 'SESSION_CHANGED', cartEnabled, isPrivateLogin, hasContact: !!cart.data?.contact, inCart: inCart ?? [], count: inCart?.length ?? 0 });
    if (ready) {
      const wanted = takeAddAfterLogin();
      if (wanted) sendCart({ type: 'ADD', productNumber: wanted });
    }
  }, [key]);
  return { cartEnabled, count: cart.data?.items.length ?? 0, showBadge: cartEnabled && isPrivateLogin };
}
