import styled from '@emotion/styled';
import { myAccountMessages, type ContractDetail } from '@farm/area-my-account';
import { Tabs } from '@farm/ui';
import { ClaimPreview, day, money, mt } from '@farm/ui/lists';
import { useState } from 'react';
import { StatusChip } from '../list/status-chip';
import { DetailTable } from './detail-table';
import { PdfButton } from './pdf-button';

type TabKey = 'movements' | 'invoices' | 'samples' | 'priceAdjustments';

const Documents = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

function MovementsTab({ detail }: { detail: ContractDetail }) {
  return (
    <DetailTable
      label="Movements"
      rows={detail.movements}
      rowKey={(movement) => movement.reference}
      statuses={['Planned', 'Moved']}
      emptyText={myAccountMessages.noMovements}
      filterable={(movement) => ({
        day: movement.plannedDate,
        texts: [
          movement.reference,
          movement.bookingReferenceNumber,
          movement.vehicleRegistration,
          ...movement.invoices.map((i) => i.reference),
          ...movement.claims.map((c) => c.reference),
        ],
        status: movement.completed ? 'Moved' : 'Planned',
      })}
      columns={[
        { header: 'Reference', cell: (m) => m.reference },
        { header: 'Date', cell: (m) => day(m.plannedDate) },
        { header: 'Status', cell: (m) => <StatusChip status={m.completed ? 'Moved' : 'Planned'} /> },
        { header: 'Quantity', numeric: true, cell: (m) => mt(m.quantity) },
        { header: 'Vehicle reg', cell: (m) => m.vehicleRegistration ?? '' },
        { header: 'Haulier', cell: (m) => m.carrier ?? '' },
      ]}
      details={(m) => (
        <Documents>
          {m.invoices.length + m.claims.length === 0 && <span>No documents for this movement.</span>}
          {m.invoices.map((invoice) => (
            <span key={invoice.reference}>
              Invoice {invoice.reference} <PdfButton reference={invoice.reference} documentNo={invoice.documentNo} />
            </span>
          ))}
          {m.claims.map((claim) => (
            <span key={claim.reference}>
              Claim {claim.reference} <PdfButton reference={claim.reference} documentNo={claim.documentNo} />
            </span>
          ))}
        </Documents>
      )}
    />
  );
}

function InvoicesTab({ detail }: { detail: ContractDetail }) {
  return (
    <DetailTable
      label="Invoices"
      rows={detail.invoices}
      rowKey={(invoice) => invoice.reference}
      statuses={['Paid', 'Unpaid']}
      emptyText={myAccountMessages.noInvoices}
      filterable={(invoice) => ({ day: invoice.dateInvoiced, texts: [invoice.reference], status: invoice.paid ? 'Paid' : 'Unpaid' })}
      columns={[
        { header: 'Reference', cell: (i) => i.reference },
        { header: 'Date', cell: (i) => day(i.dateInvoiced) },
        { header: 'Due date', cell: (i) => day(i.dateDue) },
        { header: 'Net value (excl. VAT)', numeric: true, cell: (i) => money(i.netValue) },
        { header: 'VAT', numeric: true, cell: (i) => money(i.vatValue) },
        { header: 'Outstanding (incl. VAT)', numeric: true, cell: (i) => money(i.outstanding) },
        { header: 'Status', cell: (i) => <StatusChip status={i.paid ? 'Paid' : 'Unpaid'} /> },
      ]}
      details={(i) => (
        <Documents>
          <PdfButton reference={i.reference} documentNo={i.documentNo} />
        </Documents>
      )}
    />
  );
}

const Stack = styled.div`
  display: grid;
  /* As wide as the dialog, not as the widest table: a wide table scrolls in its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

/** The samples, with the claims they are likely to bring against the standard the contract's product names (issue 15). */
function SamplesTab({ detail }: { detail: ContractDetail }) {
  const { contract } = detail;
  return (
    <Stack>
      <ClaimPreview grade={contract.product ?? ''} samples={detail.samples} pricePerTonne={contract.products[0]?.unitPrice ?? null} />
      <SamplesTable detail={detail} />
    </Stack>
  );
}

function SamplesTable({ detail }: { detail: ContractDetail }) {
  return (
    <DetailTable
      label="Samples"
      rows={detail.samples}
      rowKey={(sample) => sample.reference}
      emptyText={myAccountMessages.noSamples}
      filterable={(sample) => ({ day: sample.dateTaken, texts: [sample.reference, sample.variety] })}
      columns={[
        { header: 'Reference', cell: (s) => s.reference },
        { header: 'Date taken', cell: (s) => day(s.dateTaken) },
        { header: 'Variety', cell: (s) => s.variety ?? '' },
      ]}
      details={(s) => (
        <Results>
          {s.results.map((result) => (
            <div key={result.reference}>
              <dt>{result.name}</dt>
              <dd>{result.result === null ? '' : `${result.result}${result.unit ? ` ${result.unit}` : ''}`}</dd>
            </div>
          ))}
        </Results>
      )}
    />
  );
}

function PriceAdjustmentsTab({ detail }: { detail: ContractDetail }) {
  return (
    <DetailTable
      label="Price Adjustments"
      rows={detail.priceAdjustments}
      rowKey={(adjustment) => adjustment.reference}
      emptyText={myAccountMessages.noPriceAdjustments}
      filterable={(adjustment) => ({ day: adjustment.created, texts: [adjustment.reference, adjustment.description] })}
      columns={[
        { header: 'Reference', cell: (a) => a.reference },
        { header: 'Created', cell: (a) => day(a.created) },
        { header: 'Description', cell: (a) => a.description },
        { header: 'Amount', numeric: true, cell: (a) => money(a.amount) },
      ]}
      details={(a) => (
        <Documents>
          <PdfButton reference={a.reference} documentNo={a.documentNumber} />
        </Documents>
      )}
    />
  );
}

const PANELS = { movements: MovementsTab, invoices: InvoicesTab, samples: SamplesTab, priceAdjustments: PriceAdjustmentsTab } as const;

/**
 * The dialog's tabs (spec 3 §2): Movements, Invoices, and for a sale Samples and Price Adjustments. A tab with
 * nothing behind it is disabled; with nothing anywhere the dialog says 'No Related Data'.
 */
export function DetailTabs({ detail }: { detail: ContractDetail }) {
  const sale = detail.contract.saleOrPurchase === 'SALE';
  const tabs = [
    { key: 'movements' as const, label: 'Movements', disabled: detail.movements.length === 0 },
    { key: 'invoices' as const, label: 'Invoices', disabled: detail.invoices.length === 0 },
    ...(sale
      ? [
          { key: 'samples' as const, label: 'Samples', disabled: detail.samples.length === 0 },
          { key: 'priceAdjustments' as const, label: 'Price Adjustments', disabled: detail.priceAdjustments.length === 0 },
        ]
      : []),
  ];
  const [chosen, setChosen] = useState<TabKey | null>(null);
  const first = tabs.find((tab) => !tab.disabled);
  if (!first) return <p>{myAccountMessages.noRelatedData}</p>;
  const selected = tabs.find((tab) => tab.key === chosen && !tab.disabled) ?? first;
  const Panel = PANELS[selected.key];
  return (
    <Tabs label="Related data" tabs={tabs} selected={selected.key} onSelect={setChosen}>
      <Panel detail={detail} />
    </Tabs>
  );
}
