import type { ProductLineRow, PurchaseTransactionRow, SelfBillRow } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { calendarDay, type Db } from '../../db';
import { dateBetween, defineList, orEmpty, searchText, toNullableNumber, toNumber } from './list-definition';

/** Grain sales, Self Bills table: what the account was paid for the grain it sold. */
export const selfBills = defineList<'selfBills'>()({
  from: (db: Db) => db.selectFrom('invoices as i').leftJoin('contracts as c', 'c.reference', 'i.contract_reference'),
  select: (rows) =>
    rows.select([
      'i.reference',
      'i.document_no',
      calendarDay('i.date_invoiced').as('date_invoiced'),
      calendarDay('i.date_due').as('date_due'),
      'i.contract_reference',
      'i.product',
      'i.quantity',
      'i.net_value',
      'i.status',
      'i.crop_year',
      calendarDay('c.date_movement_from').as('date_movement_from'),
      calendarDay('c.date_movement_to').as('date_movement_to'),
    ]),
  account: (eb, account) => eb('i.account_reference', '=', account),
  always: (eb) => eb('i.kind', '=', sql.lit('self-bill')),
  sorts: {
    dateInvoiced: (eb) => eb.ref('i.date_invoiced'),
    dateDue: (eb) => eb.ref('i.date_due'),
    reference: (eb) => eb.ref('i.reference'),
    product: (eb) => eb.ref('i.product'),
    quantityInvoiced: (eb) => sql<string>`coalesce(${eb.ref('i.quantity')}, 0)`,
    netValue: (eb) => eb.ref('i.net_value'),
    status: (eb) => eb.ref('i.status'),
  },
  tieBreaker: ['i.reference'],
  dateRange: (eb, from, to) => dateBetween(eb, 'i.date_invoiced', from, to),
  // What the quick search matches, as migration 0018's trigram index holds it.
  search: (eb) =>
    searchText(eb.ref('i.reference'), eb.ref('i.product'), orEmpty(eb, 'i.product_line'), orEmpty(eb, 'i.contract_reference'), eb.ref('i.status')),
  filters: {
    status: (eb, status) => eb('i.status', '=', String(status) as SelfBillRow['status']),
    cropYear: (eb, year) => eb('i.crop_year', '=', Number(year)),
  },
  toRow: (raw): SelfBillRow => ({
    reference: raw.reference,
    documentNo: raw.document_no,
    dateInvoiced: raw.date_invoiced,
    dateDue: raw.date_due,
    orderReference: raw.contract_reference,
    product: raw.product,
    quantityInvoiced: toNumber(raw.quantity),
    netValue: toNumber(raw.net_value),
    status: raw.status,
    cropYear: toNullableNumber(raw.crop_year),
    movementPeriodFrom: raw.date_movement_from,
    movementPeriodTo: raw.date_movement_to,
  }),
  csv: [
    { header: 'Date invoiced', value: (row) => row.dateInvoiced },
    { header: 'Date due', value: (row) => row.dateDue },
    { header: 'Reference', value: (row) => row.reference },
    { header: 'Contract', value: (row) => row.orderReference },
    { header: 'Product', value: (row) => row.product },
    { header: 'Quantity invoiced (mt)', value: (row) => row.quantityInvoiced },
    { header: 'Net value, zero-rated (£)', value: (row) => row.netValue },
    { header: 'Status', value: (row) => row.status },
    { header: 'Crop year', value: (row) => row.cropYear },
    { header: 'Document', value: (row) => row.documentNo },
  ],
});

