import { specificationLines } from '@farm/area-my-account/domain';
import { formatDate, formatPounds } from '@farm/core/format';
import { merchant } from '../../pdf/merchant';
import { accountParty, merchantParty, type BusinessDocument, type DocumentAccount } from './business-document-pdf';

/** One product line of a contract: what, how much in its unit, and its price per unit. */
export interface ContractNoteLine {
  product: string;
  packageCode: string;
  quantity: number;
  unit: string;
  price: number;
}

/** What a contract note states, whether made at an online sale or drawn later from the contract's row. */
export interface ContractNote {
  contractReference: string;
  documentNo: string;
  /** The contract's day, 'YYYY-MM-DD'. */
  date: string;
  saleOrPurchase: 'SALE' | 'PURCHASE';
  account: DocumentAccount;
  /** Where the grain is collected from (a sale), a line each. */
  collectionAddress?: string[];
  /** The grade whose quality specification the grain is sold to (Feed Wheat...), and its trade shorthand (15/2/72/6). */
  grade: string | null;
  specificationCode?: string | null;
  varieties?: string[];
  /** 'Ex-farm (XFM)', 'Delivered to farm'... */
  basis: string;
  /** When the goods move: a movement period or a month. */
  deliveryPeriod: string;
  cropYear: number | null;
  lines: ContractNoteLine[];
  /** Written after a line's quantity (e.g. '(2 loads of 29 MT)'). */
  quantityNote?: string;
  status?: string;
  /** The contract's value, and once it has history what was adjusted, paid and is still owed. */
  totals: [label: string, value: string][];
}

const quantityOf = (line: ContractNoteLine) => `${Number(line.quantity.toFixed(3))} ${line.unit}`;
const priceOf = (line: ContractNoteLine) => `${formatPounds(line.price)}/${line.unit}`;

/**
 * A contract note as a UK merchant issues it (issue 26): both parties with their addresses, the commodity and its
 * quality specification in words, the basis, the delivery period, the tonnage, price and value, the payment
 * terms and the trade rules it is made under. One shape for the note made at a sale and the one drawn later.
 */
export function contractNoteDocument(note: ContractNote): BusinessDocument {
  const sale = note.saleOrPurchase === 'SALE';
  const [first] = note.lines;
  const specification = specificationLines(note.grade);
  type Fact = BusinessDocument['facts'][number];
  const when = (condition: unknown, ...facts: Fact[]): Fact[] => (condition ? facts : []);
  const facts: Fact[] = [
    ['Contract reference', note.contractReference],
    ['Date', formatDate(note.date)],
    ...when(note.status, ['Status', note.status ?? '']),
    ...when(note.collectionAddress, ['Collection address', note.collectionAddress ?? []]),
    ...when(sale && first, ['Commodity', first?.product ?? '']),
    ...when(specification.length > 0, [
      'Quality specification',
      [...(note.specificationCode ? [`${note.grade} ${note.specificationCode}:`] : []), ...specification],
    ]),
    ...when(note.varieties?.length, ['Varieties', note.varieties?.join(', ') ?? '']),
    ...when(
      sale && first,
      ['Quantity', `${first ? quantityOf(first) : ''}${note.quantityNote ? ` ${note.quantityNote}` : ''}`],
      ['Price', first ? priceOf(first) : ''],
    ),
    ['Contract basis', note.basis],
    [sale ? 'Delivery period' : 'Agreement period', note.deliveryPeriod],
    ...when(note.cropYear, ['Crop year', String(note.cropYear)]),
    ['Payment terms', sale ? merchant.salePaymentTerms : merchant.purchasePaymentTerms],
    ['Trade rules', sale ? merchant.tradeRules : merchant.inputsTradeRules],
  ];
  return {
    kind: sale ? 'Contract note' : 'Purchase contract',
    documentNo: note.documentNo,
    titleReference: note.contractReference,
    date: note.date,
    account: note.account,
    parties: sale
      ? [
          ['Seller', accountParty(note.account)],
          ['Buyer', merchantParty()],
        ]
      : [
          ['Seller', merchantParty()],
          ['Buyer', accountParty(note.account)],
        ],
    facts,
    // A sale's one line is in the facts; an inputs agreement lists its products.
    lines: sale
      ? undefined
      : {
          columns: [
            { label: 'Product', weight: 4 },
            { label: 'Package', weight: 2 },
            { label: 'Quantity', weight: 2, numeric: true },
            { label: 'Price', weight: 2, numeric: true },
            { label: 'Value', weight: 2, numeric: true },
          ],
          rows: note.lines.map((line) => [
            line.product,
            line.packageCode,
            quantityOf(line),
            priceOf(line),
            formatPounds(Math.round(line.quantity * line.price * 100) / 100),
          ]),
        },
    totals: note.totals,
    footnotes: [
      sale
        ? `This contract is made under the ${merchant.tradeRules}, and ${merchant.name}'s standard conditions of purchase, which form part of the MyFarm terms and conditions. ` +
          'Tonnages are subject to the quality specification stated above; collection periods are estimates and we will contact you to arrange haulage.'
        : `This agreement is made under ${merchant.inputsTradeRules}. Prices exclude VAT, which each invoice charges at the rate in force for its product.`,
    ],
  };
}
