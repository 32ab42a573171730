import { missText, previewClaims, standardFor } from '@farm/area-my-account/domain';
import { randomUUID } from 'node:crypto';
import { addDays, endOfMonth, pounds, type DemoBook, type DemoRandom, type DocumentIssuer } from './demo-book';

interface Crop {
  product: string;
  commodity: string;
  commodityNo: number;
  price: [number, number];
  /** The results a sample of it records: reference, name, unit and the range they fall in. */
  analysis: [reference: string, name: string, unit: string, low: number, high: number][];
  variety: string[];
}

// Each range stays inside the rejection levels of the crop's grade (claim-scale.ts), and a milling wheat's Hagberg
// above its 250 s floor (a floor with no claim scale): every load that misses its standard is settled by a price
// adjustment, as the buyer would, and none is turned away.
const cereal = (kg: [number, number], protein: [number, number] = [9.5, 13.6], hagberg: [number, number] = [190, 360]): Crop['analysis'] => [
  ['MOI', 'Moisture', '%', 13.0, 15.3],
  ['KG', 'Kg/hl', 'kg/hl', ...kg],
  ['PRO', 'Protein', '%', ...protein],
  ['HAG', 'Hagberg', 's', ...hagberg],
  ['ADS', 'Admix/Scr', '%', 0.4, 2.2],
];

const CROPS: Crop[] = [
  { product: 'Feed Wheat', commodity: 'Wheat', commodityNo: 81083, price: [168, 212], analysis: cereal([71, 79]), variety: ['Champion', 'Dawsum', 'Gleam'] },
  {
    product: 'Milling Wheat',
    commodity: 'Wheat',
    commodityNo: 81083,
    price: [198, 248],
    analysis: cereal([75, 81], [12.6, 14.2], [255, 380]),
    variety: ['Crusoe', 'Extase', 'Skyfall'],
  },
  { product: 'Feed Barley', commodity: 'Barley', commodityNo: 81074, price: [150, 182], analysis: cereal([62, 69]), variety: ['Bolton', 'KWS Tardis'] },
  {
    product: 'Oilseed Rape',
    commodity: 'Oilseed Rape',
    commodityNo: 81079,
    price: [355, 445],
    analysis: [
      ['MOI', 'Moisture', '%', 6.5, 9.8],
      ['ADS', 'Admix/Scr', '%', 0.8, 3.1],
      ['OIL', 'Oil content', '%', 40, 46],
    ],
    variety: ['Aurelia', 'Campus'],
  },
];
const HAULIERS = ['G. Thompson Haulage', 'Fenland Grain Transport', 'A. Dunn & Sons', 'East Anglian Bulk Ltd'];
const LOAD_TONNES = 29;

/**
 * One harvest's grain sales of a business: contracts whose loads were moved (sampled, and self-billed by the month)
 * or are still planned, paid or still due as of `today`, with a claim where a sample missed its standard.
 */
