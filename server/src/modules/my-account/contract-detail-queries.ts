import type { ContractDetail } from '@farm/area-my-account/domain';
import { calendarDay, type Db } from '../../db';
import { allTransactions } from './contract-lists';
import { toNumber } from './list-definition';

/** The contract of the account with everything its details dialog shows, or undefined (unknown, or another account's). */
export async function readContractDetail(db: Db, account: string, reference: string): Promise<ContractDetail | undefined> {
  const raw = await allTransactions
    .select(allTransactions.from(db))
    .select('c.order_reference')
    .where((eb) => eb.and([allTransactions.account(eb, account), eb('c.reference', '=', reference)]))
    .executeTakeFirst();
  if (!raw) return undefined;
  const summary = allTransactions.toRow(raw);
  const isSale = summary.saleOrPurchase === 'SALE';
  const [products, movements, invoices, samples, adjustments] = await Promise.all([
    db.selectFrom('contract_products').selectAll().where('contract_reference', '=', reference).orderBy('line_no').execute(),
    db
      .selectFrom('movements as m')
      .leftJoin('invoices as i', 'i.reference', 'm.invoice_reference')
      .leftJoin('price_adjustments as a', 'a.reference', 'm.claim_reference')
      .select([
        'm.id',
        'm.reference',
        'm.booking',
        calendarDay('m.movement_date').as('movement_date'),
        'm.complete',
        'm.weighbridge',
        'm.vehicle',
        'm.haulier',
        'm.quantity',
      ])
      .select(['m.invoice_reference', 'i.document_no as invoice_document_no', 'm.claim_reference', 'a.document_no as claim_document_no'])
      .where('m.contract_reference', '=', reference)
      .orderBy('m.movement_date', 'desc')
      .orderBy('m.reference', 'desc')
      .execute(),
    db
      .selectFrom('invoices')
      .select([
        'reference',
        calendarDay('date_invoiced').as('date_invoiced'),
        calendarDay('date_due').as('date_due'),
        'status',
        'net_value',
        'vat_value',
        'outstanding',
        'document_no',
      ])
      .where('contract_reference', '=', reference)
      .orderBy('date_invoiced', 'desc')
      .execute(),
    isSale ? readContractSamples(db, reference) : [],
    isSale
      ? db
          .selectFrom('price_adjustments')
          .select(['reference', calendarDay('created').as('created'), 'document_no', 'description', 'amount'])
          .where('contract_reference', '=', reference)
          .orderBy('created', 'desc')
          .execute()
      : [],
  ]);
  return {
    contract: {
      ...summary,
      orderReference: raw.order_reference,
      products: products.map((product) => ({
        product: product.product,
        packageCode: product.package_code,
        quantityContracted: toNumber(product.quantity_contracted),
        unitOfMeasure: product.unit_of_measure,
        unitPrice: toNumber(product.unit_price),
        movedQuantity: toNumber(product.moved_quantity),
      })),
    },
    movements: movements.map((movement) => ({
      movementId: movement.id,
      reference: movement.reference,
      bookingReferenceNumber: movement.booking,
      plannedDate: movement.movement_date,
      completed: movement.complete,
      weighbridgeReference: movement.weighbridge,
      vehicleRegistration: movement.vehicle,
      carrier: movement.haulier,
      quantity: toNumber(movement.quantity),
      invoices: movement.invoice_reference ? [{ reference: movement.invoice_reference, documentNo: movement.invoice_document_no }] : [],
      claims: movement.claim_reference ? [{ reference: movement.claim_reference, documentNo: movement.claim_document_no }] : [],
    })),
    invoices: invoices.map((invoice) => ({
      reference: invoice.reference,
      dateInvoiced: invoice.date_invoiced,
      dateDue: invoice.date_due,
      paid: invoice.status === 'Paid',
      netValue: toNumber(invoice.net_value),
      vatValue: toNumber(invoice.vat_value),
      outstanding: toNumber(invoice.outstanding),
      documentNo: invoice.document_no,
    })),
    samples,
    priceAdjustments: adjustments.map((adjustment) => ({
      reference: adjustment.reference,
      created: adjustment.created,
      documentNumber: adjustment.document_no,
      description: adjustment.description,
      amount: toNumber(adjustment.amount),
    })),
  };
}

/** The samples taken from a sale contract's loads, each with its results in the order they were recorded. */
async function readContractSamples(db: Db, contractReference: string): Promise<ContractDetail['samples']> {
  const rows = await db
    .selectFrom('samples as s')
    .innerJoin('sample_results as r', 'r.sample_id', 's.id')
    .select([
      's.id',
      's.reference as sample_reference',
      calendarDay('s.date_taken').as('date_taken'),
      's.variety',
      'r.reference',
      'r.name',
      'r.result',
      'r.unit',
    ])
    .where('s.contract_reference', '=', contractReference)
    .orderBy('s.date_taken', 'desc')
    .orderBy('s.reference')
    .orderBy('r.line_no')
    .execute();
  const samples = new Map<string, ContractDetail['samples'][number]>();
  for (const row of rows) {
    let sample = samples.get(row.id);
    if (!sample) {
      sample = { sampleId: row.id, reference: row.sample_reference, dateTaken: row.date_taken, variety: row.variety, results: [] };
      samples.set(row.id, sample);
    }
    sample.results.push({ reference: row.reference, name: row.name, result: row.result === null ? null : Number(row.result), unit: row.unit });
  }
  return [...samples.values()];
}
