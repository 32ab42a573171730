import type { MovementRow } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { contains, dateBetween, day, toNumber, type ListDefinition } from './list-definition';

const documentOf = (reference: unknown, documentNo: unknown) =>
  reference ? [{ reference: String(reference), documentNo: (documentNo as string | null) ?? null }] : [];
const text = (value: unknown) => (value as string | null) ?? null;

/**
 * The movements grid (spec 3 §2, §3 Movement): every load of the account, planned or moved, with the document numbers
 * of the contract, self bill and claim it is on. Those are subqueries in the select list, not joins: the database then
 * looks them up for the rows of the page only, after its sort and limit, where a join would be made for every row
 * that matches a search or filter before the page is cut from them. The count reads movements alone.
 */
export const movements: ListDefinition<'movements'> = {
  from: sql`movements m`,
  account: sql`m.account_reference`,
  select: sql`m.id, ${day('m.movement_date')}, m.complete, m.contract_reference,
    (select c.document_no from contracts c where c.reference = m.contract_reference) as contract_document_no, m.reference, m.product,
    m.quantity, m.booking, m.invoice_reference, (select i.document_no from invoices i where i.reference = m.invoice_reference) as invoice_document_no,
    m.claim_reference, (select a.document_no from price_adjustments a where a.reference = m.claim_reference) as claim_document_no,
    m.weighbridge, m.vehicle, m.haulier`,
  // As migration 0019's indexes hold them.
  sorts: {
    date: sql`m.movement_date`,
    contract: sql`coalesce(m.contract_reference, '')`,
    reference: sql`m.reference`,
    product: sql`m.product`,
    quantity: sql`m.quantity`,
    booking: sql`coalesce(m.booking, '')`,
    weighbridge: sql`coalesce(m.weighbridge, '')`,
    vehicle: sql`coalesce(m.vehicle, '')`,
    haulier: sql`coalesce(m.haulier, '')`,
  },
  // A product's (or a day's) loads read in contract and load order; the id settles the rest.
  tieBreaker: [sql`m.reference`, sql`m.id`],
  dateRange: dateBetween(sql`m.movement_date`),
  search: sql`(m.reference || ' ' || m.product || ' ' || coalesce(m.contract_reference, '') || ' ' || coalesce(m.booking, '') || ' ' || coalesce(m.invoice_reference, '') || ' ' || coalesce(m.claim_reference, '') || ' ' || coalesce(m.weighbridge, '') || ' ' || coalesce(m.vehicle, '') || ' ' || coalesce(m.haulier, ''))`,
  filters: {
    status: (status) => sql`m.complete = ${status === 'complete'}`,
    contractReference: contains(sql`m.contract_reference`),
    product: contains(sql`m.product`),
    vehicle: contains(sql`m.vehicle`),
    haulier: contains(sql`m.haulier`),
    // Whole tonnes: '29' finds 29.00 to 29.99.
    quantity: (tonnes) => sql`m.quantity >= ${Number(tonnes)} and m.quantity < ${Number(tonnes) + 1}`,
    // A ticket number's first digits, which its prefix index (migration 0019) finds among a million.
    weighbridge: (digits) => sql`m.weighbridge like ${`${digits}%`}`,
  },
  toRow: (raw): MovementRow => ({
    id: String(raw.id),
    date: String(raw.movement_date),
    complete: Boolean(raw.complete),
    contract: raw.contract_reference ? documentOf(raw.contract_reference, raw.contract_document_no)[0]! : null,
    reference: String(raw.reference),
    product: String(raw.product),
    quantity: toNumber(raw.quantity),
    booking: text(raw.booking),
    invoices: documentOf(raw.invoice_reference, raw.invoice_document_no),
    claims: documentOf(raw.claim_reference, raw.claim_document_no),
    weighbridge: text(raw.weighbridge),
    vehicle: text(raw.vehicle),
    haulier: text(raw.haulier),
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
};
