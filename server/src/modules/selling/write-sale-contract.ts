import { pence } from '@farm/core/domain';
import { formatPoundsPerTonne } from '@farm/core/format';
import { sql } from 'kysely';
import type { Db, UserIdentity } from '../../db';
import { writeAuditEntry } from '../../audit-log';
import { documentAccount, documentAccountColumns, insertDocument } from '../documents';
import type { RowPrice } from '../market-data';
import { ukDateKey } from '../../time';
import { renderContractNote } from './contract-note-pdf';
import { markQuoteUsed, type StoredQuote } from './quote-queries';

export interface SaleContract {
  account: { reference: string; name: string };
  user: Pick<UserIdentity, 'id' | 'username'>;
  quote: StoredQuote;
  /** The row as the market data describes it now: the commodity's name and the collection address. */
  row: RowPrice;
  varietyNames: string[];
  now: Date;
  audit: { sessionId: string | null; url: string };
}

/** The contract a sale made: its reference and its contract note's document number. */
export interface MadeContract {
  contractReference: string;
  documentNo: string;
}

/** Contract references ('S0000001') and document numbers ('D00000001') from sequences every instance shares. */
async function nextNumbers(trx: Db): Promise<MadeContract> {
  const { rows } = await sql<MadeContract>`
    select 'S' || lpad(nextval('sale_contract_reference_seq')::text, 7, '0') as "contractReference",
           'D' || lpad(nextval('document_number_seq')::text, 8, '0') as "documentNo"`.execute(trx);
  return rows[0]!;
}

/**
 * Everything a sale writes, inside the caller's transaction so it all commits or none of it does: the contract
 * (spec 3 §3, status Open) with its product line, its contract note PDF, the quote marked used and the audit
 * entry. The caller holds the quote's lock.
 */
export async function writeSaleContract(trx: Db, sale: SaleContract): Promise<MadeContract> {
  const { quote, row, account, now } = sale;
  const { draft, contractPeriod } = quote;
  const numbers = await nextNumbers(trx);
  const totalValue = (draft.quantity * pence(quote.salePrice)) / 100;
  const [seller, commodity] = await Promise.all([
    trx.selectFrom('accounts').select(documentAccountColumns).where('reference', '=', account.reference).executeTakeFirstOrThrow(),
    trx.selectFrom('commodities').select('specification').where('id', '=', draft.commodityId).executeTakeFirst(),
  ]);
  const pdf = await renderContractNote({
    contractReference: numbers.contractReference,
    documentNo: numbers.documentNo,
    date: ukDateKey(now.getTime()),
    account: documentAccount(seller),
    collectionAddress: row.collectionAddress,
    commodity: row.commodityName,
    specification: commodity?.specification ?? null,
    varieties: sale.varietyNames,
    quantity: draft.quantity,
    price: quote.salePrice,
    priceType: draft.priceType,
    contractPeriod,
    totalValue,
  });
  await insertDocument(trx, {
    documentNo: numbers.documentNo,
    accountReference: account.reference,
    kind: 'contract-note',
    fileName: `contract-note-${numbers.contractReference}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
    createdAt: now,
  });
  await trx
    .insertInto('contracts')
    .values({
      reference: numbers.contractReference,
      account_reference: account.reference,
      sale_or_purchase: 'SALE',
      status: 'Open',
      date_created: now,
      date_movement_from: contractPeriod.from,
      date_movement_to: contractPeriod.to,
      crop_year: contractPeriod.cropYear,
      document_no: numbers.documentNo,
      created_by: sale.user.id,
      quote_id: quote.id,
      source: 'online',
      product: row.commodityName,
      value_gross: totalValue,
      value_outstanding: totalValue,
      value_paid: 0,
      commodity_id: draft.commodityId,
      farm_address_id: draft.farmAddressId,
      price_type: draft.priceType,
      sell_reference: draft.sellReference,
      delivery_month: quote.deliveryMonth,
      varieties: draft.varietyList,
    })
    .execute();
  await trx
    .insertInto('contract_products')
    .values({
      contract_reference: numbers.contractReference,
      line_no: 1,
      product: row.commodityName,
      // Grain is collected loose, in loads.
      package_code: 'BULK',
      quantity_contracted: draft.quantity,
      unit_price: quote.salePrice,
      moved_quantity: 0,
    })
    .execute();
  await markQuoteUsed(trx, quote.id, now);
  await writeAuditEntry(trx, {
    user: sale.user,
    account: account.reference,
    action: 'grain-sold',
    appname: 'Crop Marketing',
    sessionid: sale.audit.sessionId,
    url: sale.audit.url,
    message: `Contract ${numbers.contractReference}: sold ${draft.quantity} MT of ${row.commodityName} at ${formatPoundsPerTonne(quote.salePrice)} (quote ${quote.id})`,
  });
  return numbers;
}
