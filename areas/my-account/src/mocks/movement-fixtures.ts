import { MOVEMENT_ANALYSIS, type MovementDetail, type MovementRow } from '@farm/area-my-account';

// The movements of the mock API (widget tests and the movements dev page's mock mode): Harrison Farms Ltd's loads,
// moved ones over the last ten months (weighed, on a self bill, every fourth with a claim, every fifth not
// sampled) and planned ones over the next four weeks. Dates count from today, so the grid's default range holds them.

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
const daysFromToday = (days: number) => {
  const today = new Date();
  return iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
};

const PRODUCTS = ['Feed Wheat', 'Milling Wheat', 'Feed Barley', 'Oilseed Rape'];
const HAULIERS = ['Fenland Haulage', 'Ridgeway Transport', 'Saffron Freight'];
/** The analysis of §3 with a unit each: MOI, KG, PRO, HAG, ADS, in that order. */
const ANALYSIS_NAMES: Record<(typeof MOVEMENT_ANALYSIS)[number], [string, string, number]> = {
  MOI: ['Moisture', '%', 14.2],
  KG: ['Kg/hl', 'kg/hl', 76.5],
  PRO: ['Protein', '%', 11.8],
  HAG: ['Hagberg', 's', 280],
  ADS: ['Admix/Scr', '%', 1.4],
};

const MOVED_COUNT = 48;
const PLANNED_COUNT = 12;

const movedRow = (index: number): MovementRow => {
  const contractNo = (index % 6) + 1;
  return {
    id: `00000000-0000-4000-8000-${pad(index + 1, 12)}`,
    date: daysFromToday(-1 - index * 6),
    complete: true,
    contract: { reference: `S-2026-${pad(contractNo, 3)}`, documentNo: contractNo === 6 ? null : `DOC-S-2026-${pad(contractNo, 3)}` },
    reference: `MV-${pad(index + 1, 5)}`,
    product: PRODUCTS[index % PRODUCTS.length]!,
    quantity: 28 + (index % 4) + (index % 10) / 10,
    booking: `BK-${pad(7000 + index, 5)}`,
    invoices: [{ reference: `SB-${pad(index + 1, 4)}`, documentNo: `DOC-SB-${pad(index + 1, 4)}` }],
    claims: index % 4 === 3 ? [{ reference: `CL-${pad(index + 1, 4)}`, documentNo: `DOC-CL-${pad(index + 1, 4)}` }] : [],
    weighbridge: String(400100 + index),
    vehicle: `AB${pad(10 + (index % 80), 2)} ${['CDE', 'FGH', 'JKL'][index % 3]}`,
    haulier: HAULIERS[index % HAULIERS.length]!,
  };
};

const plannedRow = (index: number): MovementRow => ({
  id: `00000000-0000-4000-9000-${pad(index + 1, 12)}`,
  date: daysFromToday(2 + index * 2),
  complete: false,
  contract: { reference: `S-2026-${pad((index % 3) + 1, 3)}`, documentNo: `DOC-S-2026-${pad((index % 3) + 1, 3)}` },
  reference: `MP-${pad(index + 1, 5)}`,
  product: PRODUCTS[(index + 1) % PRODUCTS.length]!,
  quantity: 29,
  booking: `BK-${pad(8000 + index, 5)}`,
  invoices: [],
  claims: [],
  weighbridge: null,
  vehicle: null,
  haulier: HAULIERS[(index + 1) % HAULIERS.length]!,
});

/** Every movement, newest first. */
export const demoMovements = (): MovementRow[] =>
  [...Array.from({ length: PLANNED_COUNT }, (_, i) => plannedRow(i)), ...Array.from({ length: MOVED_COUNT }, (_, i) => movedRow(i))].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );

/** A movement's detail: MOI..ADS for a sampled moved load; none for every fifth moved one and every planned one. */
export function demoMovementDetail(id: string): MovementDetail | undefined {
  const movement = demoMovements().find((row) => row.id === id);
  if (!movement) return undefined;
  const index = Number(id.slice(-12)) - 1;
  const sampled = movement.complete && index % 5 !== 4;
  return {
    movement,
    sampleResults: sampled
      ? MOVEMENT_ANALYSIS.map((reference) => {
          const [name, unit, result] = ANALYSIS_NAMES[reference];
          return { reference, name, result, unit };
        })
      : [],
  };
}
