import styled from '@emotion/styled';
import { CROP_DESTINATIONS } from '@farm/area-calculators';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Crop destination (spec 2 §3): Feed or Milling. `field` is the form's `register('cropdestination')`. */
export function DestinationSwitch({ field }: { field: UseFormRegisterReturn }) {
  return (
    <ChoiceGroup>
      <legend>Crop destination</legend>
      <Options>
        {CROP_DESTINATIONS.map((destination) => (
          <label key={destination}>
            <input type="radio" value={destination} {...field} />
            {destination}
          </label>
        ))}
      </Options>
    </ChoiceGroup>
  );
}