/** Purchases, Transactions tab: the invoices for the inputs the account bought. */
export const purchaseTransactions = defineList<'purchaseTransactions'>()({
  from: (db: Db) => db.selectFrom('invoices as i'),
  select: (rows) =>
    rows.select([
      'i.reference',
      'i.document_no',
      calendarDay('i.date_invoiced').as('date_invoiced'),
      calendarDay('i.date_due').as('date_due'),
      'i.product',
      'i.product_line',
      'i.net_value',
      'i.status',
    ]),
  account: (eb, account) => eb('i.account_reference', '=', account),
  always: (eb) => eb('i.kind', '=', sql.lit('invoice')),
  sorts: {
    transactionDate: (eb) => eb.ref('i.date_invoiced'),
    transactionReference: (eb) => eb.ref('i.reference'),
    product: (eb) => eb.ref('i.product'),
    productLine: (eb) => orEmpty(eb, 'i.product_line'),
    netValue: (eb) => eb.ref('i.net_value'),
    dueDate: (eb) => eb.ref('i.date_due'),
    status: (eb) => eb.ref('i.status'),
  },
  tieBreaker: ['i.reference'],
  dateRange: (eb, from, to) => dateBetween(eb, 'i.date_invoiced', from, to),
  // What the quick search matches, as migration 0018's trigram index holds it.
  search: (eb) =>
    searchText(eb.ref('i.reference'), eb.ref('i.product'), orEmpty(eb, 'i.product_line'), orEmpty(eb, 'i.contract_reference'), eb.ref('i.status')),
  filters: {
    status: (eb, status) => eb('i.status', '=', String(status) as PurchaseTransactionRow['status']),
    productLine: (eb, line) => eb('i.product_line', '=', String(line)),
  },
  toRow: (raw): PurchaseTransactionRow => ({
    transactionDate: raw.date_invoiced,
    transactionReference: raw.reference,
    documentNo: raw.document_no,
    product: raw.product,
    productLine: raw.product_line ?? '',
    netValue: toNumber(raw.net_value),
    dueDate: raw.date_due,
    status: raw.status,
  }),
  csv: [
    { header: 'Transaction date', value: (row) => row.transactionDate },
    { header: 'Reference', value: (row) => row.transactionReference },
    { header: 'Product', value: (row) => row.product },
    { header: 'Product line', value: (row) => row.productLine },
    { header: 'Net value excl. VAT (£)', value: (row) => row.netValue },
    { header: 'Due date', value: (row) => row.dueDate },
    { header: 'Status', value: (row) => row.status },
    { header: 'Document', value: (row) => row.documentNo },
  ],
});

/** Purchases, Product tab: each product line of those invoices. */
export const purchaseProducts = defineList<'purchaseProducts'>()({
  // A left join (every line has its invoice): a total without a status filter then never reads the invoices.
  from: (db: Db) => db.selectFrom('invoice_lines as l').leftJoin('invoices as i', 'i.reference', 'l.invoice_reference'),
  select: (rows) =>
    rows.select([
      calendarDay('l.transaction_date').as('transaction_date'),
      'l.invoice_reference',
      'i.document_no',
      'l.line_no',
      'l.product',
      'l.product_line',
      'l.unit',
      'l.no_of_units',
      'l.unit_price',
      'l.pack_size',
      'l.no_of_packs',
      'l.pack_price',
      'l.net_value',
    ]),
  account: (eb, account) => eb('l.account_reference', '=', account),
  sorts: {
    transactionDate: (eb) => eb.ref('l.transaction_date'),
    transactionReference: (eb) => eb.ref('l.invoice_reference'),
    product: (eb) => eb.ref('l.product'),
    productLine: (eb) => eb.ref('l.product_line'),
    noOfUnits: (eb) => eb.ref('l.no_of_units'),
    unitPrice: (eb) => eb.ref('l.unit_price'),
    netValue: (eb) => eb.ref('l.net_value'),
  },
  tieBreaker: ['l.invoice_reference', 'l.line_no'],
  dateRange: (eb, from, to) => dateBetween(eb, 'l.transaction_date', from, to),
  search: (eb) => searchText(eb.ref('l.invoice_reference'), eb.ref('l.product'), eb.ref('l.product_line')),
  filters: {
    status: (eb, status) => eb('i.status', '=', String(status) as PurchaseTransactionRow['status']),
    productLine: (eb, line) => eb('l.product_line', '=', String(line)),
  },
  toRow: (raw): ProductLineRow => ({
    transactionDate: raw.transaction_date,
    transactionReference: raw.invoice_reference,
    documentNo: raw.document_no,
    lineNo: raw.line_no,
    product: raw.product,
    productLine: raw.product_line,
    unit: raw.unit,
    noOfUnits: toNumber(raw.no_of_units),
    unitPrice: toNumber(raw.unit_price),
    packSize: raw.pack_size,
    noOfPacks: raw.no_of_packs,
    packPrice: toNumber(raw.pack_price),
    netValue: toNumber(raw.net_value),
  }),
  csv: [
    { header: 'Transaction date', value: (row) => row.transactionDate },
    { header: 'Reference', value: (row) => row.transactionReference },
    { header: 'Product', value: (row) => row.product },
    { header: 'Product line', value: (row) => row.productLine },
    { header: 'Unit', value: (row) => row.unit },
    { header: 'No. of units', value: (row) => row.noOfUnits },
    { header: 'Unit price excl. VAT (£)', value: (row) => row.unitPrice },
    { header: 'Pack size', value: (row) => row.packSize },
    { header: 'No. of packs', value: (row) => row.noOfPacks },
    { header: 'Pack price excl. VAT (£)', value: (row) => row.packPrice },
    { header: 'Net value excl. VAT (£)', value: (row) => row.netValue },
  ],
});
