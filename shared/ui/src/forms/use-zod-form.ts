import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * The portal's one way to build a form: react-hook-form, validated by the zod schema the server checks the
 * same request with, so a rule and its message are written once (in @farm/core's domain). A field's error
 * shows once the field has been left or the form submitted, and then follows every keystroke. A zod or a
 * zod/mini schema (both are zod 4 schemas).
 */
export function useZodForm<Schema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}
