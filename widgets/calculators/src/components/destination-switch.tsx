import styled from '@emotion/styled';
import { useId } from 'react';
import { ChoiceGroup } from './choice-group';
import { CROP_DESTINATIONS, type CropDestination } from '../formulas/wheat-nitrogen';

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

/** Crop destination (spec 2 §3): Feed or Milling; choosing one presets moisture, uptake and protein. */
export function DestinationSwitch({ value, onChange }: { value: CropDestination; onChange: (value: CropDestination) => void }) {
  const name = useId();
  return (
    <ChoiceGroup>
      <legend>Crop destination</legend>
      <Options>
        {CROP_DESTINATIONS.map((destination) => (
          <label key={destination}>
            <input type="radio" name={name} value={destination} checked={value === destination} onChange={() => onChange(destination)} />
            {destination}
          </label>
        ))}
      </Options>
    </ChoiceGroup>
  );
}
