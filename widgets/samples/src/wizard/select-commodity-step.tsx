import styled from '@emotion/styled';
import { myAccountMessages, type SampleFilters } from '@farm/area-my-account';
import { Button, EmptyState, FlowGrid, VisuallyHidden } from '@farm/ui';
import { StepActions, StepBox, StepHeading } from './wizard-layout';
import { wizardMessages } from './wizard-messages';

export type Commodity = SampleFilters['commodities'][number];

const Choices = styled(FlowGrid)`
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
  }
  li[data-selected] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #eef5f0;
  }
`;

export interface SelectCommodityStepProps {
  /** The commodities the account has samples of. */
  commodities: readonly Commodity[];
  chosen: Commodity | null;
  onChoose: (commodity: Commodity) => void;
  onNext: () => void;
  onCancel: () => void;
  /** Edit mode: Cancel reads 'Return to parcels' (§4). */
  editing: boolean;
  focusHeading: boolean;
}

/** Step 1 (§2, §4): one commodity, chosen with its Select button; Next needs one. */
export function SelectCommodityStep({ commodities, chosen, onChoose, onNext, onCancel, editing, focusHeading }: SelectCommodityStepProps) {
  return (
    <StepBox aria-labelledby="wizard-step-commodity">
      <StepHeading id="wizard-step-commodity" focus={focusHeading}>
        {wizardMessages.selectCommodity}
      </StepHeading>
      {commodities.length === 0 ? (
        <EmptyState title={myAccountMessages.noSampleData} />
      ) : (
        <Choices minWidth="13rem" aria-label="Commodities">
          {commodities.map((commodity) => {
            const selected = chosen?.commodityNo === commodity.commodityNo;
            return (
              <li key={commodity.commodityNo} data-selected={selected || undefined}>
                <span>{commodity.description}</span>
                <Button type="button" variant={selected ? 'primary' : 'secondary'} onClick={() => onChoose(commodity)}>
                  {selected ? 'Selected' : 'Select'}
                  <VisuallyHidden> {commodity.description}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </Choices>
      )}
      <StepActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {editing ? 'Return to parcels' : 'Cancel'}
        </Button>
        <div className="forward">
          <Button type="button" disabled={!chosen} onClick={onNext}>
            Next
          </Button>
        </div>
      </StepActions>
    </StepBox>
  );
}
