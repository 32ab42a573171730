import { contractNet, vatRateOf } from '@farm/area-my-account/domain';
import { PRICE_TYPE_LABELS } from '@farm/core/domain';
import { formatDate, formatPounds, formatPoundsPerTonne } from '@farm/core/format';
import { calendarDay, type Db, type DocumentKind } from '../../db';
import { merchant } from '../../pdf/merchant';
import { accountParty, merchantParty, type BusinessDocument, type DocumentAccount } from './business-document-pdf';
import { contractNoteDocument } from './contract-note-document';

type Source = (db: Db, account: DocumentAccount, documentNo: string, sourceReference: string) => Promise<BusinessDocument | undefined>;

/** A VAT invoice's parties: the merchant supplies the account. */
const invoiceParties = (account: DocumentAccount): BusinessDocument['parties'] => [
  ['Supplier', merchantParty()],
  ['Customer', accountParty(account)],
];
/** A self-billed invoice's: the account supplies (grain, haulage) and the merchant, its customer, issues it. */
const selfBillParties = (account: DocumentAccount): BusinessDocument['parties'] => [
  ['Supplier', accountParty(account)],
  ['Customer (issuer)', merchantParty()],
];
/** What HMRC requires a self-billed invoice to say (VAT Notice 700/62). */
const selfBillingStatements = (account: DocumentAccount, what: string): string[] => [
  'The VAT shown is your output tax due to HMRC.',
  `Self-billed invoice for ${what}, issued by ${merchant.name} under the self-billing agreement SBA-${account.reference} between ${merchant.name} and ${account.name}. Payment is made to the bank account held for the business.`,
];

const pounds = (value: string | number) => formatPounds(Number(value));
const tonnes = (value: string | number) => `${Number(value).toFixed(2)} MT`;
/** A line's quantity as the merchant keeps it: up to three decimals, none it does not have (0.175, 14.4, 40). */
const quantity = (value: string | number) => String(Number(value));
const percent = (value: string | number) => `${Number(value)} %`;
/** A bill's totals: net, its VAT, the total with VAT, and what is paid and owed of that total. */
const paymentTotals = (bill: { net_value: string; vat_value: string; outstanding: string }): BusinessDocument['totals'] => {
  const total = Number(bill.net_value) + Number(bill.vat_value);
  return [
    ['Net value (excluding VAT)', pounds(bill.net_value)],
    ['VAT', pounds(bill.vat_value)],
    ['Total (including VAT)', pounds(total)],
    ['Paid', pounds(total - Number(bill.outstanding))],
    ['Outstanding (incl. VAT)', pounds(bill.outstanding)],
  ];
};

/** A self bill or an invoice of the account, its days as 'YYYY-MM-DD'. */
const findInvoice = (db: Db, account: string, reference: string) =>
  db
    .selectFrom('invoices')
    .select(['reference', 'contract_reference', 'product', 'product_line', 'quantity', 'net_value', 'vat_value', 'outstanding', 'crop_year'])
    .select([calendarDay('date_invoiced').as('date_invoiced'), calendarDay('date_due').as('date_due')])
    .where('reference', '=', reference)
    .where('account_reference', '=', account)
    .executeTakeFirst();

