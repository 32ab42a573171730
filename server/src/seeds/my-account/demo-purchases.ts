import { vatRateOf, type OrderStatus } from '@farm/area-my-account/domain';
import { addDays, pounds, type DemoBook, type DemoRandom, type DocumentIssuer } from './demo-book';

interface Input {
  product: string;
  line: 'Fertiliser' | 'Seed' | 'Agrochemicals' | 'Feed' | 'Services';
  unit: string;
  packSize: string;
  unitsPerPack: number;
  unitPrice: [number, number];
}

const INPUTS: Input[] = [
  { product: 'Nitram 34.5% N', line: 'Fertiliser', unit: 't', packSize: '600 kg bag', unitsPerPack: 0.6, unitPrice: [310, 420] },
  { product: 'YaraMila Actyva S', line: 'Fertiliser', unit: 't', packSize: '500 kg bag', unitsPerPack: 0.5, unitPrice: [380, 470] },
  { product: 'KWS Extase C2 seed wheat', line: 'Seed', unit: 'kg', packSize: '500 kg bag', unitsPerPack: 500, unitPrice: [0.62, 0.78] },
  { product: 'Aurelia hybrid OSR seed', line: 'Seed', unit: 'ha pack', packSize: '1.5 Mseeds', unitsPerPack: 1, unitPrice: [82, 96] },
  { product: 'Atlantis OD', line: 'Agrochemicals', unit: 'L', packSize: '5 L can', unitsPerPack: 5, unitPrice: [24, 31] },
  { product: 'Liberator', line: 'Agrochemicals', unit: 'L', packSize: '3 L can', unitsPerPack: 3, unitPrice: [41, 52] },
  { product: 'Revystar XE', line: 'Agrochemicals', unit: 'L', packSize: '5 L can', unitsPerPack: 5, unitPrice: [29, 36] },
  { product: 'Calf rearer nuts 18%', line: 'Feed', unit: 't', packSize: '25 kg bag', unitsPerPack: 0.025, unitPrice: [330, 390] },
  { product: 'Soil sampling and analysis', line: 'Services', unit: 'ha', packSize: 'per ha', unitsPerPack: 1, unitPrice: [8, 12] },
];
const CONTRACT_LINES = ['Fertiliser', 'Seed', 'Agrochemicals'] as const;
const SETTLED_ORDER_STATUSES: OrderStatus[] = ['Complete', 'Complete', 'Complete', 'Cancelled', 'Rejected'];
/** Every order status of spec 3 §3 appears among a business's open orders. */
const OPEN_ORDER_STATUSES: OrderStatus[] = [
  'Open',
  'On Hold',
  'Pending Approval',
  'Pending Pre-pay',
  'Partially Dispatched',
  'Partially Received',
  'Complete',
  'Rejected',
  'Cancelled',
];

/**
 * One farming year's inputs of a business (August to July, up to `today`): a purchase contract per main product
 * line, two invoices a month with their product lines (paid once due, a few left overdue), an order a month, and
 * a haulier self bill a quarter.
 */
export function writeYearPurchases(
  book: DemoBook,
  random: DemoRandom,
  issue: DocumentIssuer,
  account: string,
  year: number,
  today: string,
  code: string,
): void {
  const contracts = new Map<string, SupplyAgreement>();
  for (const [index, line] of CONTRACT_LINES.entries()) {
    const reference = `P${year % 100}${code}${index + 1}`;
    contracts.set(line, { reference, documentNo: issue(account, 'contract-note', reference, `${year}-07-15`), gross: 0, products: new Map() });
  }
  let ordersWritten = 0;
  for (let month = 0; month < 12; month++) {
    const monthStart = addDays(`${year}-08-01`, Math.round(month * 30.44));
    for (const day of [random.int(1, 12), random.int(14, 26)]) {
      const date = addDays(monthStart, day);
      if (date >= today) continue;
      writeInvoice(book, random, issue, { account, date, today, contracts, reference: `INV${year % 100}${code}${String(month + 1).padStart(2, '0')}${day}` });
    }
    const orderDate = addDays(monthStart, random.int(0, 27));
    if (orderDate < today) {
      const input = random.pick(INPUTS);
      const reference = `ORD${year % 100}${code}${String(month + 1).padStart(2, '0')}`;
      const recent = orderDate >= addDays(today, -300);
      const contract = contracts.get(input.line);
      book.orders.push({
        reference,
        account_reference: account,
        contract_reference: contract?.reference ?? null,
        order_date: orderDate,
        document_no: issue(account, 'order', reference, orderDate),
        order_document_no: contract?.documentNo ?? null,
        product: input.product,
        product_line: input.line,
        net_value: pounds(random.int(4, 40) * input.unitsPerPack * random.amount(...input.unitPrice)),
        status: recent ? OPEN_ORDER_STATUSES[ordersWritten++ % OPEN_ORDER_STATUSES.length]! : random.pick(SETTLED_ORDER_STATUSES),
      });
    }
    if (month % 3 === 2 && addDays(monthStart, 20) < today)
      writeHaulierBill(book, random, issue, account, addDays(monthStart, 20), today, `HSB${year % 100}${code}${month + 1}`);
  }
  for (const [line, contract] of contracts) {
    book.contracts.push({
      reference: contract.reference,
      account_reference: account,
      sale_or_purchase: 'PURCHASE',
      // What is paid and owed, and so the status, are derived from its invoices (refreshContractFigures).
      status: 'Open',
      date_created: `${year}-07-15T09:00:00Z`,
      date_movement_from: `${year}-08-01`,
      date_movement_to: addDays(`${year + 1}-08-01`, -1),
      crop_year: year,
      order_reference: `PO${year % 100}${code}${line.slice(0, 3).toUpperCase()}`,
      document_no: contract.documentNo,
      source: 'demo',
      product: `${line} supply agreement`,
      value_gross: pounds(contract.gross),
      value_paid: 0,
      value_outstanding: pounds(contract.gross),
      date_due_to: `${year + 1}-08-31`,
      product_line: line,
    });
    // The agreement's own product lines: each product at its agreed price, for what was called off under it.
    [...contract.products.values()].forEach((product, index) =>
      book.contractProducts.push({
        contract_reference: contract.reference,
        line_no: index + 1,
        product: product.input.product,
        package_code: product.input.packSize,
        quantity_contracted: product.quantity,
        unit_of_measure: product.input.unit,
        unit_price: product.unitPrice,
        moved_quantity: product.quantity,
      }),
    );
  }
}

