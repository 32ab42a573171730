import { contractPeriodText, LOAD_TONNES, PRICE_TYPE_LABELS, type CollectionAddress, type ContractPeriod, type PriceType } from '@farm/core/domain';
import { formatDate, formatPounds, formatPoundsPerTonne } from '@farm/core/format';
import { field, MUTED, rule, startDocument, SUPPLIER_NAME, write } from '../../pdf/pdf-pen';

const TERMS =
  `This contract is subject to the Standard Conditions of Purchase for grain and oilseeds of ${SUPPLIER_NAME}, ` +
  'which form part of the MyFarm terms and conditions. Tonnages are subject to the quality specifications stated ' +
  'on the contract; collection periods are estimates and we will contact you to arrange haulage.';

export interface ContractNote {
  contractRef: string;
  /** The UK calendar day of the sale, 'YYYY-MM-DD'. */
  date: string;
  account: { name: string; reference: string };
  collectionAddress: CollectionAddress;
  commodity: string;
  varieties: string[];
  /** Metric tonnes, whole loads. */
  quantity: number;
  /** £/MT. */
  price: number;
  priceType: PriceType;
  contractPeriod: ContractPeriod;
  /** £, quantity × price. */
  totalValue: number;
}

/** The contract note of an online sale: one A4 page, made with pdf-lib and the standard Helvetica fonts. */
export async function renderContractNote(note: ContractNote, createdAt: Date): Promise<Uint8Array> {
  const pen = await startDocument({
    title: `Contract note ${note.contractRef}`,
    subject: `${note.commodity} sold by ${note.account.name} (${note.account.reference})`,
    // Dated by the sale, not by when the file was written, so the same sale gives the same document.
    date: createdAt,
  });

  write(pen, SUPPLIER_NAME, { size: 13, bold: true, color: MUTED });
  pen.y -= 6;
  write(pen, 'Contract note', { size: 22, bold: true });
  pen.y -= 8;
  rule(pen);

  const address = note.collectionAddress;
  const loads = note.quantity / LOAD_TONNES;
  field(pen, 'Contract reference', [note.contractRef]);
  field(pen, 'Date', [formatDate(note.date)]);
  field(pen, 'Account', [`${note.account.name} (${note.account.reference})`]);
  field(pen, 'Collection address', [address.addressName, ...address.addressLines, address.postcode].filter(Boolean));
  pen.y -= 6;
  rule(pen);
  field(pen, 'Commodity', [note.commodity]);
  field(pen, 'Varieties', [note.varieties.join(', ')]);
  field(pen, 'Quantity', [`${note.quantity} MT (${loads} ${loads === 1 ? 'load' : 'loads'} of ${LOAD_TONNES} MT)`]);
  field(pen, 'Price', [formatPoundsPerTonne(note.price)]);
  field(pen, 'Price type', [`${PRICE_TYPE_LABELS[note.priceType]} (${note.priceType})`]);
  field(pen, 'Contract period', [`${contractPeriodText(note.contractPeriod)}, crop year ${note.contractPeriod.cropYear}`]);
  field(pen, 'Total value', [formatPounds(note.totalValue)]);
  pen.y -= 6;
  rule(pen);
  write(pen, TERMS, { size: 9, color: MUTED });

  return pen.doc.save();
}
