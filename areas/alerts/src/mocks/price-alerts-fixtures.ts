import type { AlertContactPreference, AlertDestinationState, AlertFiring, PriceAlert } from '@farm/area-alerts';
import { demoCommodities, demoPrices, demoTriggerId } from '@farm/area-crop-marketing/mocks';

// The price alerts demo data of the mock API (widget tests and the dev pages' mock mode), in the shape the
// server answers: an alert on the fourth row of each commodity's table (the rows whose bell shows active),
// and one on a period that has passed.

const commodityOf = (cdk: string) => demoCommodities.find((c) => c.commodityExternalCdkId === cdk)!;

/** An alert on row `index` of the commodity's demo table (the collection address 501, ex-farm). */
function demoAlert(cdk: string, index: number, overrides: Partial<PriceAlert> = {}): PriceAlert {
  const commodity = commodityOf(cdk);
  const row = demoPrices(commodity).rows[index]!;
  return {
    triggerId: index === 3 ? demoTriggerId(cdk) : crypto.randomUUID(),
    commodity: commodity.name,
    commodityExternalCdkId: cdk,
    contractStartDate: row.contractPeriod.from,
    contractEndDate: row.contractPeriod.to,
    contractPeriod: row.contractPeriod,
    targetPrice: 0,
    floorPrice: 0,
    risePercent: 0,
    fallPercent: 0,
    emailAddress: 'tom@harrisonfarms.example',
    smsNumber: '',
    notificationType: 'email',
    provisionalTonnage: 1,
    farmAddressId: 501,
    priceType: 'XFM',
    sellReference: row.sellReference,
    lastFiredAt: null,
    coolingDown: false,
    expired: false,
    ...overrides,
  };
}

/** Newest first, as the server lists them: active, fired and cooling down, with daily moves, and expired. */
export const demoAlerts = (): PriceAlert[] => [
  demoAlert('FW', 3, { targetPrice: 210, risePercent: 2 }),
  demoAlert('FB', 3, {
    floorPrice: 160.5,
    notificationType: 'sms',
    smsNumber: '+44 7700 900123',
    lastFiredAt: '2026-11-23T09:15:00.000Z',
    coolingDown: true,
  }),
  demoAlert('OSR', 3, { targetPrice: 420, floorPrice: 370, fallPercent: 1.5 }),
  {
    ...demoAlert('FW', 0, { targetPrice: 195 }),
    triggerId: 'a1e7a1e7-0000-4000-8000-00000000e0e0',
    contractStartDate: '2026-06-01',
    contractEndDate: '2026-06-30',
    contractPeriod: { from: '2026-06-01', to: '2026-06-30', cropYear: 2025, isContractSplit: false },
    sellReference: 'FW-2026-06',
    expired: true,
  },
];

/** Both contacts, e-mail the default. */
export const demoContactPreferences = (): AlertContactPreference[] => [
  { preferenceId: 1, preferenceName: 'email', preferenceValue: 'tom@harrisonfarms.example', isDefault: true },
  { preferenceId: 2, preferenceName: 'sms', preferenceValue: '+44 7700 900123', isDefault: false },
];

/** The code the mock API takes for every destination (issue 27 §7). */
export const DEMO_DESTINATION_CODE = '123456';

/** The demo user's alert destinations: the sign-in e-mail and both demo contacts, confirmed. */
export const demoDestinations = (): AlertDestinationState[] =>
  ['grower@myfarm.example', 'tom@harrisonfarms.example', '+447700900123'].map((value, index) => ({
    kind: value.includes('@') ? 'email' : 'sms',
    value,
    confirmed: true,
    signInEmail: index === 0,
    codeExpiresAt: null,
    resendAfter: null,
  }));

/** What fired, newest first. */
export const demoFirings = (): AlertFiring[] => [
  {
    id: 'f-2',
    triggerId: demoTriggerId('FB'),
    firedAt: '2026-11-23T09:15:00.000Z',
    condition: 'floor',
    commodity: 'Feed Barley',
    contractPeriod: demoAlert('FB', 3).contractPeriod,
    value: 160.2,
    threshold: 160.5,
    price: 160.2,
    notificationType: 'sms',
  },
  {
    id: 'f-1',
    triggerId: demoTriggerId('FW'),
    firedAt: '2026-11-20T14:02:00.000Z',
    condition: 'rise',
    commodity: 'Feed Wheat',
    contractPeriod: demoAlert('FW', 3).contractPeriod,
    value: 2.31,
    threshold: 2,
    price: 191.4,
    notificationType: 'email',
  },
];
