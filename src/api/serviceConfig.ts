// /api/ServiceConfig/* calls (spec section 7).
import { api } from './client';

export const getUpgradeMaintenance = () => api.call('GetUpgradeMaintenance', {});
