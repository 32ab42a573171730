import { sql, type Kysely } from 'kysely';

/**
 * Derives what a contract's figures follow from its rows, so the lists, the dialog, the contract note and the CSV,
 * which all read the contract, agree with its movements, self bills and claims (issue 26):
 * - adjustments: the sum of its price adjustments (claims are negative);
 * - paid: what its invoices or self bills have been paid (their total with VAT less what is still owed on them);
 * - outstanding: gross + adjustments - paid, what is still to be paid on it;
 * - a sale's moved quantity: its moved loads;
 * - a sale's status, from its movements: Open before any grain moved, Partially Dispatched while some has, and
 *   Complete once all of it has; a purchase agreement's from its billing: Complete once it was invoiced and all of
 *   it is paid. Commercial states (Cancelled, On Hold, Pending ...) are the trader's, not the facts'.
 * Whoever writes those rows (the demo, a sale, an import) calls it afterwards for the accounts it wrote, set-based.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migration 0021 calls it on the untyped schema too
export async function refreshContractFigures(db: Kysely<any>, accountReferences: readonly string[]): Promise<void> {
  if (accountReferences.length === 0) return;
  const accounts = sql.join(accountReferences.map((reference) => sql`${reference}`));
  await sql`update contract_products p set moved_quantity = coalesce(
      (select sum(m.quantity) from movements m where m.contract_reference = p.contract_reference and m.complete), 0)
    from contracts c
    where c.reference = p.contract_reference and p.line_no = 1 and c.sale_or_purchase = 'SALE' and c.account_reference in (${accounts})`.execute(db);
  await sql`update contracts c set
      value_adjustments = f.adjustments,
      value_paid = f.paid,
      value_outstanding = c.value_gross + f.adjustments - f.paid,
      status = case
        when c.status not in ('Open', 'Partially Dispatched', 'Complete') then c.status
        when c.sale_or_purchase = 'PURCHASE' then case when c.value_gross > 0 and c.value_gross + f.adjustments - f.paid = 0 then 'Complete' else 'Open' end
        when f.moved <= 0 then 'Open'
        when f.moved < f.contracted then 'Partially Dispatched'
        else 'Complete' end
    from (
      select c2.reference,
        coalesce((select sum(a.amount) from price_adjustments a where a.contract_reference = c2.reference), 0) as adjustments,
        coalesce((select sum(i.net_value + i.vat_value - i.outstanding) from invoices i where i.contract_reference = c2.reference), 0) as paid,
        coalesce((select sum(p.moved_quantity) from contract_products p where p.contract_reference = c2.reference), 0) as moved,
        coalesce((select sum(p.quantity_contracted) from contract_products p where p.contract_reference = c2.reference), 0) as contracted
      from contracts c2 where c2.account_reference in (${accounts})
    ) f
    where f.reference = c.reference`.execute(db);
}
