import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { decimal } from './integration-record';
import { drawnDocument } from './record-documents';
import type { RecordKind } from './record-kind';
import { keepBusiness, requireAccount, requireContractOf } from './record-parents';

/**
 * An order for inputs (issue 29), keyed by its order number: what was ordered, its value before VAT and where it
 * stands. An order under a supply agreement names its contract, which must be the same business's.
 */
export const orderRecordSchema = z.object({
  accountReference: accountReferenceSchema,
  contractReference: z.string().trim().min(1).max(30).optional(),
  orderDate: z.iso.date(),
  product: z.string().trim().min(1).max(100),
  productLine: z.string().trim().min(1).max(40),
  netValue: decimal(z.number().min(0).max(100_000_000)),
  status: z.enum(['Open', 'Complete', 'Rejected', 'Cancelled', 'On Hold', 'Pending Approval', 'Pending Pre-pay', 'Partially Dispatched', 'Partially Received']),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const orderRecords: RecordKind<OrderRecord> = {
  kind: 'order',
  scope: 'contracts:write',
  // After contracts: an order may name its supply agreement.
  rank: 30,
  schema: orderRecordSchema,
  async apply(trx, reference, order) {
    await requireAccount(trx, order.accountReference);
    if (order.contractReference) await requireContractOf(trx, order.contractReference, order.accountReference);
    const existing = await trx.selectFrom('orders').select('account_reference').where('reference', '=', reference).forUpdate().executeTakeFirst();
    keepBusiness(`Order ${reference}`, existing, order.accountReference);
    const row = {
      contract_reference: order.contractReference ?? null,
      order_date: order.orderDate,
      product: order.product,
      product_line: order.productLine,
      net_value: order.netValue,
      status: order.status,
    };
    if (existing) await trx.updateTable('orders').set(row).where('reference', '=', reference).execute();
    else {
      const documentNo = await drawnDocument(trx, 'order', order.accountReference, reference);
      await trx
        .insertInto('orders')
        .values({ reference, account_reference: order.accountReference, document_no: documentNo, order_document_no: null, ...row })
        .execute();
    }
    return [order.accountReference];
  },
};
