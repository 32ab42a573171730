import styled from '@emotion/styled';
import { ApiError } from '@farm/core';
import { contractDetailQuery, myAccountMessages, type ContractDetail } from '@farm/area-my-account';
import { Button, CancelButton, Dialog, Facts, Loader, spreadRow } from '@farm/ui';
import { day, money, mt, period, pricePer, problemText, units, useDocumentActions } from '@farm/ui/lists';
import { useQuery } from '@tanstack/react-query';
import { StatusChip } from '../list/status-chip';
import { DetailTabs } from './detail-tabs';

export interface ContractDialogProps {
  reference: string;
  contractReference: string;
  onClose: () => void;
}

const Header = styled.div`
  ${spreadRow('flex-start', 3)}
`;

function ContractFacts({ detail }: { detail: ContractDetail }) {
  const { contract } = detail;
  const { openDocument } = useDocumentActions();
  const sale = contract.saleOrPurchase === 'SALE';
  const viewLabel = sale ? 'View contract' : 'View order';
  return (
    <Header>
      <Facts>
        <dt>{sale ? 'Contract' : 'Order'}</dt>
        <dd>{contract.reference}</dd>
        <dt>Status</dt>
        <dd>
          <StatusChip status={contract.status} />
        </dd>
        <dt>Date created</dt>
        <dd>{day(contract.dateCreated)}</dd>
        <dt>Movement period</dt>
        <dd>{period(contract.dateMovementFrom, contract.dateMovementTo)}</dd>
        {contract.products.map((product) => (
          <ProductFacts key={`${product.product}-${product.packageCode}`} product={product} />
        ))}
        {sale ? <SaleValue value={contract.value} /> : <AgreementValue value={contract.value} />}
      </Facts>
      <Button
        type="button"
        disabled={!contract.documentNo}
        onClick={() => contract.documentNo && openDocument(contract.documentNo, `${sale ? 'Contract' : 'Order'} ${contract.reference}`)}
      >
        {viewLabel}
      </Button>
    </Header>
  );
}

/** A sale's money: its claims reduce what it is paid (issue 26); grain is zero-rated, so none of it is VAT. */
function SaleValue({ value }: { value: ContractDetail['contract']['value'] }) {
  return (
    <>
      <dt>Gross value</dt>
      <dd>{money(value.gross)}</dd>
      <dt>Price adjustments</dt>
      <dd>{money(value.adjustments)}</dd>
      <dt>Net value</dt>
      <dd>{money(value.net)}</dd>
      <dt>Paid</dt>
      <dd>{money(value.paid)}</dd>
      <dt>Outstanding</dt>
      <dd>{money(value.outstanding)}</dd>
      <dt>VAT</dt>
      <dd>None: grain is zero-rated</dd>
    </>
  );
}

/** An inputs agreement's money: what was invoiced under it, VAT included, what is paid and what is owed. */
function AgreementValue({ value }: { value: ContractDetail['contract']['value'] }) {
  return (
    <>
      <dt>Invoiced (incl. VAT)</dt>
      <dd>{money(value.gross)}</dd>
      <dt>Paid</dt>
      <dd>{money(value.paid)}</dd>
      <dt>Outstanding (incl. VAT)</dt>
      <dd>{money(value.outstanding)}</dd>
    </>
  );
}

function ProductFacts({ product }: { product: ContractDetail['contract']['products'][number] }) {
  return (
    <>
      <dt>Product</dt>
      <dd>
        {product.product}: {units(product.quantityContracted, product.unitOfMeasure)} at {pricePer(product.unitPrice, product.unitOfMeasure)}
        {product.unitOfMeasure.toUpperCase() === 'MT' ? ` (${mt(product.movedQuantity)} moved)` : ''}
      </dd>
    </>
  );
}

/** Contract details (a sale) or Order details (a purchase): the contract's facts, its document and its related rows (spec 3 §2). */
export function ContractDialog({ reference, contractReference, onClose }: ContractDialogProps) {
  const detail = useQuery(contractDetailQuery(reference, contractReference));
  const title = detail.data?.contract.saleOrPurchase === 'PURCHASE' ? 'Order details' : 'Contract details';
  let body;
  if (detail.isPending) body = <Loader label="Loading the contract…" />;
  else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.errorCode === 'CONTRACT_NOT_FOUND';
    body = <p role="alert">{notFound ? myAccountMessages.contractNotFound : problemText(detail.error)}</p>;
  } else {
    body = (
      <>
        <ContractFacts detail={detail.data} />
        <DetailTabs detail={detail.data} />
      </>
    );
  }
  return (
    <Dialog open size="wide" title={title} onClose={onClose} actions={<CancelButton onClick={onClose}>Close</CancelButton>}>
      {body}
    </Dialog>
  );
}
