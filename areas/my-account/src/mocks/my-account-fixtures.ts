import {
  CONTRACT_STATUSES,
  ORDER_STATUSES,
  contractNet,
  fulfilmentOf,
  PRODUCT_LINES,
  type ContractDetail,
  type ContractSummary,
  type GrainSaleContractRow,
  type HaulierSelfBillRow,
  type OrderRow,
  type ProductLineRow,
  type PurchaseTransactionRow,
  type SelfBillRow,
} from '@farm/area-my-account';

// The My Account demo data of the mock API (widget tests and the my-account dev page's mock mode): Harrison
// Farms Ltd's grain sale contracts over three crop years with their self bills, purchase contracts, purchases
// dated back from today (the purchases lists open on the last 180 days) and haulier self bills.

const pad = (value: number, width = 3) => String(value).padStart(width, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
const daysAgo = (days: number) => {
  const today = new Date();
  return iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
};
const GRAINS = ['Feed Wheat', 'Milling Wheat', 'Feed Barley', 'Oilseed Rape'];

/** Twelve sale contracts, four per crop year 2024-2026; S-2026-004 has nothing related to it. */
export const demoSaleContracts = (): GrainSaleContractRow[] =>
  Array.from({ length: 12 }, (_, index) => {
    const cropYear = 2024 + Math.floor(index / 4);
    const month = 1 + (index % 4) * 3;
    return {
      contractReference: `S-${cropYear}-${pad((index % 4) + 1)}`,
      orderReference: `SO-${cropYear}-${pad((index % 4) + 1)}`,
      orderDocumentNo: index === 7 ? null : `DOC-SO-${cropYear}-${pad((index % 4) + 1)}`,
      movementPeriodFrom: `${cropYear}-${pad(month, 2)}-01`,
      movementPeriodTo: `${cropYear}-${pad(month + 2, 2)}-28`,
      product: GRAINS[index % GRAINS.length]!,
      contractQuantity: 100 + index * 25,
      movedQuantity: index % 3 === 0 ? 100 + index * 25 : 50,
      price: 180 + index * 2.5,
      status: CONTRACT_STATUSES[index % CONTRACT_STATUSES.length]!,
      cropYear,
    };
  });

/** Fourteen self bills on the sale contracts, alternately paid and due. */
export const demoSelfBills = (): SelfBillRow[] =>
  Array.from({ length: 14 }, (_, index) => {
    const contract = demoSaleContracts()[index % 12]!;
    return {
      reference: `SB-${pad(index + 1, 4)}`,
      documentNo: `DOC-SB-${pad(index + 1, 4)}`,
      dateInvoiced: `2026-${pad((index % 9) + 1, 2)}-${pad(10 + (index % 15), 2)}`,
      dateDue: `2026-${pad((index % 9) + 2, 2)}-${pad(10 + (index % 15), 2)}`,
      orderReference: contract.contractReference,
      product: contract.product!,
      quantityInvoiced: 25 + index,
      netValue: 4500 + index * 123.45,
      status: index % 2 === 0 ? 'Paid' : 'Due',
      cropYear: contract.cropYear,
      movementPeriodFrom: contract.movementPeriodFrom,
      movementPeriodTo: contract.movementPeriodTo,
    };
  });

const saleSummary = (row: GrainSaleContractRow, index: number): ContractSummary => {
  const gross = Math.round(row.contractQuantity * (row.price ?? 0) * 100) / 100;
  // Every third contract had 7 claims of £61.17 (issue 26): they reduce what is paid and owed.
  const adjustments = index % 3 === 0 && gross > 0 ? -428.19 : 0;
  const net = contractNet(gross, adjustments);
  const paid = index % 2 === 0 ? net : Math.round(net * 40) / 100;
  return {
    reference: row.contractReference,
    saleOrPurchase: 'SALE',
    status: row.status,
    dateCreated: `${row.movementPeriodFrom!}T09:00:00.000Z`,
    dateMovementFrom: row.movementPeriodFrom,
    dateMovementTo: row.movementPeriodTo,
    cropYear: row.cropYear,
    product: row.product,
    productLine: 'Grain',
    value: { gross, adjustments, net, paid, outstanding: Math.round((net - paid) * 100) / 100, dateDueTo: row.movementPeriodTo },
    documentNo: row.orderDocumentNo,
  };
};

/** Two purchase contracts (the orders' contracts). */
const demoPurchaseContracts = (): ContractSummary[] =>
  ['P-2026-001', 'P-2026-002'].map((reference, index) => ({
    reference,
    saleOrPurchase: 'PURCHASE',
    status: 'Open',
    dateCreated: `2026-0${index + 2}-15T09:00:00.000Z`,
    dateMovementFrom: null,
    dateMovementTo: null,
    cropYear: 2026,
    product: index === 0 ? 'Nitram 34.5% N' : 'Winter wheat seed',
    productLine: index === 0 ? 'Fertiliser' : 'Seed',
    value: { gross: 12_400 + index * 1000, adjustments: 0, net: 12_400 + index * 1000, paid: 0, outstanding: 12_400 + index * 1000, dateDueTo: '2026-06-30' },
    documentNo: index === 0 ? `DOC-${reference}` : null,
  }));

export const demoAllTransactions = (): ContractSummary[] => [...demoSaleContracts().map(saleSummary), ...demoPurchaseContracts()];

const PURCHASE_PRODUCTS = ['Nitram 34.5% N', 'Winter wheat seed', 'Glyphosate 360', 'Calf pellets', 'Soil sampling'];

/** Thirty purchase transactions, one every five days back from today. */
export const demoPurchaseTransactions = (): PurchaseTransactionRow[] =>
  Array.from({ length: 30 }, (_, index) => ({
    transactionDate: daysAgo(index * 5 + 1),
    transactionReference: `INV-${pad(index + 1, 5)}`,
    documentNo: `DOC-INV-${pad(index + 1, 5)}`,
    product: PURCHASE_PRODUCTS[index % 5]!,
    productLine: PRODUCT_LINES[index % 5]!,
    netValue: 250 + index * 37.5,
    dueDate: daysAgo(index * 5 - 29),
    status: index % 3 === 0 ? 'Due' : 'Paid',
  }));

export const demoProductLines = (): ProductLineRow[] =>
  demoPurchaseTransactions().map((transaction, index) => ({
    transactionDate: transaction.transactionDate,
    transactionReference: transaction.transactionReference,
    documentNo: transaction.documentNo,
    lineNo: 1,
    product: transaction.product,
    productLine: transaction.productLine,
    unit: 'kg',
    noOfUnits: 10 + index,
    unitPrice: 12.5,
    packSize: '25 kg',
    noOfPacks: 2,
    packPrice: (10 + index) * 12.5,
    netValue: transaction.netValue,
  }));

/** One order in every status of §3, every twelve days back from today. */
export const demoOrders = (): OrderRow[] =>
  ORDER_STATUSES.map((status, index) => ({
    orderDate: daysAgo(index * 12 + 2),
    orderReference: `PO-${pad(index + 1, 5)}`,
    documentNo: `DOC-PO-${pad(index + 1, 5)}`,
    orderDocumentNo: index === 3 ? null : `DOC-POD-${pad(index + 1, 5)}`,
    product: PURCHASE_PRODUCTS[index % 5]!,
    productLine: PRODUCT_LINES[index % 5]!,
    netValue: 1200 + index * 310,
    status,
    fulfilment: fulfilmentOf(status),
    contractReference: index % 2 === 0 ? 'P-2026-001' : 'P-2026-002',
  }));

export const demoHaulierSelfBills = (): HaulierSelfBillRow[] =>
  Array.from({ length: 8 }, (_, index) => ({
    reference: `HSB-${pad(index + 1, 4)}`,
    documentNo: `DOC-HSB-${pad(index + 1, 4)}`,
    dateCreated: `2026-${pad(index + 1, 2)}-05`,
    description: `Haulage of ${GRAINS[index % 4]} to Avonmouth`,
    status: index % 2 === 0 ? 'Paid' : 'Due',
    due: `2026-${pad(index + 2, 2)}-05`,
    total: 640 + index * 55,
    outstanding: index % 2 === 0 ? 0 : 640 + index * 55,
  }));

/** The contract details dialog's answer for a contract of the demo data, or undefined when it has none. */
export function demoContractDetail(contractReference: string): ContractDetail | undefined {
  const summary = demoAllTransactions().find((contract) => contract.reference === contractReference);
  if (!summary) return undefined;
  const sale = summary.saleOrPurchase === 'SALE';
  const contract = {
    ...summary,
    orderReference: sale ? contractReference.replace('S-', 'SO-') : null,
    products: [{ product: summary.product ?? '', packageCode: 'BULK', quantityContracted: 200, unitOfMeasure: 'mt', unitPrice: 185, movedQuantity: 120 }],
  };
  // The last contract of a crop year has nothing related yet.
  if (contractReference.endsWith('-004')) return { contract, movements: [], invoices: [], samples: [], priceAdjustments: [] };
  const invoices = demoSelfBills()
    .filter((bill) => bill.orderReference === contractReference)
    .map((bill) => ({
      reference: bill.reference,
      dateInvoiced: bill.dateInvoiced,
      dateDue: bill.dateDue,
      paid: bill.status === 'Paid',
      netValue: bill.netValue,
      // Self bills for grain: zero-rated.
      vatValue: 0,
      outstanding: bill.status === 'Paid' ? 0 : bill.netValue,
      documentNo: bill.documentNo,
    }));
  return {
    contract,
    movements: [
      {
        movementId: `${contractReference}-M1`,
        reference: `MV-${contractReference}-1`,
        bookingReferenceNumber: 'BK-1001',
        plannedDate: summary.dateMovementFrom ?? '2026-03-01',
        completed: true,
        weighbridgeReference: 'WB-77',
        vehicleRegistration: 'AB12 CDE',
        carrier: 'Fenland Haulage',
        quantity: 29.5,
        invoices: invoices.slice(0, 1).map((invoice) => ({ reference: invoice.reference, documentNo: invoice.documentNo })),
        claims: [{ reference: `CL-${contractReference}`, documentNo: `DOC-CL-${contractReference}` }],
      },
      {
        movementId: `${contractReference}-M2`,
        reference: `MV-${contractReference}-2`,
        bookingReferenceNumber: null,
        plannedDate: summary.dateMovementTo ?? '2026-04-01',
        completed: false,
        weighbridgeReference: null,
        vehicleRegistration: null,
        carrier: null,
        quantity: 29,
        invoices: [],
        claims: [],
      },
    ],
    invoices,
    samples: sale
      ? [
          {
            sampleId: `${contractReference}-S1`,
            reference: `SMP-${contractReference}`,
            dateTaken: summary.dateMovementFrom ?? '2026-03-01',
            variety: 'Skyfall',
            results: [
              { reference: 'MOI', name: 'Moisture', result: 14.2, unit: '%' },
              { reference: 'KG', name: 'Kg/hl', result: 76.5, unit: '' },
              { reference: 'PRO', name: 'Protein', result: 11.8, unit: '%' },
            ],
          },
          {
            // A wet load: over feed wheat's 15 % moisture, for the quality-claim preview.
            sampleId: `${contractReference}-S2`,
            reference: `SMP-${contractReference}-2`,
            dateTaken: summary.dateMovementFrom ?? '2026-03-01',
            variety: 'Skyfall',
            results: [
              { reference: 'MOI', name: 'Moisture', result: 16.2, unit: '%' },
              { reference: 'KG', name: 'Kg/hl', result: 73.1, unit: 'kg/hl' },
              { reference: 'ADS', name: 'Admix/Scr', result: 1.4, unit: '%' },
            ],
          },
        ]
      : [],
    priceAdjustments: sale
      ? [
          {
            reference: `PA-${contractReference}`,
            created: summary.dateMovementTo ?? '2026-04-01',
            documentNumber: `DOC-PA-${contractReference}`,
            description: 'Protein premium',
            amount: 312.5,
          },
        ]
      : [],
  };
}
