import { LIST_TEXT_LIMITS, myAccountMessages } from '@farm/area-my-account';
import { FieldError } from '@farm/ui';
import { LimitedInput } from '@farm/ui/lists';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { isDigits } from '../lib/movement-filters';

export interface FilterInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> {
  value: string;
  onChange: (text: string) => void;
  /** Digits only (§5): other input, typed or pasted, is refused with 'Enter digits only.'. */
  digits: boolean;
}

/**
 * A header filter's text box, as long as the server takes (LIST_TEXT_LIMITS; a longer paste is cut, and it says so).
 * A numeric one leaves the box as it was on a letter, typed or pasted, and says why.
 */
export function FilterInput({ value, onChange, digits, ...input }: FilterInputProps) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <LimitedInput
        {...input}
        type="text"
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? LIST_TEXT_LIMITS.digits : LIST_TEXT_LIMITS.filter}
        value={value}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-refused` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          const ok = !digits || isDigits(text);
          setRefused(!ok);
          if (ok) onChange(text);
        }}
      />
      {refused && (
        <FieldError id={`${id}-refused`} role="alert">
          {myAccountMessages.digitsOnly}
        </FieldError>
      )}
    </>
  );
}
