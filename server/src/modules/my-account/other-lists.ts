import { fulfilmentOf, type HaulierSelfBillRow, type OrderRow } from '@farm/area-my-account/domain';
import { calendarDay, type Db } from '../../db';
import { dateBetween, defineList, searchText, toNumber } from './list-definition';

/** Purchases, Orders tab. */
export const purchaseOrders = defineList<'purchaseOrders'>()({
  from: (db: Db) => db.selectFrom('orders as o'),
  select: (rows) =>
    rows.select([
      calendarDay('o.order_date').as('order_date'),
      'o.reference',
      'o.document_no',
      'o.order_document_no',
      'o.product',
      'o.product_line',
      'o.net_value',
      'o.status',
      'o.contract_reference',
    ]),
  account: (eb, account) => eb('o.account_reference', '=', account),
  sorts: {
    orderDate: (eb) => eb.ref('o.order_date'),
    orderReference: (eb) => eb.ref('o.reference'),
    product: (eb) => eb.ref('o.product'),
    productLine: (eb) => eb.ref('o.product_line'),
    netValue: (eb) => eb.ref('o.net_value'),
    status: (eb) => eb.ref('o.status'),
  },
  tieBreaker: ['o.reference'],
  dateRange: (eb, from, to) => dateBetween(eb, 'o.order_date', from, to),
  search: (eb) => searchText(eb.ref('o.reference'), eb.ref('o.product'), eb.ref('o.product_line'), eb.ref('o.status')),
  filters: {
    status: (eb, status) => eb('o.status', '=', String(status) as OrderRow['status']),
    productLine: (eb, line) => eb('o.product_line', '=', String(line)),
  },
  toRow: (raw): OrderRow => ({
    fulfilment: fulfilmentOf(raw.status),
    orderDate: raw.order_date,
    orderReference: raw.reference,
    documentNo: raw.document_no,
    orderDocumentNo: raw.order_document_no,
    product: raw.product,
    productLine: raw.product_line,
    netValue: toNumber(raw.net_value),
    status: raw.status,
    contractReference: raw.contract_reference,
  }),
  csv: [
    { header: 'Order date', value: (row) => row.orderDate },
    { header: 'Order reference', value: (row) => row.orderReference },
    { header: 'Product', value: (row) => row.product },
    { header: 'Product line', value: (row) => row.productLine },
    { header: 'Net value excl. VAT (£)', value: (row) => row.netValue },
    { header: 'Status', value: (row) => row.status },
    { header: 'Fulfilment', value: (row) => row.fulfilment },
    { header: 'Document', value: (row) => row.documentNo },
  ],
});

/** Haulier self bills: what the account is paid for hauling. */
export const haulierSelfBills = defineList<'haulierSelfBills'>()({
  from: (db: Db) => db.selectFrom('haulier_self_bills as h'),
  select: (rows) =>
    rows.select([
      'h.reference',
      'h.document_no',
      calendarDay('h.date_created').as('date_created'),
      'h.description',
      'h.status',
      calendarDay('h.due').as('due'),
      'h.total',
      'h.outstanding',
    ]),
  account: (eb, account) => eb('h.account_reference', '=', account),
  sorts: {
    dateCreated: (eb) => eb.ref('h.date_created'),
    reference: (eb) => eb.ref('h.reference'),
    due: (eb) => eb.ref('h.due'),
    total: (eb) => eb.ref('h.total'),
    outstanding: (eb) => eb.ref('h.outstanding'),
    status: (eb) => eb.ref('h.status'),
  },
  tieBreaker: ['h.reference'],
  dateRange: (eb, from, to) => dateBetween(eb, 'h.date_created', from, to),
  search: (eb) => searchText(eb.ref('h.reference'), eb.ref('h.description'), eb.ref('h.status')),
  filters: { status: (eb, status) => eb('h.status', '=', String(status) as HaulierSelfBillRow['status']) },
  toRow: (raw): HaulierSelfBillRow => ({
    reference: raw.reference,
    documentNo: raw.document_no,
    dateCreated: raw.date_created,
    description: raw.description,
    status: raw.status,
    due: raw.due,
    total: toNumber(raw.total),
    outstanding: toNumber(raw.outstanding),
  }),
  csv: [
    { header: 'Date created', value: (row) => row.dateCreated },
    { header: 'Reference', value: (row) => row.reference },
    { header: 'Description', value: (row) => row.description },
    { header: 'Due', value: (row) => row.due },
    { header: 'Total incl. VAT (£)', value: (row) => row.total },
    { header: 'Outstanding incl. VAT (£)', value: (row) => row.outstanding },
    { header: 'Status', value: (row) => row.status },
    { header: 'Document', value: (row) => row.documentNo },
  ],
});