/** A self bill: each load it pays at the contract price, less the claims settled on them (grain is zero-rated). */
const selfBill: Source = async (db, account, documentNo, reference) => {
  const bill = await findInvoice(db, account.reference, reference);
  if (!bill) return undefined;
  const [loads, contractLine] = await Promise.all([
    db
      .selectFrom('movements as m')
      .leftJoin('price_adjustments as a', 'a.reference', 'm.claim_reference')
      .select([
        calendarDay('m.movement_date').as('movement_date'),
        'm.reference',
        'm.vehicle',
        'm.weighbridge',
        'm.quantity',
        'a.reference as claim',
        'a.amount as claim_amount',
      ])
      .where('m.invoice_reference', '=', reference)
      .where('m.account_reference', '=', account.reference)
      .orderBy('m.movement_date')
      .orderBy('m.reference')
      .execute(),
    db
      .selectFrom('contract_products')
      .select('unit_price')
      .where('contract_reference', '=', bill.contract_reference ?? '')
      .where('line_no', '=', 1)
      .executeTakeFirst(),
  ]);
  const price = Number(contractLine?.unit_price ?? 0);
  const gross = loads.reduce((sum, load) => sum + Number(load.quantity) * price, 0);
  const claims = loads.reduce((sum, load) => sum + Number(load.claim_amount ?? 0), 0);
  return {
    kind: 'Self bill',
    documentNo,
    date: bill.date_invoiced,
    account,
    parties: selfBillParties(account),
    facts: [
      ['Self bill reference', bill.reference],
      ['Tax point', formatDate(bill.date_invoiced)],
      ['Contract', bill.contract_reference ?? '-'],
      ['Date invoiced', formatDate(bill.date_invoiced)],
      ['Date due', formatDate(bill.date_due)],
      ['Product', bill.product],
      ['Crop year', String(bill.crop_year ?? '-')],
    ],
    lines: {
      columns: [
        { label: 'Date', weight: 2 },
        { label: 'Movement', weight: 2 },
        { label: 'Vehicle reg', weight: 2 },
        { label: 'Weighbridge', weight: 2 },
        { label: 'Quantity', weight: 2, numeric: true },
        { label: 'Value', weight: 2, numeric: true },
        { label: 'Claim', weight: 2, numeric: true },
      ],
      rows: loads.map((load) => [
        formatDate(load.movement_date),
        load.reference,
        load.vehicle ?? '',
        load.weighbridge ?? '',
        tonnes(load.quantity),
        pounds(Number(load.quantity) * price),
        load.claim_amount === null ? '' : pounds(load.claim_amount),
      ]),
    },
    totals: [
      ['Quantity invoiced', tonnes(bill.quantity ?? 0)],
      ['Price', formatPoundsPerTonne(price)],
      ['Value of the loads', pounds(gross)],
      ['Claims deducted', pounds(claims)],
      ['VAT rate', percent(vatRateOf('Grain'))],
      ...paymentTotals(bill),
    ],
    footnotes: [`Grain is zero-rated for VAT (${percent(vatRateOf('Grain'))}).`, ...selfBillingStatements(account, 'grain')],
  };
};

const invoice: Source = async (db, account, documentNo, reference) => {
  const bill = await findInvoice(db, account.reference, reference);
  if (!bill) return undefined;
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_reference', '=', reference)
    .where('account_reference', '=', account.reference)
    .orderBy('line_no')
    .execute();
  return {
    kind: 'VAT invoice',
    documentNo,
    date: bill.date_invoiced,
    account,
    parties: invoiceParties(account),
    facts: [
      ['Invoice reference', bill.reference],
      ['Date', formatDate(bill.date_invoiced)],
      ['Tax point', formatDate(bill.date_invoiced)],
      ['Date due', formatDate(bill.date_due)],
      ['Product line', bill.product_line ?? '-'],
    ],
    lines: {
      columns: [
        { label: 'Product', weight: 5 },
        { label: 'Pack', weight: 2.2 },
        { label: 'Packs', weight: 1.2, numeric: true },
        { label: 'Quantity', weight: 2, numeric: true },
        { label: 'Unit price', weight: 1.8, numeric: true },
        { label: 'Net value', weight: 2, numeric: true },
        { label: 'VAT rate', weight: 1.6, numeric: true },
        { label: 'VAT', weight: 1.6, numeric: true },
      ],
      rows: lines.map((line) => [
        line.product,
        line.pack_size,
        String(line.no_of_packs),
        `${quantity(line.no_of_units)} ${line.unit}`,
        pounds(line.unit_price),
        pounds(line.net_value),
        percent(line.vat_rate),
        pounds(line.vat_value),
      ]),
    },
    totals: paymentTotals(bill),
  };
};

const order: Source = async (db, account, documentNo, reference) => {
  const row = await db
    .selectFrom('orders')
    .select(['reference', calendarDay('order_date').as('order_date'), 'status', 'product', 'product_line', 'net_value'])
    .where('reference', '=', reference)
    .where('account_reference', '=', account.reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'Order',
    documentNo,
    date: row.order_date,
    account,
    parties: invoiceParties(account),
    facts: [
      ['Order reference', row.reference],
      ['Order date', formatDate(row.order_date)],
      ['Status', row.status],
      ['Product', row.product],
      ['Product line', row.product_line],
    ],
    totals: [['Net value (excluding VAT)', pounds(row.net_value)]],
    footnotes: ['An order is not a VAT invoice: VAT is charged on the invoice for what is delivered.'],
  };
};

