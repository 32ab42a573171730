import type { StandingOffer, StandingOfferStatus } from '@farm/area-alerts';

// The standing offers of the mock API, in the shape GET /accounts/{id}/standing-offers answers them: one of each
// status, on the demo price rows (crop-marketing-fixtures.ts). Fixed values, so tests can name them.

/** The contract a filled demo offer made. */
export const DEMO_FILLED_CONTRACT = 'MFS-2026-000777';

function standingOffer(overrides: Partial<StandingOffer> & Pick<StandingOffer, 'id' | 'status'>): StandingOffer {
  return {
    commodityId: 1,
    commodity: 'Feed Wheat',
    contractPeriod: { from: '2027-02-01', to: '2027-02-28', cropYear: 2026, isContractSplit: false },
    sellReference: 'FW-2027-02',
    farmAddressId: 501,
    priceType: 'XFM',
    quantity: 58,
    varietyList: [101],
    targetPrice: 195,
    expiresOn: '2026-12-31',
    contractReference: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    filledAt: null,
    ...overrides,
  };
}

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const demoStandingOffers = (): StandingOffer[] => [
  standingOffer({ id: id(4), status: 'Open' }),
  standingOffer({
    id: id(3),
    status: 'Filled',
    commodityId: 3,
    commodity: 'Oilseed Rape',
    contractPeriod: { from: '2027-01-16', to: '2027-02-15', cropYear: 2026, isContractSplit: true },
    sellReference: 'OSR-2027-01',
    quantity: 87,
    varietyList: [301],
    targetPrice: 400,
    contractReference: DEMO_FILLED_CONTRACT,
    filledAt: '2026-11-23T09:15:00.000Z',
  }),
  standingOffer({
    id: id(2),
    status: 'Expired',
    commodityId: 2,
    commodity: 'Feed Barley',
    sellReference: 'FB-2026-12',
    targetPrice: 175.5,
    expiresOn: '2026-11-21',
  }),
  standingOffer({ id: id(1), status: 'Cancelled', quantity: 29, targetPrice: 210 }),
];

export const offerWithStatus = (status: StandingOfferStatus) => demoStandingOffers().find((offer) => offer.status === status)!;
