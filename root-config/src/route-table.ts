import type { TileReference } from '@farm/shared';

export type Permission = 'access_home' | 'access_user';

/** One route under /dashboard (spec 1 §2). `widget` is the import-map name that renders it. */
export interface PortalRoute {
  path: string;
  title: string;
  widget: string;
  tile: TileReference | null;
  permission: Permission;
  sidebar: boolean;
}

const route = (
  path: string,
  title: string,
  widget: string,
  tile: TileReference | null,
  extra: Partial<Pick<PortalRoute, 'permission' | 'sidebar'>> = {},
): PortalRoute => ({ path, title, widget, tile, permission: 'access_user', sidebar: true, ...extra });

export const DASHBOARD_PREFIX = '/dashboard';

/** The whole route table as data; the activity functions and guards read it. */
export const routeTable: readonly PortalRoute[] = [
  route('', 'Dashboard', '@farm/dashboard', null, { permission: 'access_home' }),
  route('myc', 'Crop Marketing', '@farm/crop-marketing', 'mycropmarketing'),
  route('myc/alerts', 'Price Alerts', '@farm/crop-marketing', 'mycropmarketing'),
  route('myc/market-report', 'Market Report', '@farm/crop-marketing', 'mycropmarketing'),
  route('myc/exchangeRates', 'Exchange Rates', '@farm/crop-marketing', 'mycropmarketing'),
  route('myaccount', 'My Account', '@farm/my-account', 'myaccount'),
  route('myaccount/payment-info', 'How do I pay?', '@farm/legal', 'myaccount'),
  route('grainsamples', 'Grain Samples', '@farm/grain-samples', 'myaccount'),
  route('grainsampling', 'Grain Sampling', '@farm/grain-sampling', 'myaccount'),
  route('grainsampling/create-parcel', 'Create Parcel', '@farm/grain-sampling', 'myaccount'),
  route('grainsampling/edit-parcel', 'Edit Parcel', '@farm/grain-sampling', 'myaccount'),
  route('oxbury', 'Oxbury', '@farm/oxbury', 'oxbury'),
  route('telus-farm-management', 'Farm Management', '@farm/farm-management', 'greenlight'),
  route('calculators', 'Calculators', '@farm/calculators', 'calculators'),
  route('calculators/SeedRate', 'Seed Rate', '@farm/calculators', 'calculators'),
  route('calculators/SeedRequired', 'Seed Required', '@farm/calculators', 'calculators'),
  route('calculators/Limus-perform-rate', 'Limus Perform Rate', '@farm/calculators', 'calculators'),
  route('calculators/Limus-perform-rate/Rate-comparison-chart', 'Rate Comparison Chart', '@farm/calculators', 'calculators'),
  route('calculators/Wheat-Nitrogen-requirement', 'Wheat - Nitrogen Requirement', '@farm/calculators', 'calculators'),
  route('weather', 'Weather', '@farm/weather', null),
  route('cookies', 'Cookie Policy', '@farm/legal', null),
  route('privacy', 'Privacy Policy', '@farm/legal', null),
  route('policies', 'Policies', '@farm/legal', null),
  route('terms', 'Terms and Conditions', '@farm/legal', null, { sidebar: false }),
  route('activation', 'Activation', '@farm/activation', null, { sidebar: false }),
  route('updatecentre', 'Release Notes', '@farm/update-centre', null),
  route('admin', 'Admin', '@farm/admin', null),
  route('404', 'Page not found', '@farm/not-found', null),
];

/**
 * Spec 1 §2: breadcrumb titles of areas whose routes later issues add (account transactions, contracts,
 * movements, grain samples, the soil service). A trail step whose path has no route takes its title here.
 */
export const breadcrumbTitles: Readonly<Record<string, string>> = {
  transactions: 'Transactions',
  contracts: 'Contracts',
  movements: 'Movements',
  samples: 'Samples',
  'my-soyl': 'MySOYL',
};

export const fullPath = (r: PortalRoute) => (r.path ? `${DASHBOARD_PREFIX}/${r.path}` : DASHBOARD_PREFIX);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route for a browser path; undefined for a path the table does not know. */
export function matchRoute(pathname: string): PortalRoute | undefined {
  const path = normalise(pathname);
  return routeTable.find((r) => fullPath(r) === path);
}

/** Every widget the table names, each with the routes it renders. */
export function routesByWidget(): Map<string, PortalRoute[]> {
  const byWidget = new Map<string, PortalRoute[]>();
  for (const r of routeTable) byWidget.set(r.widget, [...(byWidget.get(r.widget) ?? []), r]);
  return byWidget;
}
