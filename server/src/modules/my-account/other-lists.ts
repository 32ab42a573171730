import { fulfilmentOf, type HaulierSelfBillRow, type OrderRow } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { dateBetween, day, equals, toNumber, type ListDefinition } from './list-definition';

/** Purchases, Orders tab. */
export const purchaseOrders: ListDefinition<'purchaseOrders'> = {
  from: sql`orders o`,
  account: sql`o.account_reference`,
  select: sql`${day('o.order_date')}, o.reference, o.document_no, o.order_document_no, o.product, o.product_line, o.net_value, o.status, o.contract_reference`,
  sorts: {
    orderDate: sql`o.order_date`,
    orderReference: sql`o.reference`,
    product: sql`o.product`,
    productLine: sql`o.product_line`,
    netValue: sql`o.net_value`,
    status: sql`o.status`,
  },
  tieBreaker: [sql`o.reference`],
  dateRange: dateBetween(sql`o.order_date`),
  search: sql`(o.reference || ' ' || o.product || ' ' || o.product_line || ' ' || o.status)`,
  filters: { status: equals(sql`o.status`), productLine: equals(sql`o.product_line`) },
  toRow: (raw): OrderRow => ({
    fulfilment: fulfilmentOf(raw.status as OrderRow['status']),
    orderDate: String(raw.order_date),
    orderReference: String(raw.reference),
    documentNo: (raw.document_no as string | null) ?? null,
    orderDocumentNo: (raw.order_document_no as string | null) ?? null,
    product: String(raw.product),
    productLine: String(raw.product_line),
    netValue: toNumber(raw.net_value),
    status: raw.status as OrderRow['status'],
    contractReference: (raw.contract_reference as string | null) ?? null,
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
};

/** Haulier self bills: what the account is paid for hauling. */
export const haulierSelfBills: ListDefinition<'haulierSelfBills'> = {
  from: sql`haulier_self_bills h`,
  account: sql`h.account_reference`,
  select: sql`h.reference, h.document_no, ${day('h.date_created')}, h.description, h.status, ${day('h.due')}, h.total, h.outstanding`,
  sorts: {
    dateCreated: sql`h.date_created`,
    reference: sql`h.reference`,
    due: sql`h.due`,
    total: sql`h.total`,
    outstanding: sql`h.outstanding`,
    status: sql`h.status`,
  },
  tieBreaker: [sql`h.reference`],
  dateRange: dateBetween(sql`h.date_created`),
  search: sql`(h.reference || ' ' || h.description || ' ' || h.status)`,
  filters: { status: equals(sql`h.status`) },
  toRow: (raw): HaulierSelfBillRow => ({
    reference: String(raw.reference),
    documentNo: (raw.document_no as string | null) ?? null,
    dateCreated: String(raw.date_created),
    description: String(raw.description),
    status: raw.status as HaulierSelfBillRow['status'],
    due: String(raw.due),
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
};
