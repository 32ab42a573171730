import { weatherLocationQuerySchema } from '@farm/area-weather';
import styled from '@emotion/styled';
import { WEATHER_LOCATION_MAX_LENGTH } from '@farm/area-weather';
import { Button, media, TextField, useZodForm } from '@farm/ui';

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  input {
    width: 12em;
    text-transform: uppercase;
  }
  ${media.mobile} {
    align-items: stretch;
    flex-direction: column;
    input {
      width: 100%;
    }
  }
`;

/** Level with the postcode box, below its label, whether or not a message shows under the box. */
const Submit = styled(Button)`
  margin-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space(1)});
  ${media.mobile} {
    margin-top: 0;
  }
`;

export interface LocationFormProps {
  /** The postcode in the box when the form appears. */
  initialPostcode: string;
  onChangeLocation: (postcode: string) => void;
}

/**
 * The postcode box and 'Change Location' (spec 1 §2), checked by the rule the weather call's server uses:
 * with the box empty the button changes nothing and says a postcode is needed.
 */
export function LocationForm({ initialPostcode, onChangeLocation }: LocationFormProps) {
  const { register, handleSubmit, formState } = useZodForm(weatherLocationQuerySchema, { defaultValues: { location: initialPostcode } });
  const submit = handleSubmit(({ location }) => onChangeLocation(location));
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Forecast location">
      <TextField
        label="Postcode"
        error={formState.errors.location?.message}
        maxLength={WEATHER_LOCATION_MAX_LENGTH}
        autoComplete="postal-code"
        spellCheck={false}
        {...register('location')}
      />
      <Submit type="submit">Change Location</Submit>
    </Form>
  );
}
