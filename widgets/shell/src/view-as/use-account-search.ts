import { useDebouncedValue, useZodForm } from '@farm/ui';
import { useEffect, useState } from 'react';

/** Long enough that the next key of a typist usually comes first; short enough to feel live. */
const SEARCH_DELAY_MS = 300;

/**
 * The staff search box: what was typed, once typing pauses, checked with the schema the server checks the search
 * with (its minimum length and message included). `search` is the text to ask the server for, or undefined while
 * the box is empty or its text does not pass.
 */
export function useAccountSearch() {
  const form = useZodForm((forms) => forms.staffAccountSearchSchema, { mode: 'onSubmit', defaultValues: { search: '' } });
  const { trigger, clearErrors, watch } = form;
  const settled = useDebouncedValue(watch('search'), SEARCH_DELAY_MS);
  const [search, setSearch] = useState<string>();

  useEffect(() => {
    let current = true;
    if (settled.trim() === '') {
      clearErrors('search');
      setSearch(undefined);
    } else {
      void trigger('search').then((valid) => current && setSearch(valid ? settled.trim() : undefined));
    }
    return () => {
      current = false;
    };
  }, [settled, trigger, clearErrors]);

  return { register: form.register, error: form.formState.errors.search?.message, search };
}
