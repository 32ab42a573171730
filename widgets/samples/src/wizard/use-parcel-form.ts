import type { ParcelForm } from '@farm/core';
import { useZodForm } from '@farm/ui';

/** Step 3's form (§5) on the schema the server checks a saved parcel with. */
export const useParcelForm = (defaultValues: ParcelForm) => useZodForm((forms) => forms.parcelFormSchema, { defaultValues });

export type ParcelFormApi = ReturnType<typeof useParcelForm>;
/** The form's values as the schema gives them: trimmed, defaults filled in. */
export type ParcelFormValues = Parameters<Parameters<ParcelFormApi['handleSubmit']>[0]>[0];
