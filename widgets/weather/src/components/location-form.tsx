import styled from '@emotion/styled';
import { WEATHER_LOCATION_MAX_LENGTH } from '@farm/core';
import { Button, labelledControl, media } from '@farm/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    align-items: stretch;
    flex-direction: column;
  }
`;

const Field = styled.div`
  ${labelledControl}
  input {
    width: 12em;
    text-transform: uppercase;
    ${media.mobile} {
      width: 100%;
    }
  }
`;

export interface LocationFormProps {
  /** The postcode shown when the form appears, and again whenever it changes (a business switch). */
  initialPostcode: string;
  onChangeLocation: (postcode: string) => void;
}

/** The postcode box and the 'Change Location' button, which does nothing while the box is empty (spec 1 §2). */
export function LocationForm({ initialPostcode, onChangeLocation }: LocationFormProps) {
  const [value, setValue] = useState(initialPostcode);
  const id = useId();
  useEffect(() => setValue(initialPostcode), [initialPostcode]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const postcode = value.trim();
    if (postcode) onChangeLocation(postcode);
  }

  return (
    <Form onSubmit={submit} aria-label="Forecast location">
      <Field>
        <label htmlFor={`${id}-postcode`}>Postcode</label>
        <input
          id={`${id}-postcode`}
          name="postcode"
          value={value}
          maxLength={WEATHER_LOCATION_MAX_LENGTH}
          autoComplete="postal-code"
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <Button type="submit">Change Location</Button>
    </Form>
  );
}
