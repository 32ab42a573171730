import { contractNet, type ContractSummary, type GrainSaleContractRow } from '@farm/area-my-account/domain';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { calendarDay, type Database, type Db } from '../../db';
import { defineList, orEmpty, rangeOf, searchText, toIsoDateTime, toNullableNumber, toNumber } from './list-definition';

type ContractTables = Database & { c: Database['contracts']; p: Database['contract_products'] };
/** A contract and its first product line: what both contract lists read. */
const contractFrom = (db: Db) =>
  db.selectFrom('contracts as c').leftJoin('contract_products as p', (join) => join.onRef('p.contract_reference', '=', 'c.reference').on('p.line_no', '=', 1));
const noDate = sql<string>`'1900-01-01'::date`;
/** What the quick search matches, as migration 0018's trigram index holds it. */
const contractSearchText = (eb: ExpressionBuilder<ContractTables, 'c' | 'p'>) =>
  searchText(eb.ref('c.reference'), orEmpty(eb, 'c.order_reference'), orEmpty(eb, 'c.product'), eb.ref('c.status'));
/** A nullable date or number as the indexes hold it for sorting. */
const orNoDate = (eb: ExpressionBuilder<ContractTables, 'c' | 'p'>, column: 'c.date_movement_from') => eb.fn.coalesce(column, noDate);
const orZero = (eb: ExpressionBuilder<ContractTables, 'c' | 'p'>, column: 'p.quantity_contracted' | 'p.unit_price' | 'c.crop_year') =>
  sql<number>`coalesce(${eb.ref(column)}, 0)`;
// A contract's day is its UK calendar day: the range's ends are UK midnights, so the index on date_created serves it.
const ukMidnight = (day: string, plusDays = 0) => sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/London')`;

/** The contract's money as its row holds it (refreshContractFigures derives it): net is gross plus its adjustments. */
function contractValue(raw: {
  value_gross: string;
  value_adjustments: string;
  value_paid: string;
  value_outstanding: string;
  date_due_to: string | null;
}): ContractSummary['value'] {
  const gross = toNumber(raw.value_gross);
  const adjustments = toNumber(raw.value_adjustments);
  return {
    gross,
    adjustments,
    net: contractNet(gross, adjustments),
    paid: toNumber(raw.value_paid),
    outstanding: toNumber(raw.value_outstanding),
    dateDueTo: raw.date_due_to,
  };
}

/** All transactions (§7 report=outstandingBalance): every contract with what is owed on it. */
export const allTransactions = defineList<'allTransactions'>()({
  from: contractFrom,
  select: (rows) =>
    rows.select([
      'c.reference',
      'c.sale_or_purchase',
      'c.status',
      'c.date_created',
      calendarDay('c.date_movement_from').as('date_movement_from'),
      calendarDay('c.date_movement_to').as('date_movement_to'),
      'c.crop_year',
      'p.product',
      'c.product_line',
      'c.value_gross',
      'c.value_adjustments',
      'c.value_outstanding',
      'c.value_paid',
      calendarDay('c.date_due_to').as('date_due_to'),
      'c.document_no',
    ]),
  account: (eb, account) => eb('c.account_reference', '=', account),
  sorts: {
    dateCreated: (eb) => eb.ref('c.date_created'),
    reference: (eb) => eb.ref('c.reference'),
    dateMovementFrom: (eb) => orNoDate(eb, 'c.date_movement_from'),
    valueGross: (eb) => eb.ref('c.value_gross'),
    valueOutstanding: (eb) => eb.ref('c.value_outstanding'),
    status: (eb) => eb.ref('c.status'),
  },
  tieBreaker: ['c.reference'],
  dateRange: (eb, from, to) =>
    rangeOf(
      eb,
      { from, to },
      (day) => eb('c.date_created', '>=', ukMidnight(day)),
      (day) => eb('c.date_created', '<', ukMidnight(day, 1)),
    ),
  search: contractSearchText,
  filters: {
    // A contract with nothing to pay (cancelled before any grain moved) is neither paid nor unpaid (paymentOf).
    status: (eb, status) =>
      status === 'Paid'
        ? eb.and([eb('c.value_outstanding', '=', '0'), eb('c.value_gross', '>', '0')])
        : status === 'Unpaid'
          ? eb('c.value_outstanding', '>', '0')
          : undefined,
    cropYear: (eb, year) => eb('c.crop_year', '=', Number(year)),
    productLine: (eb, line) => eb('c.product_line', '=', String(line)),
    type: (eb, type) => eb('c.sale_or_purchase', '=', type === 'sale' ? 'SALE' : 'PURCHASE'),
  },
  toRow: (raw): ContractSummary => ({
    reference: raw.reference,
    saleOrPurchase: raw.sale_or_purchase,
    status: raw.status,
    dateCreated: toIsoDateTime(raw.date_created),
    dateMovementFrom: raw.date_movement_from,
    dateMovementTo: raw.date_movement_to,
    cropYear: raw.crop_year,
    product: raw.product,
    productLine: raw.product_line,
    value: contractValue(raw),
    documentNo: raw.document_no,
  }),
  csv: [
    { header: 'Contract', value: (row) => row.reference },
    { header: 'Type', value: (row) => (row.saleOrPurchase === 'SALE' ? 'Sale' : 'Purchase') },
    { header: 'Date created', value: (row) => row.dateCreated.slice(0, 10) },
    { header: 'Product', value: (row) => row.product },
    { header: 'Product line', value: (row) => row.productLine },
    { header: 'Movement from', value: (row) => row.dateMovementFrom },
    { header: 'Movement to', value: (row) => row.dateMovementTo },
    { header: 'Crop year', value: (row) => row.cropYear },
    { header: 'Gross (£)', value: (row) => row.value.gross },
    { header: 'Adjustments (£)', value: (row) => row.value.adjustments },
    { header: 'Net (£)', value: (row) => row.value.net },
    { header: 'Paid (£)', value: (row) => row.value.paid },
    { header: 'Outstanding (£)', value: (row) => row.value.outstanding },
    // Every amount says whether it includes VAT: grain is zero-rated, an inputs agreement's amounts include it.
    { header: 'VAT', value: (row) => (row.saleOrPurchase === 'SALE' ? 'None (zero-rated)' : 'Included') },
    { header: 'Due', value: (row) => row.value.dateDueTo },
    { header: 'Status', value: (row) => row.status },
    { header: 'Document', value: (row) => row.documentNo },
  ],
});

