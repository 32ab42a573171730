import { accountReferenceSchema, priceTypeSchema } from '@farm/core/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { decimal, optionalText, pounds } from './integration-record';
import { drawnDocument } from './record-documents';
import type { RecordKind } from './record-kind';
import { RecordProblem } from './record-problem';
import { keepBusiness, requireAccount } from './record-parents';

/** A product line of a contract: what, in which package, how much at what price per unit. */
const contractLineSchema = z.object({
  product: z.string().trim().min(1).max(100),
  packageCode: z.string().trim().min(1).max(20).default('BULK'),
  quantity: decimal(z.number().min(0).max(1_000_000)),
  unit: z.string().trim().min(1).max(10).default('MT'),
  unitPrice: decimal(z.number().min(0).max(1_000_000)),
});

/**
 * A sale or purchase contract from the merchant's ERP (issue 29), keyed by the contract number the farmer sees.
 * Its status is the trader's commercial state; Open is refined from the facts (its loads, its billing) as for any
 * contract, so an ERP cannot mark a contract Complete that its movements do not complete.
 */
export const contractRecordSchema = z
  .object({
    accountReference: accountReferenceSchema,
    saleOrPurchase: z.enum(['SALE', 'PURCHASE']),
    status: z.enum(['Open', 'Cancelled', 'On Hold', 'Pending Approval', 'Pending Pre-pay', 'Rejected']).default('Open'),
    dateCreated: z.iso.date(),
    movementFrom: z.iso.date(),
    movementTo: z.iso.date(),
    dueTo: z.iso.date().optional(),
    cropYear: decimal(z.number().int().min(2000).max(2100)).optional(),
    orderReference: optionalText(30),
    /** A purchase's input product line (Fertiliser, Seed …). */
    productLine: optionalText(40),
    priceType: priceTypeSchema.optional(),
    lines: z.array(contractLineSchema).min(1).max(50),
  })
  .refine((contract) => contract.movementFrom <= contract.movementTo, {
    message: 'the movement period must not end before it starts',
    path: ['movementTo'],
  });
export type ContractRecord = z.infer<typeof contractRecordSchema>;

export const contractRecords: RecordKind<ContractRecord> = {
  kind: 'contract',
  scope: 'contracts:write',
  rank: 20,
  schema: contractRecordSchema,
  async apply(trx, reference, contract) {
    await requireAccount(trx, contract.accountReference);
    const existing = await trx.selectFrom('contracts').select('account_reference').where('reference', '=', reference).forUpdate().executeTakeFirst();
    keepBusiness(`Contract ${reference}`, existing, contract.accountReference);

    const contracted = contract.lines.reduce((sum, line) => sum + line.quantity, 0);
    if (contract.saleOrPurchase === 'SALE') {
      // A contract's tonnage is its movements': a new version may not contract less than has already moved on it.
      const { moved } = await trx
        .selectFrom('movements')
        .select(sql<string>`coalesce(sum(quantity), 0)`.as('moved'))
        .where('contract_reference', '=', reference)
        .where('complete', '=', true)
        .executeTakeFirstOrThrow();
      if (Number(moved) > contracted + 1e-9)
        throw new RecordProblem(
          'RULE_BROKEN',
          `Contract ${reference} has ${Number(moved)} MT moved on it, more than the ${contracted} MT this version contracts: a contract's tonnage cannot be less than its movements'.`,
        );
    }

    const gross = pounds(contract.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
    const row = {
      reference,
      account_reference: contract.accountReference,
      sale_or_purchase: contract.saleOrPurchase,
      status: contract.status,
      date_created: `${contract.dateCreated}T00:00:00Z`,
      date_movement_from: contract.movementFrom,
      date_movement_to: contract.movementTo,
      date_due_to: contract.dueTo ?? null,
      crop_year: contract.cropYear ?? null,
      order_reference: contract.orderReference ?? null,
      product_line: contract.saleOrPurchase === 'PURCHASE' ? (contract.productLine ?? null) : null,
      product: contract.lines[0]!.product,
      price_type: contract.priceType ?? null,
      value_gross: gross,
      // Paid, outstanding, adjustments and moved tonnage follow from the rows (refreshContractFigures, after the batch).
      value_paid: 0,
      value_outstanding: gross,
    };
    if (existing) {
      const { reference: _key, account_reference: _account, value_paid: _paid, value_outstanding: _outstanding, ...changes } = row;
      await trx.updateTable('contracts').set(changes).where('reference', '=', reference).execute();
    } else {
      // No PDF was sent: the contract note is drawn from the contract when it is opened.
      const documentNo = await drawnDocument(trx, 'contract-note', contract.accountReference, reference);
      await trx
        .insertInto('contracts')
        .values({ ...row, source: 'integration', document_no: documentNo })
        .execute();
    }
    await trx.deleteFrom('contract_products').where('contract_reference', '=', reference).where('line_no', '>', contract.lines.length).execute();
    await trx
      .insertInto('contract_products')
      .values(
        contract.lines.map((line, index) => ({
          contract_reference: reference,
          line_no: index + 1,
          product: line.product,
          package_code: line.packageCode,
          quantity_contracted: line.quantity,
          unit_of_measure: line.unit,
          unit_price: line.unitPrice,
          moved_quantity: 0,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['contract_reference', 'line_no']).doUpdateSet((eb) => ({
          product: eb.ref('excluded.product'),
          package_code: eb.ref('excluded.package_code'),
          quantity_contracted: eb.ref('excluded.quantity_contracted'),
          unit_of_measure: eb.ref('excluded.unit_of_measure'),
          unit_price: eb.ref('excluded.unit_price'),
        })),
      )
      .execute();
    return [contract.accountReference];
  },
};
