// Query definitions for catalogue data shared by pages and modules.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: () => api.call('GetCategoryList', {}), staleTime: 10 * 60_000 });
