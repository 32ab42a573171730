import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../server/src/db';

/**
 * Gives one account `rows` rows in every My Account list table, spread over three years, with the mix of
 * products, lines and statuses the demo has: every list then pages through about `rows` rows.
 */
export async function fillAccount(db: Db, account: string, rows: number): Promise<void> {
  const day = sql`date '2023-12-01' + (g % 1090)`;
  const products = sql`(array['Nitram 34.5% N', 'Atlantis OD', 'Liberator', 'KWS Extase seed'])[1 + g % 4]`;
  // What a business sells is grain: sale contracts and self bills name crops, purchases name inputs.
  const crops = sql`(array['Feed Wheat', 'Milling Wheat', 'Feed Barley', 'Oilseed Rape'])[1 + (g / 2) % 4]`;
  const productOf = (sale: RawBuilder<boolean>) => sql`case when ${sale} then ${crops} else ${products} end`;
  const lines = sql`(array['Fertiliser', 'Agrochemicals', 'Agrochemicals', 'Seed'])[1 + g % 4]`;
  const value = sql`((g % 9973) + 10.5)::numeric(12, 2)`;
  await sql`insert into documents (document_no, account_reference, kind, file_name, content_type, source_reference)
    select 'BI' || g, ${account}, 'invoice', 'invoice.pdf', 'application/pdf', 'BINV' || g from generate_series(1, ${rows}) g`.execute(db);
  await sql`insert into contracts (reference, account_reference, sale_or_purchase, status, date_created, date_movement_from, date_movement_to, crop_year,
                                   order_reference, source, value_gross, value_outstanding, value_paid, product_line, product)
    select 'BC' || g, ${account}, case when g % 2 = 0 then 'SALE' else 'PURCHASE' end,
           (array['Open', 'Complete', 'Cancelled', 'Partially Dispatched'])[1 + g % 4], (${day})::timestamptz, ${day}, ${day} + 60,
           2023 + g % 3, 'BO' || g, 'bench', ${value}, case when g % 3 = 0 then ${value} else 0 end, case when g % 3 = 0 then 0 else ${value} end,
           case when g % 2 = 1 then ${lines} end, ${productOf(sql`g % 2 = 0`)}
      from generate_series(1, ${rows}) g`.execute(db);
  await sql`insert into contract_products (contract_reference, line_no, product, package_code, quantity_contracted, unit_price, moved_quantity)
    select 'BC' || g, 1, ${productOf(sql`g % 2 = 0`)}, 'BULK', 29 * (1 + g % 9), 150 + g % 80, 29 * (g % 9) from generate_series(1, ${rows}) g`.execute(db);
  for (const kind of ['invoice', 'self-bill']) {
    const prefix = kind === 'invoice' ? 'BINV' : 'BSB';
    await sql`insert into invoices (reference, account_reference, kind, contract_reference, document_no, date_invoiced, date_due, product, product_line,
                                    quantity, net_value, outstanding, crop_year)
      select ${prefix} || g, ${account}, ${kind}, 'BC' || g, case when ${kind} = 'invoice' then 'BI' || g end, ${day}, ${day} + 30,
             ${productOf(sql`${kind} = 'self-bill'`)}, ${lines},
             29 * (1 + g % 5), ${value}, case when g % 8 = 0 then ${value} else 0 end, 2023 + g % 3
        from generate_series(1, ${rows}) g`.execute(db);
  }
  await sql`insert into invoice_lines (invoice_reference, line_no, account_reference, transaction_date, product, product_line, unit, no_of_units,
                                       unit_price, pack_size, no_of_packs, pack_price, net_value)
    select 'BINV' || g, 1, ${account}, ${day}, ${products}, ${lines}, 'L', 5 * (1 + g % 20), 24.5, '5 L can', 1 + g % 20, 122.5, ${value}
      from generate_series(1, ${rows}) g`.execute(db);
  await sql`insert into orders (reference, account_reference, order_date, product, product_line, net_value, status)
    select 'BORD' || g, ${account}, ${day}, ${products}, ${lines}, ${value},
           (array['Open', 'Complete', 'Rejected', 'Cancelled', 'On Hold', 'Pending Approval', 'Pending Pre-pay', 'Partially Dispatched', 'Partially Received'])[1 + g % 9]
      from generate_series(1, ${rows}) g`.execute(db);
  await sql`insert into haulier_self_bills (reference, account_reference, date_created, description, due, total, outstanding)
    select 'BHSB' || g, ${account}, ${day}, 'Haulage of ' || (1 + g % 9) || ' loads', ${day} + 30, ${value}, case when g % 6 = 0 then ${value} else 0 end
      from generate_series(1, ${rows}) g`.execute(db);
  for (const table of ['documents', 'contracts', 'contract_products', 'invoices', 'invoice_lines', 'orders', 'haulier_self_bills']) {
    // As autovacuum leaves a table in use: statistics current and the visibility map set for index-only scans.
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}
