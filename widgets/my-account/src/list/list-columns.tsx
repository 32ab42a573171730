import { paymentOf, type ListRow } from '@farm/area-my-account';
import { ContractLink, day, DocumentLink, money, mt, period, pricePerTonne, units } from '@farm/ui/lists';
import type { ReactNode } from 'react';
import type { TransactionListName } from '../lib/list-settings';
import { StatusChip } from './status-chip';

/** One column of a list: the same definition draws the desktop grid's cell and the phone card's fact. */
export interface ListColumn<R> {
  id: string;
  header: string;
  /** The orderBy this column sorts by on the server, when it sorts. */
  sort?: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

export interface ListDefinition<R> {
  columns: ListColumn<R>[];
  rowId: (row: R) => string;
  /** The id of the column that heads a phone card. */
  titleColumn: string;
}

type Definitions = { [L in TransactionListName]: ListDefinition<ListRow<L>> };

const status = <R extends { status: string }>(): ListColumn<R> => ({
  id: 'status',
  header: 'Status',
  sort: 'status',
  cell: (row) => <StatusChip status={row.status} />,
});

export const LIST_COLUMNS: Definitions = {
  allTransactions: {
    rowId: (row) => row.reference,
    titleColumn: 'reference',
    columns: [
      { id: 'reference', header: 'Contract', sort: 'reference', cell: (row) => <ContractLink reference={row.reference} /> },
      { id: 'type', header: 'Type', cell: (row) => (row.saleOrPurchase === 'SALE' ? 'Sale' : 'Purchase') },
      { id: 'dateCreated', header: 'Date created', sort: 'dateCreated', cell: (row) => day(row.dateCreated) },
      { id: 'product', header: 'Product', cell: (row) => row.product },
      { id: 'movementPeriod', header: 'Movement period', sort: 'dateMovementFrom', cell: (row) => period(row.dateMovementFrom, row.dateMovementTo) },
      { id: 'valueGross', header: 'Gross value', sort: 'valueGross', numeric: true, cell: (row) => money(row.value.gross) },
      { id: 'valueAdjustments', header: 'Adjustments', numeric: true, cell: (row) => money(row.value.adjustments) },
      { id: 'valuePaid', header: 'Paid', numeric: true, cell: (row) => money(row.value.paid) },
      { id: 'valueOutstanding', header: 'Outstanding', sort: 'valueOutstanding', numeric: true, cell: (row) => money(row.value.outstanding) },
      {
        id: 'payment',
        header: 'Payment',
        cell: (row) => {
          const payment = paymentOf(row.value);
          return payment ? <StatusChip status={payment} /> : '—';
        },
      },
      { id: 'status', header: 'Status', sort: 'status', cell: (row) => <StatusChip status={row.status} /> },
    ],
  },
  grainSaleContracts: {
    rowId: (row) => row.contractReference,
    titleColumn: 'contractReference',
    columns: [
      { id: 'contractReference', header: 'Contract', sort: 'contractReference', cell: (row) => <ContractLink reference={row.contractReference} /> },
      {
        id: 'orderReference',
        header: 'Order',
        cell: (row) => (row.orderReference ? <DocumentLink reference={row.orderReference} documentNo={row.orderDocumentNo} /> : ''),
      },
      { id: 'movementPeriod', header: 'Movement period', sort: 'movementPeriodFrom', cell: (row) => period(row.movementPeriodFrom, row.movementPeriodTo) },
      { id: 'product', header: 'Product', sort: 'product', cell: (row) => row.product },
      { id: 'contractQuantity', header: 'Contract quantity', sort: 'contractQuantity', numeric: true, cell: (row) => mt(row.contractQuantity) },
      { id: 'movedQuantity', header: 'Moved quantity', numeric: true, cell: (row) => mt(row.movedQuantity) },
      { id: 'price', header: 'Price', sort: 'price', numeric: true, cell: (row) => pricePerTonne(row.price) },
      { id: 'cropYear', header: 'Crop year', sort: 'cropYear', cell: (row) => row.cropYear ?? '' },
      status(),
    ],
  },
  selfBills: {
    rowId: (row) => row.reference,
    titleColumn: 'reference',
    columns: [
      { id: 'reference', header: 'Self bill', sort: 'reference', cell: (row) => <DocumentLink reference={row.reference} documentNo={row.documentNo} /> },
      { id: 'orderReference', header: 'Contract', cell: (row) => <ContractLink reference={row.orderReference} /> },
      { id: 'dateInvoiced', header: 'Date invoiced', sort: 'dateInvoiced', cell: (row) => day(row.dateInvoiced) },
      { id: 'dateDue', header: 'Due date', sort: 'dateDue', cell: (row) => day(row.dateDue) },
      { id: 'product', header: 'Product', sort: 'product', cell: (row) => row.product },
      { id: 'quantityInvoiced', header: 'Quantity', sort: 'quantityInvoiced', numeric: true, cell: (row) => mt(row.quantityInvoiced) },
      { id: 'netValue', header: 'Net value (zero-rated)', sort: 'netValue', numeric: true, cell: (row) => money(row.netValue) },
      status(),
    ],
  },
  haulierSelfBills: {
    rowId: (row) => row.reference,
    titleColumn: 'reference',
    columns: [
      { id: 'reference', header: 'Self bill', sort: 'reference', cell: (row) => <DocumentLink reference={row.reference} documentNo={row.documentNo} /> },
      { id: 'dateCreated', header: 'Date created', sort: 'dateCreated', cell: (row) => day(row.dateCreated) },
      { id: 'description', header: 'Description', cell: (row) => row.description },
      { id: 'due', header: 'Due date', sort: 'due', cell: (row) => day(row.due) },
      { id: 'total', header: 'Total (incl. VAT)', sort: 'total', numeric: true, cell: (row) => money(row.total) },
      { id: 'outstanding', header: 'Outstanding (incl. VAT)', sort: 'outstanding', numeric: true, cell: (row) => money(row.outstanding) },
      status(),
    ],
  },
  purchaseTransactions: {
    rowId: (row) => row.transactionReference,
    titleColumn: 'transactionReference',
    columns: [
      {
        id: 'transactionReference',
        header: 'Reference',
        sort: 'transactionReference',
        cell: (row) => <DocumentLink reference={row.transactionReference} documentNo={row.documentNo} />,
      },
      { id: 'transactionDate', header: 'Date', sort: 'transactionDate', cell: (row) => day(row.transactionDate) },
      { id: 'product', header: 'Product', sort: 'product', cell: (row) => row.product },
      { id: 'productLine', header: 'Product line', sort: 'productLine', cell: (row) => row.productLine },
      { id: 'netValue', header: 'Net value (excl. VAT)', sort: 'netValue', numeric: true, cell: (row) => money(row.netValue) },
      { id: 'dueDate', header: 'Due date', sort: 'dueDate', cell: (row) => day(row.dueDate) },
      status(),
    ],
  },
  purchaseProducts: {
    rowId: (row) => `${row.transactionReference}-${row.lineNo}`,
    titleColumn: 'product',
    columns: [
      { id: 'product', header: 'Product', sort: 'product', cell: (row) => row.product },
      {
        id: 'transactionReference',
        header: 'Reference',
        sort: 'transactionReference',
        cell: (row) => <DocumentLink reference={row.transactionReference} documentNo={row.documentNo} />,
      },
      { id: 'transactionDate', header: 'Date', sort: 'transactionDate', cell: (row) => day(row.transactionDate) },
      { id: 'productLine', header: 'Product line', sort: 'productLine', cell: (row) => row.productLine },
      { id: 'noOfUnits', header: 'Units', sort: 'noOfUnits', numeric: true, cell: (row) => units(row.noOfUnits, row.unit) },
      { id: 'unitPrice', header: 'Unit price (excl. VAT)', sort: 'unitPrice', numeric: true, cell: (row) => money(row.unitPrice) },
      { id: 'packs', header: 'Packs', numeric: true, cell: (row) => `${row.noOfPacks} × ${row.packSize}` },
      { id: 'packPrice', header: 'Pack price', numeric: true, cell: (row) => money(row.packPrice) },
      { id: 'netValue', header: 'Net value (excl. VAT)', sort: 'netValue', numeric: true, cell: (row) => money(row.netValue) },
    ],
  },
  purchaseOrders: {
    rowId: (row) => row.orderReference,
    titleColumn: 'orderReference',
    columns: [
      {
        id: 'orderReference',
        header: 'Order',
        sort: 'orderReference',
        cell: (row) => <DocumentLink reference={row.orderReference} documentNo={row.orderDocumentNo ?? row.documentNo} />,
      },
      { id: 'contractReference', header: 'Contract', cell: (row) => <ContractLink reference={row.contractReference} /> },
      { id: 'orderDate', header: 'Order date', sort: 'orderDate', cell: (row) => day(row.orderDate) },
      { id: 'product', header: 'Product', sort: 'product', cell: (row) => row.product },
      { id: 'productLine', header: 'Product line', sort: 'productLine', cell: (row) => row.productLine },
      { id: 'netValue', header: 'Net value (excl. VAT)', sort: 'netValue', numeric: true, cell: (row) => money(row.netValue) },
      status(),
      { id: 'fulfilment', header: 'Fulfilment', cell: (row) => (row.fulfilment ? <StatusChip status={row.fulfilment} /> : '—') },
    ],
  },
};
