import { zodResolver } from '@hookform/resolvers/zod';
import type * as FormSchemas from '@farm/core/forms';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/** Picks one of the platform's form schemas out of @farm/core/forms. */
type SchemaPick<Schema> = (forms: typeof FormSchemas) => Schema;

let formSchemas: Promise<typeof FormSchemas> | undefined;

/** @farm/core/forms, the import-map module with the platform's form schemas: loaded once, by the first form that needs it. */
function loadFormSchemas(): Promise<typeof FormSchemas> {
  formSchemas ??= import('@farm/core/forms').catch((error: unknown) => {
    // A failed download is tried again by the next check rather than remembered.
    formSchemas = undefined;
    throw error;
  });
  return formSchemas;
}

/** Checks with the picked schema once @farm/core/forms is there; react-hook-form awaits a resolver. */
function lazyResolver<Schema extends FormSchema>(pick: SchemaPick<Schema>): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>> | undefined;
  return async (values, context, options) => {
    resolve ??= zodResolver(pick(await loadFormSchemas())) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    return resolve(values, context, options);
  };
}

/**
 * The portal's one way to build a form: react-hook-form, validated by the zod schema the server checks the
 * same request with, so a rule and its message are written once (in its area's domain, or the core's). A field's
 * error shows once the field has been left or the form submitted, and then follows every keystroke.
 *
 * An area's widget passes its schema (`useZodForm(priceAlertCreateSchema)`): the widget bundles its area and takes
 * zod from the import map. The platform's own forms, which the shell shows on any page, name theirs with a pick,
 * `useZodForm((forms) => forms.activationSchema)`: the form renders at once, and @farm/core/forms loads as it
 * mounts, so no page pays for it before it shows such a form. Either a zod or a zod/mini schema (both zod 4).
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema | SchemaPick<Schema>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const picked = typeof schema === 'function';
  useEffect(() => {
    // Loading starts as the form mounts, so the first check does not wait for the download; a failure shows
    // at that check, which tries again.
    if (picked) loadFormSchemas().catch(() => undefined);
  }, [picked]);
  const resolver = typeof schema === 'function' ? lazyResolver(schema) : zodResolver(schema);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ mode: 'onTouched', ...options, resolver });
}