/** A year's supply agreement for one product line: each product's agreed price, and what was invoiced under it. */
interface SupplyAgreement {
  reference: string;
  documentNo: string;
  /** What was invoiced under it, VAT included. */
  gross: number;
  products: Map<string, { input: Input; unitPrice: number; quantity: number }>;
}

interface InvoicePlan {
  account: string;
  reference: string;
  date: string;
  today: string;
  contracts: Map<string, SupplyAgreement>;
}

function writeInvoice(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, plan: InvoicePlan): void {
  const first = random.pick(INPUTS);
  const inputs = [first, ...INPUTS.filter((input) => input.line === first.line && input !== first).slice(0, random.int(0, 2))];
  const contract = plan.contracts.get(first.line);
  const lines = inputs.map((input, index) => {
    const drawn = random.amount(...input.unitPrice);
    const noOfPacks = random.int(2, 40);
    // The quantity keeps its real precision (40 bags of 25 kg are 1 t, 7 are 0.175 t); the line is priced on it, to
    // the penny, and a pack's price is shown for information (spec 3 §3: pack price = quantity x unit price).
    const noOfUnits = Math.round(noOfPacks * input.unitsPerPack * 1000) / 1000;
    // Under an agreement a product keeps the price agreed at its first call-off.
    const agreed = contract?.products.get(input.product) ?? { input, unitPrice: drawn, quantity: 0 };
    if (contract) contract.products.set(input.product, { ...agreed, quantity: Math.round((agreed.quantity + noOfUnits) * 1000) / 1000 });
    const unitPrice = agreed.unitPrice;
    const netValue = pounds(noOfUnits * unitPrice);
    const vatRate = vatRateOf(input.line);
    return {
      invoice_reference: plan.reference,
      line_no: index + 1,
      account_reference: plan.account,
      transaction_date: plan.date,
      product: input.product,
      product_line: input.line,
      unit: input.unit,
      no_of_units: noOfUnits,
      unit_price: unitPrice,
      pack_size: input.packSize,
      no_of_packs: noOfPacks,
      pack_price: pounds(input.unitsPerPack * unitPrice),
      net_value: netValue,
      vat_rate: vatRate,
      vat_value: pounds((netValue * vatRate) / 100),
    };
  });
  const net = pounds(lines.reduce((sum, line) => sum + line.net_value, 0));
  const vat = pounds(lines.reduce((sum, line) => sum + line.vat_value, 0));
  const total = pounds(net + vat);
  const due = addDays(plan.date, 30);
  // Most bills are paid once due; one in eight runs overdue.
  const paid = due < plan.today && !random.chance(12);
  // A supply agreement is worth what was invoiced under it, VAT included: what the farm pays.
  if (contract) contract.gross += total;
  book.invoices.push({
    reference: plan.reference,
    account_reference: plan.account,
    kind: 'invoice',
    contract_reference: contract?.reference ?? null,
    document_no: issue(plan.account, 'invoice', plan.reference, plan.date),
    date_invoiced: plan.date,
    date_due: due,
    product: first.product,
    product_line: first.line,
    quantity: null,
    net_value: net,
    vat_value: vat,
    outstanding: paid ? 0 : total,
    crop_year: null,
  });
  book.invoiceLines.push(...lines);
}

function writeHaulierBill(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, account: string, date: string, today: string, reference: string): void {
  const loads = random.int(2, 9);
  const net = pounds(loads * random.amount(95, 160));
  const vat = pounds((net * vatRateOf('Services')) / 100);
  const total = pounds(net + vat);
  const due = addDays(date, 30);
  book.haulierSelfBills.push({
    reference,
    account_reference: account,
    document_no: issue(account, 'haulier-self-bill', reference, date),
    date_created: date,
    description: `Haulage of ${loads} loads of grain to ${random.pick(['Tilbury', 'Ipswich docks', 'Frome mill', 'Wissington'])}`,
    due,
    total,
    vat_value: vat,
    outstanding: due < today ? 0 : total,
  });
}
