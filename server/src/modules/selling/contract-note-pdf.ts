import { contractPeriodText, LOAD_TONNES, type CollectionAddress } from '@farm/area-crop-marketing/domain';
import { PRICE_TYPE_LABELS, type ContractPeriod, type PriceType } from '@farm/core/domain';
import { formatPounds } from '@farm/core/format';
import { contractNoteDocument, renderBusinessDocument, type DocumentAccount } from '../documents';

export interface SaleNote {
  contractReference: string;
  documentNo: string;
  /** The UK calendar day of the sale, 'YYYY-MM-DD'. */
  date: string;
  account: DocumentAccount;
  collectionAddress: CollectionAddress;
  /** The commodity as crop marketing names it (Feed Wheat), and its specification shorthand (15/2/72/6). */
  commodity: string;
  specification: string | null;
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

/** The contract note of an online sale: the merchant's contract note (contractNoteDocument) for the sale's facts. */
export async function renderContractNote(note: SaleNote): Promise<Uint8Array> {
  const address = note.collectionAddress;
  const loads = note.quantity / LOAD_TONNES;
  return renderBusinessDocument(
    contractNoteDocument({
      contractReference: note.contractReference,
      documentNo: note.documentNo,
      date: note.date,
      saleOrPurchase: 'SALE',
      account: note.account,
      collectionAddress: [address.addressName, ...address.addressLines, address.postcode].filter(Boolean),
      grade: note.commodity,
      specificationCode: note.specification,
      varieties: note.varieties,
      basis: `${PRICE_TYPE_LABELS[note.priceType]} (${note.priceType})`,
      deliveryPeriod: contractPeriodText(note.contractPeriod),
      cropYear: note.contractPeriod.cropYear,
      lines: [{ product: note.commodity, packageCode: 'BULK', quantity: note.quantity, unit: 'MT', price: note.price }],
      quantityNote: `(${loads} ${loads === 1 ? 'load' : 'loads'} of ${LOAD_TONNES} MT)`,
      totals: [['Contract value', formatPounds(note.totalValue)]],
    }),
  );
}