export function writeHarvestSales(
  book: DemoBook,
  random: DemoRandom,
  issue: DocumentIssuer,
  account: string,
  harvest: number,
  today: string,
  code: string,
): void {
  // Three of the four crops each harvest: one is left out (drawn once, so it is always exactly one).
  const leftOut = random.int(0, CROPS.length - 1);
  const crops = CROPS.filter((_, index) => index !== leftOut);
  crops.forEach((crop, index) => {
    const reference = `G${harvest % 100}${code}${String(index + 1).padStart(2, '0')}`;
    const from = addDays(`${harvest}-09-01`, index * 61);
    const to = addDays(from, 75);
    // A contract of 500 to 1,000 t moves in lorry loads: a few hundred movements a business over three harvests.
    const loads = random.int(18, 34);
    const price = random.amount(...crop.price);
    const created = addDays(`${harvest}-06-01`, random.int(0, 45));
    const moved = writeLoads(book, random, issue, { account, reference, crop, from, to, loads, price, today, code, harvest });
    writeSelfBills(book, issue, { account, reference, crop, price, harvest, today, moved });
    // What is paid and owed, the adjustments, the moved quantity and the status are derived from these rows once
    // they are written (refreshContractFigures), as for any contract.
    const gross = pounds(loads * LOAD_TONNES * price);
    book.contracts.push({
      reference,
      account_reference: account,
      sale_or_purchase: 'SALE',
      status: 'Open',
      date_created: `${created}T10:00:00Z`,
      date_movement_from: from,
      date_movement_to: to,
      crop_year: harvest,
      order_reference: `SO${harvest % 100}${code}${index + 1}`,
      document_no: issue(account, 'contract-note', reference, created),
      source: 'demo',
      product: crop.product,
      value_gross: gross,
      value_paid: 0,
      value_outstanding: gross,
      date_due_to: addDays(to, 30),
    });
    book.contractProducts.push({
      contract_reference: reference,
      line_no: 1,
      product: crop.product,
      package_code: 'BULK',
      quantity_contracted: loads * LOAD_TONNES,
      unit_price: price,
      moved_quantity: 0,
    });
  });
  // A contract called off before any grain moved.
  const cancelled = `G${harvest % 100}${code}09`;
  book.contracts.push({
    reference: cancelled,
    account_reference: account,
    sale_or_purchase: 'SALE',
    status: harvest % 2 ? 'Cancelled' : 'Pending Approval',
    date_created: `${harvest}-07-20T09:00:00Z`,
    date_movement_from: `${harvest + 1}-05-01`,
    date_movement_to: `${harvest + 1}-06-30`,
    crop_year: harvest,
    order_reference: null,
    document_no: null,
    source: 'demo',
    product: 'Feed Wheat',
    value_gross: 0,
    value_paid: 0,
    value_outstanding: 0,
    date_due_to: null,
  });
  book.contractProducts.push({
    contract_reference: cancelled,
    line_no: 1,
    product: 'Feed Wheat',
    package_code: 'BULK',
    quantity_contracted: 0,
    unit_price: 185,
    moved_quantity: 0,
  });
}

interface LoadPlan {
  account: string;
  reference: string;
  crop: Crop;
  from: string;
  to: string;
  loads: number;
  price: number;
  today: string;
  code: string;
  harvest: number;
}

/** A moved load: its day, and the claim settled on it (a negative amount, 0 for none). */
interface MovedLoad {
  id: string;
  day: string;
  claim: number;
}

/** The contract's loads, spread over its movement period; those before today moved, were weighed and sampled. */
function writeLoads(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, plan: LoadPlan): MovedLoad[] {
  const moved: MovedLoad[] = [];
  for (let load = 0; load < plan.loads; load++) {
    const day = addDays(plan.from, Math.floor((load * 75) / plan.loads));
    const isMoved = day < plan.today;
    const id = randomUUID();
    const movementReference = `${plan.reference}-${String(load + 1).padStart(2, '0')}`;
    let sampleId: string | null = null;
    let claim: { reference: string; amount: number } | undefined;
    if (isMoved) {
      sampleId = randomUUID();
      const results = plan.crop.analysis.map(([reference, name, unit, low, high]) => ({
        reference,
        name,
        unit,
        result: reference === 'HAG' ? random.int(low, high) : random.amount(low, high),
      }));
      // A wet load on every feed wheat contract (its third), so the claim preview has a miss to show: 16.2 % is over
      // feed wheat's 15 % (issue 15). Set after the draw, so every other value of the demo stays as it was.
      if (plan.crop.product === 'Feed Wheat' && load === 2) results[0]!.result = 16.2;
      book.samples.push({
        id: sampleId,
        account_reference: plan.account,
        reference: `SMP${movementReference}`,
        contract_reference: plan.reference,
        commodity_no: plan.crop.commodityNo,
        commodity: plan.crop.commodity,
        variety: random.pick(plan.crop.variety),
        locality: random.pick(['Saffron Walden', 'Ely', 'Market Rasen', 'Bildeston']),
        date_taken: day,
        crop_year: plan.harvest,
      });
      results.forEach((result, line) => book.sampleResults.push({ sample_id: sampleId!, line_no: line + 1, ...result }));
      claim = writeClaim(book, issue, plan, movementReference, day, results);
      moved.push({ id, day, claim: claim?.amount ?? 0 });
    }
    book.movements.push({
      id,
      account_reference: plan.account,
      contract_reference: plan.reference,
      movement_date: day,
      complete: isMoved,
      reference: movementReference,
      product: plan.crop.product,
      quantity: LOAD_TONNES,
      booking: `BK${plan.code}${random.int(100000, 999999)}`,
      // A ticket number is digits only, as the grid's numeric header filter expects (spec 3 §5).
      weighbridge: isMoved ? String(random.int(1000000, 9999999)) : null,
      vehicle: isMoved ? `${random.pick(['AE', 'AY', 'EX', 'FN', 'PE'])}${random.int(10, 73)} ${random.pick(['KLM', 'RTX', 'HGV', 'BDN', 'WPC'])}` : null,
      haulier: random.pick(HAULIERS),
      invoice_reference: null,
      claim_reference: claim?.reference ?? null,
      sample_id: sampleId,
    });
  }
  return moved;
}