/** Grain sales, Contracts table: the account's sale contracts by movement period. */
export const grainSaleContracts = defineList<'grainSaleContracts'>()({
  from: contractFrom,
  select: (rows) =>
    rows.select([
      'c.reference',
      'c.order_reference',
      'c.document_no',
      calendarDay('c.date_movement_from').as('date_movement_from'),
      calendarDay('c.date_movement_to').as('date_movement_to'),
      'p.product',
      'p.quantity_contracted',
      'p.moved_quantity',
      'p.unit_price',
      'c.status',
      'c.crop_year',
    ]),
  account: (eb, account) => eb('c.account_reference', '=', account),
  always: (eb) => eb('c.sale_or_purchase', '=', sql.lit('SALE')),
  sorts: {
    movementPeriodFrom: (eb) => orNoDate(eb, 'c.date_movement_from'),
    contractReference: (eb) => eb.ref('c.reference'),
    product: (eb) => orEmpty(eb, 'c.product'),
    contractQuantity: (eb) => orZero(eb, 'p.quantity_contracted'),
    price: (eb) => orZero(eb, 'p.unit_price'),
    status: (eb) => eb.ref('c.status'),
    cropYear: (eb) => orZero(eb, 'c.crop_year'),
  },
  tieBreaker: ['c.reference'],
  // A contract is in the range when its movement period overlaps it.
  dateRange: (eb, from, to) =>
    rangeOf(
      eb,
      { from, to },
      (day) => sql<SqlBool>`${eb.ref('c.date_movement_to')} >= ${day}::date`,
      (day) => sql<SqlBool>`${eb.ref('c.date_movement_from')} <= ${day}::date`,
    ),
  search: contractSearchText,
  filters: {
    status: (eb, status) => eb('c.status', '=', String(status) as GrainSaleContractRow['status']),
    cropYear: (eb, year) => eb('c.crop_year', '=', Number(year)),
  },
  toRow: (raw): GrainSaleContractRow => ({
    contractReference: raw.reference,
    orderReference: raw.order_reference,
    orderDocumentNo: raw.document_no,
    movementPeriodFrom: raw.date_movement_from,
    movementPeriodTo: raw.date_movement_to,
    product: raw.product,
    contractQuantity: toNumber(raw.quantity_contracted),
    movedQuantity: toNumber(raw.moved_quantity),
    price: toNullableNumber(raw.unit_price),
    status: raw.status,
    cropYear: raw.crop_year,
  }),
  csv: [
    { header: 'Movement from', value: (row) => row.movementPeriodFrom },
    { header: 'Movement to', value: (row) => row.movementPeriodTo },
    { header: 'Product', value: (row) => row.product },
    { header: 'Contract', value: (row) => row.contractReference },
    { header: 'Order reference', value: (row) => row.orderReference },
    { header: 'Contract quantity (mt)', value: (row) => row.contractQuantity },
    { header: 'Moved quantity (mt)', value: (row) => row.movedQuantity },
    { header: 'Price (£/mt)', value: (row) => row.price },
    { header: 'Status', value: (row) => row.status },
    { header: 'Crop year', value: (row) => row.cropYear },
  ],
});
