import type { MenuResponse } from '../../../../contracts/menu/responses';
import type { ApiClient } from '../../lib/api-client';

export const menuApi = (api: ApiClient) => ({
  menu: () => api.get<MenuResponse>('/api/menu'),
});
export type MenuApi = ReturnType<typeof menuApi>;
