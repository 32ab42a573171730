import type { MovementRow } from '@farm/area-my-account/domain';
import { calendarDay, type Db } from '../../db';
import { contains, dateBetween, defineList, orEmpty, searchText, toNumber } from './list-definition';

const documentOf = (reference: string | null, documentNo: string | null) => (reference ? [{ reference, documentNo }] : []);

/**
 * The movements grid (spec 3 §2, §3 Movement): every load of the account, planned or moved, with the document numbers
 * of the contract, self bill and claim it is on. Those are subqueries in the select list, not joins: the database then
 * looks them up for the rows of the page only, after its sort and limit, where a join would be made for every row
 * that matches a search or filter before the page is cut from them. The count reads movements alone.
 */
export const movements = defineList<'movements'>()({
  from: (db: Db) => db.selectFrom('movements as m'),
  select: (rows) =>
    rows.select((eb) => [
      'm.id',
      calendarDay('m.movement_date').as('movement_date'),
      'm.complete',
      'm.contract_reference',
      eb.selectFrom('contracts as c').select('c.document_no').whereRef('c.reference', '=', 'm.contract_reference').as('contract_document_no'),
      'm.reference',
      'm.product',
      'm.quantity',
      'm.booking',
      'm.invoice_reference',
      eb.selectFrom('invoices as i').select('i.document_no').whereRef('i.reference', '=', 'm.invoice_reference').as('invoice_document_no'),
      'm.claim_reference',
      eb.selectFrom('price_adjustments as a').select('a.document_no').whereRef('a.reference', '=', 'm.claim_reference').as('claim_document_no'),
      'm.weighbridge',
      'm.vehicle',
      'm.haulier',
    ]),
  account: (eb, account) => eb('m.account_reference', '=', account),
  // As migration 0019's indexes hold them.
  sorts: {
    date: (eb) => eb.ref('m.movement_date'),
    contract: (eb) => orEmpty(eb, 'm.contract_reference'),
    reference: (eb) => eb.ref('m.reference'),
    product: (eb) => eb.ref('m.product'),
    quantity: (eb) => eb.ref('m.quantity'),
    booking: (eb) => orEmpty(eb, 'm.booking'),
    weighbridge: (eb) => orEmpty(eb, 'm.weighbridge'),
    vehicle: (eb) => orEmpty(eb, 'm.vehicle'),
    haulier: (eb) => orEmpty(eb, 'm.haulier'),
  },
  // A product's (or a day's) loads read in contract and load order; the id settles the rest.
  tieBreaker: ['m.reference', 'm.id'],
  dateRange: (eb, from, to) => dateBetween(eb, 'm.movement_date', from, to),
  search: (eb) =>
    searchText(
      eb.ref('m.reference'),
      eb.ref('m.product'),
      ...(['m.contract_reference', 'm.booking', 'm.invoice_reference', 'm.claim_reference', 'm.weighbridge', 'm.vehicle', 'm.haulier'] as const).map((column) =>
        orEmpty(eb, column),
      ),
    ),
  filters: {
    status: (eb, status) => eb('m.complete', '=', status === 'complete'),
    contractReference: (eb, value) => contains(eb, 'm.contract_reference', value),
    product: (eb, value) => contains(eb, 'm.product', value),
    vehicle: (eb, value) => contains(eb, 'm.vehicle', value),
    haulier: (eb, value) => contains(eb, 'm.haulier', value),
    // Whole tonnes: '29' finds 29.00 to 29.99.
    quantity: (eb, tonnes) => eb.and([eb('m.quantity', '>=', String(Number(tonnes))), eb('m.quantity', '<', String(Number(tonnes) + 1))]),
    // A ticket number's first digits, which its prefix index (migration 0019) finds among a million.
    weighbridge: (eb, digits) => eb('m.weighbridge', 'like', `${digits}%`),
  },
  toRow: (raw): MovementRow => ({
    id: raw.id,
    date: raw.movement_date,
    complete: raw.complete,
    contract: raw.contract_reference ? { reference: raw.contract_reference, documentNo: raw.contract_document_no } : null,
    reference: raw.reference,
    product: raw.product,
    quantity: toNumber(raw.quantity),
    booking: raw.booking,
    invoices: documentOf(raw.invoice_reference, raw.invoice_document_no),
    claims: documentOf(raw.claim_reference, raw.claim_document_no),
    weighbridge: raw.weighbridge,
    vehicle: raw.vehicle,
    haulier: raw.haulier,
  }),
  csv: [
    { header: 'Date', value: (row) => row.date },
    { header: 'Status', value: (row) => (row.complete ? 'Moved' : 'Planned') },
    { header: 'Contract', value: (row) => row.contract?.reference ?? null },
    { header: 'Movement', value: (row) => row.reference },
    { header: 'Product', value: (row) => row.product },
    { header: 'Quantity (mt)', value: (row) => row.quantity },
    { header: 'Reference', value: (row) => row.booking },
    { header: 'Invoices', value: (row) => row.invoices.map((invoice) => invoice.reference).join(' ') },
    { header: 'Claims', value: (row) => row.claims.map((claim) => claim.reference).join(' ') },
    { header: 'Weighbridge', value: (row) => row.weighbridge },
    { header: 'Vehicle reg', value: (row) => row.vehicle },
    { header: 'Haulier', value: (row) => row.haulier },
  ],
});
