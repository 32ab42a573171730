import type { TileReference } from '../domain';

export type Permission = 'access_home' | 'access_user';

/** One route under /dashboard (spec 1 §2). `widget` is the import-map name that renders it. */
export interface PortalRoute {
  /** Relative to /dashboard; '' is the dashboard itself. */
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

/**
 * The whole route table as data, by name: the root config registers widgets and runs guards from it, the
 * shell titles breadcrumbs with it, and widgets link with `paths`, so a path is written down once.
 */
export const routes = {
  dashboard: route('', 'Dashboard', '@farm/dashboard', null, { permission: 'access_home' }),
  cropMarketing: route('myc', 'Crop Marketing', '@farm/prices', 'mycropmarketing'),
  priceAlerts: route('myc/alerts', 'Price Alerts', '@farm/alerts', 'mycropmarketing'),
  marketReport: route('myc/market-report', 'Market Report', '@farm/prices', 'mycropmarketing'),
  exchangeRates: route('myc/exchangeRates', 'Exchange Rates', '@farm/prices', 'mycropmarketing'),
  myAccount: route('myaccount', 'My Account', '@farm/my-account', 'myaccount'),
  paymentInfo: route('myaccount/payment-info', 'How do I pay?', '@farm/legal', 'myaccount'),
  grainSamples: route('grainsamples', 'Grain Samples', '@farm/samples', 'myaccount'),
  grainSampling: route('grainsampling', 'Grain Sampling', '@farm/samples', 'myaccount'),
  createParcel: route('grainsampling/create-parcel', 'Create Parcel', '@farm/samples', 'myaccount'),
  editParcel: route('grainsampling/edit-parcel', 'Edit Parcel', '@farm/samples', 'myaccount'),
  oxbury: route('oxbury', 'Oxbury', '@farm/oxbury', 'oxbury'),
  farmManagement: route('telus-farm-management', 'Farm Management', '@farm/farm-management', 'greenlight'),
  calculators: route('calculators', 'Calculators', '@farm/calculators', 'calculators'),
  seedRate: route('calculators/SeedRate', 'Seed Rate', '@farm/calculators', 'calculators'),
  seedRequired: route('calculators/SeedRequired', 'Seed Required', '@farm/calculators', 'calculators'),
  limusPerformRate: route('calculators/Limus-perform-rate', 'Limus Perform Rate', '@farm/calculators', 'calculators'),
  rateComparisonChart: route('calculators/Limus-perform-rate/Rate-comparison-chart', 'Rate Comparison Chart', '@farm/calculators', 'calculators'),
  wheatNitrogen: route('calculators/Wheat-Nitrogen-requirement', 'Wheat - Nitrogen Requirement', '@farm/calculators', 'calculators'),
  weather: route('weather', 'Weather', '@farm/weather', null),
  cookies: route('cookies', 'Cookie Policy', '@farm/legal', null),
  privacy: route('privacy', 'Privacy Policy', '@farm/legal', null),
  policies: route('policies', 'Policies', '@farm/legal', null),
  terms: route('terms', 'Terms and Conditions', '@farm/legal', null, { sidebar: false }),
  activation: route('activation', 'Activation', '@farm/activation', null, { sidebar: false }),
  updateCentre: route('updatecentre', 'Release Notes', '@farm/update-centre', null),
  admin: route('admin', 'Admin', '@farm/admin', null),
  // Staff's (issue 29): the server refuses anyone else; the avatar menu links it for staff.
  priceDesk: route('price-desk', 'Price Desk', '@farm/prices', null, { sidebar: false }),
  notFound: route('404', 'Page not found', '@farm/not-found', null),
} as const satisfies Record<string, PortalRoute>;

export type RouteName = keyof typeof routes;

export const routeTable: readonly PortalRoute[] = Object.values(routes);

const fullPath = (r: PortalRoute) => (r.path ? `${DASHBOARD_PREFIX}/${r.path}` : DASHBOARD_PREFIX);

/** The browser path of every named route, e.g. `paths.weather` is '/dashboard/weather'. */
export const paths = Object.fromEntries(Object.entries(routes).map(([name, r]) => [name, fullPath(r)])) as Record<RouteName, string>;

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

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route for a browser path; undefined for a path the table does not know. */
export function matchRoute(pathname: string): PortalRoute | undefined {
  const path = normalise(pathname);
  return routeTable.find((r) => fullPath(r) === path);
}
