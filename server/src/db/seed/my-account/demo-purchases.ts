import type { OrderStatus } from '@farm/core/domain';
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
const OPEN_ORDER_STATUSES: OrderStatus[] = ['Open', 'On Hold', 'Pending Approval', 'Pending Pre-pay', 'Partially Dispatched', 'Partially Received', 'Complete', 'Rejected', 'Cancelled'];

/**
 * One farming year's inputs of a business (August to July, up to `today`): a purchase contract per main product
 * line, two invoices a month with their product lines (paid once due, a few left overdue), an order a month, and
 * a haulier self bill a quarter.
 */
export function writeYearPurchases(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, account: string, year: number, today: string, code: string): void {
  const contracts = new Map<string, { reference: string; documentNo: string; gross: number; paid: number }>();
  for (const [index, line] of CONTRACT_LINES.entries()) {
    const reference = `P${year % 100}${code}${index + 1}`;
    contracts.set(line, { reference, documentNo: issue(account, 'contract-note', reference, `${year}-07-15`), gross: 0, paid: 0 });
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
    if (month % 3 === 2 && addDays(monthStart, 20) < today) writeHaulierBill(book, random, issue, account, addDays(monthStart, 20), today, `HSB${year % 100}${code}${month + 1}`);
  }
  for (const [line, contract] of contracts) {
    book.contracts.push({
      reference: contract.reference,
      account_reference: account,
      sale_or_purchase: 'PURCHASE',
      status: contract.gross === contract.paid && contract.gross > 0 ? 'Complete' : 'Open',
      date_created: `${year}-07-15T09:00:00Z`,
      date_movement_from: `${year}-08-01`,
      date_movement_to: addDays(`${year + 1}-08-01`, -1),
      crop_year: year,
      order_reference: `PO${year % 100}${code}${line.slice(0, 3).toUpperCase()}`,
      document_no: contract.documentNo,
      source: 'demo',
      product: `${line} supply agreement`,
      value_gross: pounds(contract.gross),
      value_paid: pounds(contract.paid),
      value_outstanding: pounds(contract.gross - contract.paid),
      date_due_to: `${year + 1}-08-31`,
      product_line: line,
    });
    book.contractProducts.push({ contract_reference: contract.reference, line_no: 1, product: `${line} supply agreement`, package_code: 'VAR', quantity_contracted: 1, unit_of_measure: 'AGR', unit_price: pounds(contract.gross), moved_quantity: 1 });
  }
}

interface InvoicePlan {
  account: string;
  reference: string;
  date: string;
  today: string;
  contracts: Map<string, { reference: string; gross: number; paid: number }>;
}

function writeInvoice(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, plan: InvoicePlan): void {
  const first = random.pick(INPUTS);
  const inputs = [first, ...INPUTS.filter((input) => input.line === first.line && input !== first).slice(0, random.int(0, 2))];
  const lines = inputs.map((input, index) => {
    const unitPrice = random.amount(...input.unitPrice);
    const noOfPacks = random.int(2, 40);
    const packPrice = pounds(input.unitsPerPack * unitPrice);
    return {
      invoice_reference: plan.reference,
      line_no: index + 1,
      account_reference: plan.account,
      transaction_date: plan.date,
      product: input.product,
      product_line: input.line,
      unit: input.unit,
      no_of_units: pounds(noOfPacks * input.unitsPerPack),
      unit_price: unitPrice,
      pack_size: input.packSize,
      no_of_packs: noOfPacks,
      pack_price: packPrice,
      net_value: pounds(noOfPacks * packPrice),
    };
  });
  const net = pounds(lines.reduce((sum, line) => sum + line.net_value, 0));
  const due = addDays(plan.date, 30);
  // Most bills are paid once due; one in eight runs overdue.
  const paid = due < plan.today && !random.chance(12);
  const contract = plan.contracts.get(first.line);
  if (contract) {
    contract.gross += net;
    if (paid) contract.paid += net;
  }
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
    outstanding: paid ? 0 : net,
    crop_year: null,
  });
  book.invoiceLines.push(...lines);
}

function writeHaulierBill(book: DemoBook, random: DemoRandom, issue: DocumentIssuer, account: string, date: string, today: string, reference: string): void {
  const loads = random.int(2, 9);
  const total = pounds(loads * random.amount(95, 160));
  const due = addDays(date, 30);
  book.haulierSelfBills.push({
    reference,
    account_reference: account,
    document_no: issue(account, 'haulier-self-bill', reference, date),
    date_created: date,
    description: `Haulage of ${loads} loads of grain to ${random.pick(['Tilbury', 'Ipswich docks', 'Frome mill', 'Wissington'])}`,
    due,
    total,
    outstanding: due < today ? 0 : total,
  });
}