/**
 * The claim on a load whose sample misses the contract grade's standard, from the same scale the quality-claim
 * preview estimates with (claim-scale.ts): the preview flags exactly the loads that got one, at the same £ a tonne.
 */
function writeClaim(
  book: DemoBook,
  issue: DocumentIssuer,
  plan: LoadPlan,
  movementReference: string,
  day: string,
  results: { reference: string; name: string; unit: string; result: number }[],
) {
  const standard = standardFor(plan.crop.product);
  const [claim] = standard ? previewClaims(standard, [{ reference: movementReference, results }], plan.price) : [];
  if (!claim?.deductionPerTonne) return undefined;
  const reference = `PA${movementReference}`;
  const created = addDays(day, 3);
  const amount = -pounds(LOAD_TONNES * claim.deductionPerTonne);
  book.priceAdjustments.push({
    reference,
    account_reference: plan.account,
    contract_reference: plan.reference,
    created,
    document_no: created < plan.today ? issue(plan.account, 'price-adjustment', reference, created) : null,
    description: `${claim.misses.map(missText).join('; ')}: £${claim.deductionPerTonne.toFixed(2)}/t on ${LOAD_TONNES} t`,
    amount,
  });
  return { reference, amount };
}

interface BillPlan {
  account: string;
  reference: string;
  crop: Crop;
  price: number;
  harvest: number;
  today: string;
  moved: MovedLoad[];
}

/**
 * One self bill a month for the loads moved in it, issued once the month is over; paid when its due day passed.
 * A bill pays the loads' value less the claims settled on them, as a merchant's self bill deducts them.
 */
function writeSelfBills(book: DemoBook, issue: DocumentIssuer, plan: BillPlan): void {
  const byMonth = new Map<string, MovedLoad[]>();
  for (const load of plan.moved) byMonth.set(load.day.slice(0, 7), [...(byMonth.get(load.day.slice(0, 7)) ?? []), load]);
  for (const [month, loads] of byMonth) {
    const invoiced = addDays(endOfMonth(`${month}-01`), 5);
    if (invoiced >= plan.today) continue;
    const reference = `SB${plan.reference.slice(1)}${month.slice(2, 4)}${month.slice(5)}`;
    const due = addDays(invoiced, 30);
    const net = pounds(loads.length * LOAD_TONNES * plan.price + loads.reduce((sum, load) => sum + load.claim, 0));
    const paid = due < plan.today;
    book.invoices.push({
      reference,
      account_reference: plan.account,
      kind: 'self-bill',
      contract_reference: plan.reference,
      document_no: issue(plan.account, 'self-bill', reference, invoiced),
      date_invoiced: invoiced,
      date_due: due,
      product: plan.crop.product,
      product_line: 'Grain',
      quantity: loads.length * LOAD_TONNES,
      net_value: net,
      outstanding: paid ? 0 : net,
      crop_year: plan.harvest,
    });
    const ids = new Set(loads.map((load) => load.id));
    for (const movement of book.movements) if (ids.has(movement.id!)) movement.invoice_reference = reference;
  }
}
