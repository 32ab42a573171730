import { dashboardMenusSchema, type DashboardMenuItem } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /content/dashboard-menus: the dashboard's menu items from the content service. */
async function getDashboardMenus(): Promise<DashboardMenuItem[]> {
  return (await apiRequest('/content/dashboard-menus', { schema: dashboardMenusSchema })).items;
}

export const dashboardMenusQuery = () => ({ queryKey: ['content', 'dashboard-menus'] as const, queryFn: getDashboardMenus });
