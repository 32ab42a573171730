import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { NumericInput, type NumericInputProps } from '../components/numeric-input';

export interface NumericFieldProps<Values extends FieldValues, Output> extends Omit<NumericInputProps, 'value' | 'onChange' | 'error' | 'name'> {
  /** The form's `control` (from useZodForm). */
  control: Control<Values, unknown, Output>;
  /** A text field of the form. */
  name: FieldPathByValue<Values, string>;
  /**
   * Why an entry is not taken, or undefined to take it. A refused entry leaves the box as it was and shows the
   * reason under it, for rules that keep the previous value (the wheat nitrogen bounds of spec 2 §5).
   */
  refuse?: (text: string) => string | undefined;
}

/**
 * A NumericInput bound to a react-hook-form field: the box shows the field's text, a numeric entry goes into the
 * form (which validates it by the form's mode), and the field's error shows under the box.
 */
export function NumericField<Values extends FieldValues, Output>({ control, name, refuse, ...input }: NumericFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const enter = (text: string) => {
    const reason = refuse?.(text);
    if (reason === undefined) field.onChange(text);
    else control.setError(name, { type: 'refused', message: reason });
  };
  return <NumericInput {...input} name={field.name} value={field.value as string} onChange={enter} error={fieldState.error?.message} />;
}
