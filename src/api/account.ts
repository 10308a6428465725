// /api/Account/* calls (spec section 7).
import { api } from './client';

export const getSystemDate = () => api.call('GetSystemDate', {});
export const getToken = (companyNum: string) => api.call('GetToken', { companyNum, platForm: 'PC' });
