import { dashboardMenusSchema, type DashboardMenuItem } from '../../domain';
import { apiRequest } from '../api-request';
import { cachedRequest } from '../request-cache';

/** GET /content/dashboard-menus: the dashboard's menu items from the content service. */
export function getDashboardMenus(): Promise<DashboardMenuItem[]> {
  return cachedRequest('content/dashboard-menus', async () => (await apiRequest('/content/dashboard-menus', { schema: dashboardMenusSchema })).items);
}
