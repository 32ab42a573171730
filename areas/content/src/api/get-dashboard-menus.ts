import type { DashboardMenuItem } from '../domain/content-pages';
import { apiRequest } from '@farm/core';

/** GET /content/dashboard-menus: the dashboard's menu items from the content service. */
async function getDashboardMenus(): Promise<DashboardMenuItem[]> {
  return (await apiRequest<{ items: DashboardMenuItem[] }>('/content/dashboard-menus')).items;
}

export const dashboardMenusQuery = () => ({ queryKey: ['content', 'dashboard-menus'] as const, queryFn: getDashboardMenus });
