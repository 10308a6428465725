// Query definitions for catalogue data shared by pages and modules.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: () => api.call('GetCategoryList', {}), staleTime: 10 * 60_000 });
// Spec: GetProductPackMethods shows no loading overlay.
export const packMethodsQuery = queryOptions({ queryKey: ['packMethods'], queryFn: () => api.call('GetProductPackMethods', {}, { noLoading: true }), staleTime: 30 * 60_000 });