const haulierSelfBill: Source = async (db, account, documentNo, reference) => {
  const row = await db
    .selectFrom('haulier_self_bills')
    .select(['reference', calendarDay('date_created').as('date_created'), calendarDay('due').as('due'), 'description', 'total', 'vat_value', 'outstanding'])
    .where('reference', '=', reference)
    .where('account_reference', '=', account.reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'Haulier self bill',
    documentNo,
    date: row.date_created,
    account,
    parties: selfBillParties(account),
    facts: [
      ['Reference', row.reference],
      ['Date', formatDate(row.date_created)],
      ['Tax point', formatDate(row.date_created)],
      ['Due', formatDate(row.due)],
      ['Description', row.description],
    ],
    totals: [
      ['VAT rate', percent(vatRateOf('Services'))],
      ...paymentTotals({ net_value: String(Number(row.total) - Number(row.vat_value)), vat_value: row.vat_value, outstanding: row.outstanding }),
    ],
    footnotes: selfBillingStatements(account, 'haulage'),
  };
};

const priceAdjustment: Source = async (db, account, documentNo, reference) => {
  const row = await db
    .selectFrom('price_adjustments')
    .select(['reference', 'contract_reference', calendarDay('created').as('created'), 'description', 'amount'])
    .where('reference', '=', reference)
    .where('account_reference', '=', account.reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'Price adjustment',
    documentNo,
    date: row.created,
    account,
    parties: selfBillParties(account),
    facts: [
      ['Reference', row.reference],
      ['Contract', row.contract_reference],
      ['Date', formatDate(row.created)],
      ['Reason', row.description],
    ],
    totals: [['Adjustment', pounds(row.amount)]],
  };
};

/** A contract note of a contract made before MyFarm kept its PDF (the demo's history), with its figures to date. */
const contractNote: Source = async (db, account, documentNo, reference) => {
  const contract = await db
    .selectFrom('contracts as c')
    .leftJoin('commodities as m', 'm.id', 'c.commodity_id')
    .select(['c.reference', 'c.sale_or_purchase', 'c.status', 'c.date_created', 'c.crop_year', 'c.price_type', 'c.product'])
    .select(['c.value_gross', 'c.value_adjustments', 'c.value_paid', 'c.value_outstanding', 'm.specification'])
    .select([calendarDay('c.date_movement_from').as('date_movement_from'), calendarDay('c.date_movement_to').as('date_movement_to')])
    .where('c.reference', '=', reference)
    .where('c.account_reference', '=', account.reference)
    .executeTakeFirst();
  if (!contract) return undefined;
  const products = await db.selectFrom('contract_products').selectAll().where('contract_reference', '=', reference).orderBy('line_no').execute();
  const sale = contract.sale_or_purchase === 'SALE';
  const figures = { gross: Number(contract.value_gross), adjustments: Number(contract.value_adjustments) };
  return contractNoteDocument({
    contractReference: contract.reference,
    documentNo,
    date: contract.date_created.toISOString().slice(0, 10),
    saleOrPurchase: contract.sale_or_purchase,
    account,
    status: contract.status,
    grade: sale ? (products[0]?.product ?? contract.product) : null,
    specificationCode: contract.specification,
    // The portal's sales are ex-farm: the buyer collects (XFM) unless the seller chose to haul (XFH).
    basis: sale ? `${PRICE_TYPE_LABELS[contract.price_type ?? 'XFM']} (${contract.price_type ?? 'XFM'})` : 'Delivered to farm',
    deliveryPeriod: `${formatDate(contract.date_movement_from)} to ${formatDate(contract.date_movement_to)}`,
    cropYear: contract.crop_year,
    lines: products.map((product) => ({
      product: product.product,
      packageCode: product.package_code,
      quantity: Number(product.quantity_contracted),
      unit: product.unit_of_measure,
      price: Number(product.unit_price),
    })),
    totals: sale
      ? [
          ['Contract value', pounds(contract.value_gross)],
          ['Price adjustments', pounds(contract.value_adjustments)],
          ['Net value', pounds(contractNet(figures.gross, figures.adjustments))],
          ['Paid', pounds(contract.value_paid)],
          ['Outstanding', pounds(contract.value_outstanding)],
        ]
      : [
          ['Invoiced (incl. VAT)', pounds(contract.value_gross)],
          ['Paid', pounds(contract.value_paid)],
          ['Outstanding (incl. VAT)', pounds(contract.value_outstanding)],
        ],
  });
};

/** How each kind of document is drawn from its source row (a contract note is usually kept as made instead). */
export const documentSources: Record<DocumentKind, Source> = {
  'contract-note': contractNote,
  'self-bill': selfBill,
  invoice,
  order,
  'haulier-self-bill': haulierSelfBill,
  'price-adjustment': priceAdjustment,
};
