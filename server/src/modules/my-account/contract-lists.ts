import { contractNet, type ContractSummary, type GrainSaleContractRow } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { day, equals, rangeOf, toIsoDateTime, toNullableNumber, toNumber, type ListDefinition } from './list-definition';

const contractFrom = sql`contracts c left join contract_products p on p.contract_reference = c.reference and p.line_no = 1`;
const noDate = sql`'1900-01-01'::date`;
/** What the quick search matches, as migration 0018's trigram index holds it. */
const contractSearchText = sql`(c.reference || ' ' || coalesce(c.order_reference, '') || ' ' || coalesce(c.product, '') || ' ' || c.status)`;
// A contract's day is its UK calendar day: the range's ends are UK midnights, so the index on date_created serves it.
const ukMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/London')`;

/** The contract's money as its row holds it (refreshContractFigures derives it): net is gross plus its adjustments. */
function contractValue(raw: Record<string, unknown>): ContractSummary['value'] {
  const gross = toNumber(raw.value_gross);
  const adjustments = toNumber(raw.value_adjustments);
  return {
    gross,
    adjustments,
    net: contractNet(gross, adjustments),
    paid: toNumber(raw.value_paid),
    outstanding: toNumber(raw.value_outstanding),
    dateDueTo: (raw.date_due_to as string | null) ?? null,
  };
}

/** All transactions (§7 report=outstandingBalance): every contract with what is owed on it. */
export const allTransactions: ListDefinition<'allTransactions'> = {
  from: contractFrom,
  account: sql`c.account_reference`,
  select: sql`c.reference, c.sale_or_purchase, c.status, c.date_created, ${day('c.date_movement_from')}, ${day('c.date_movement_to')}, c.crop_year,
    p.product, c.product_line, c.value_gross, c.value_adjustments, c.value_outstanding, c.value_paid, ${day('c.date_due_to')}, c.document_no`,
  sorts: {
    dateCreated: sql`c.date_created`,
    reference: sql`c.reference`,
    dateMovementFrom: sql`coalesce(c.date_movement_from, ${noDate})`,
    valueGross: sql`c.value_gross`,
    valueOutstanding: sql`c.value_outstanding`,
    status: sql`c.status`,
  },
  tieBreaker: [sql`c.reference`],
  dateRange: rangeOf(
    (from) => sql`c.date_created >= ${ukMidnight(from)}`,
    (to) => sql`c.date_created < ${ukMidnight(to, 1)}`,
  ),
  search: contractSearchText,
  filters: {
    // A contract with nothing to pay (cancelled before any grain moved) is neither paid nor unpaid (paymentOf).
    status: (status) =>
      status === 'Paid' ? sql`c.value_outstanding = 0 and c.value_gross > 0` : status === 'Unpaid' ? sql`c.value_outstanding > 0` : undefined,
    cropYear: equals(sql`c.crop_year`),
    productLine: equals(sql`c.product_line`),
    type: (type) => sql`c.sale_or_purchase = ${type === 'sale' ? 'SALE' : 'PURCHASE'}`,
  },
  toRow: (raw): ContractSummary => ({
    reference: String(raw.reference),
    saleOrPurchase: raw.sale_or_purchase as ContractSummary['saleOrPurchase'],
    status: raw.status as ContractSummary['status'],
    dateCreated: toIsoDateTime(raw.date_created),
    dateMovementFrom: (raw.date_movement_from as string | null) ?? null,
    dateMovementTo: (raw.date_movement_to as string | null) ?? null,
    cropYear: toNullableNumber(raw.crop_year),
    product: (raw.product as string | null) ?? null,
    productLine: (raw.product_line as string | null) ?? null,
    value: contractValue(raw),
    documentNo: (raw.document_no as string | null) ?? null,
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
};

/** Grain sales, Contracts table: the account's sale contracts by movement period. */
export const grainSaleContracts: ListDefinition<'grainSaleContracts'> = {
  from: contractFrom,
  account: sql`c.account_reference`,
  always: sql`c.sale_or_purchase = 'SALE'`,
  select: sql`c.reference, c.order_reference, c.document_no, ${day('c.date_movement_from')}, ${day('c.date_movement_to')}, p.product,
    p.quantity_contracted, p.moved_quantity, p.unit_price, c.status, c.crop_year`,
  sorts: {
    movementPeriodFrom: sql`coalesce(c.date_movement_from, ${noDate})`,
    contractReference: sql`c.reference`,
    product: sql`coalesce(c.product, '')`,
    contractQuantity: sql`coalesce(p.quantity_contracted, 0)`,
    price: sql`coalesce(p.unit_price, 0)`,
    status: sql`c.status`,
    cropYear: sql`coalesce(c.crop_year, 0)`,
  },
  tieBreaker: [sql`c.reference`],
  // A contract is in the range when its movement period overlaps it.
  dateRange: rangeOf(
    (from) => sql`c.date_movement_to >= ${from}::date`,
    (to) => sql`c.date_movement_from <= ${to}::date`,
  ),
  search: contractSearchText,
  filters: { status: equals(sql`c.status`), cropYear: equals(sql`c.crop_year`) },
  toRow: (raw): GrainSaleContractRow => ({
    contractReference: String(raw.reference),
    orderReference: (raw.order_reference as string | null) ?? null,
    orderDocumentNo: (raw.document_no as string | null) ?? null,
    movementPeriodFrom: (raw.date_movement_from as string | null) ?? null,
    movementPeriodTo: (raw.date_movement_to as string | null) ?? null,
    product: (raw.product as string | null) ?? null,
    contractQuantity: toNumber(raw.quantity_contracted),
    movedQuantity: toNumber(raw.moved_quantity),
    price: toNullableNumber(raw.unit_price),
    status: raw.status as GrainSaleContractRow['status'],
    cropYear: toNullableNumber(raw.crop_year),
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
};
