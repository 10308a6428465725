// /api/Account/* calls (spec section 7).
import { api } from './client';
import { clientInfo, dropEmpty } from '../session/clientInfo';
import type { PrivateLoginInput, RegisterInput, ShareLoginInput } from '../../machines/login';

export const getSystemDate = () => api.call('GetSystemDate', {});
export const getToken = (companyNum: string) => api.call('GetToken', { companyNum, platForm: 'PC' });

const isMobileScreen = () => typeof window !== 'undefined' && window.innerWidth < 768;

/** Share login (public visitor or verification code). `extra` carries the contact dialog's fields. */
export const companyShareLogin = (shareLink: string, form: Partial<ShareLoginInput>, extra: { companyName?: string; linkMan?: string; phoneNumber?: string; contactEmail?: string } = {}) =>
  api.call('CompanyShareLoginV2', dropEmpty({ ...clientInfo(isMobileScreen()), url: shareLink, email: form.email?.trim(), verifyCode: form.verifyCode?.trim(), companyNumber: form.companyNumber?.trim(), ...extra }));

// Account calls ride on a fresh visitor token: it tells the server which supplier the account belongs to. It is
// passed to that one call only, so pages loading meanwhile keep the app's own token.
export async function userLogin(shareLink: string, companyNumber: string, form: PrivateLoginInput) {
  const token = await getToken(companyNumber);
  // Spec: private login always sends loginType 1.
  return api.call('UserLogin', dropEmpty({ ...clientInfo(false), loginType: 1 as const, url: shareLink, account: form.account, password: form.password }), { token });
}

export async function register(shareLink: string, companyNumber: string, form: RegisterInput) {
  const token = await getToken(companyNumber);
  return api.call('Register', dropEmpty({ ...form, email: form.email.trim(), url: shareLink }) as RegisterInput & { url: string }, { token });
}
