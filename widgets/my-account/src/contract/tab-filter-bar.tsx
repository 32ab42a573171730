import styled from '@emotion/styled';
import { LIST_TEXT_LIMITS } from '@farm/area-my-account';
import { datePickerStyles } from '@farm/ui';
import { DateField, LimitedInput } from '@farm/ui/lists';
import { useId } from 'react';
import { TIME_FRAMES, timeFrameRange, type TabFilter } from './tab-filter';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  .date-field,
  .field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input,
  select {
    width: 10rem;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  ${datePickerStyles}
`;

export interface TabFilterBarProps {
  tabLabel: string;
  filter: TabFilter;
  onChange: (filter: TabFilter) => void;
  statuses?: readonly string[];
}

/**
 * A dialog tab's filters, applied as they change (the tab's rows are all in the page already). The Date box is the
 * lists' shared one: what is typed filters the rows once it is a date; until then the box says why it is not one.
 */
export function TabFilterBar({ tabLabel, filter, onChange, statuses }: TabFilterBarProps) {
  const id = useId();
  const set = (change: Partial<TabFilter>) => onChange({ ...filter, ...change });
  return (
    <Bar role="group" aria-label={`Filter ${tabLabel.toLowerCase()}`}>
      <div className="field">
        <label htmlFor={`${id}-search`}>Search</label>
        <LimitedInput
          id={`${id}-search`}
          type="search"
          maxLength={LIST_TEXT_LIMITS.search}
          value={filter.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <DateField
        label="Date"
        value={filter.date}
        typed={filter.dateTyped}
        onChange={(date, dateTyped) => set({ date, dateTyped })}
        range={timeFrameRange(filter.timeFrame, new Date())}
      />
      <div className="field">
        <label htmlFor={`${id}-frame`}>Time frame</label>
        <select id={`${id}-frame`} value={filter.timeFrame} onChange={(event) => set({ timeFrame: event.target.value as TabFilter['timeFrame'] })}>
          <option value="">Any time</option>
          {TIME_FRAMES.map((frame) => (
            <option key={frame.value} value={frame.value}>
              {frame.label}
            </option>
          ))}
        </select>
      </div>
      {statuses && (
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filter.status} onChange={(event) => set({ status: event.target.value })}>
            <option value="">All</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      )}
    </Bar>
  );
}
