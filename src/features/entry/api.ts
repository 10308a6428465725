// The entry calls (spec section 7, /api/Account/*): share login, private login, registration. The login actor
// (src/lib/login.ts) receives them from the app at start.
import { api } from '../../api/client';
import { session } from '../../api/session';
import { isMobileScreen } from '../../lib/useIsMobile';
import { shareLink } from '../../lib/share';
import { clientInfo, dropEmpty } from './clientInfo';
import type { PrivateLoginInput, RegisterInput, ShareLoginInput } from '../../../machines/login';

const getToken = (companyNum: string) => api.call('GetToken', { companyNum, platForm: 'PC' });

/** The share currently open: account calls name it by its link and its supplier's company number. */
function currentShare() {
  const { shareCode, companyNumber } = session.get();
  if (!shareCode || !companyNumber) throw new Error('No share is open.');
  return { link: shareLink(shareCode), companyNumber };
}

/** Share login (public visitor or verification code). `extra` carries the contact dialog's fields. */
export const companyShareLogin = (
  form: Partial<ShareLoginInput>,
  extra: { companyName?: string; linkMan?: string; phoneNumber?: string; contactEmail?: string } = {},
) =>
  api.call(
    'CompanyShareLoginV2',
    dropEmpty({
      ...clientInfo(isMobileScreen()),
      url: currentShare().link,
      email: form.email?.trim(),
      verifyCode: form.verifyCode?.trim(),
      companyNumber: form.companyNumber?.trim(),
      ...extra,
    }),
  );

/** The login dialog's share login (spec sections 2 and 7): on a public share the browser then asks for the company's
 *  public share code with the new token, and that code is the one added to routes. A refusal stops the login and the
 *  form shows it: 420 the code420 message, any other the returned message. The contact dialog's share login (first
 *  cart add) is not a way in and skips it. */
export async function enterShare(form: Partial<ShareLoginInput>) {
  const user = await companyShareLogin(form);
  if (!user.shareInfo.isPublic) return user;
  const { shareRandomCode } = await api.call('GetPublicShareInfo', {}, { token: user.token });
  return { ...user, shareRandomCode };
}

// Account calls ride on a fresh visitor token: it tells the server which supplier the account belongs to. It is
// passed to that one call only, so pages loading meanwhile keep the app's own token.
export async function userLogin(form: PrivateLoginInput) {
  const { link, companyNumber } = currentShare();
  const token = await getToken(companyNumber);
  // Spec: private login always sends loginType 1.
  return api.call(
    'UserLogin',
    dropEmpty({
      ...clientInfo(false),
      loginType: 1 as const,
      url: link,
      account: form.account,
      password: form.password,
    }),
    { token },
  );
}

export async function register(form: RegisterInput) {
  const { link, companyNumber } = currentShare();
  const token = await getToken(companyNumber);
  return api.call(
    'Register',
    dropEmpty({ ...form, email: form.email.trim(), url: link }) as RegisterInput & { url: string },
    { token },
  );
}
