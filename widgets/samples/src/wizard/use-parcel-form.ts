import { parcelFormSchema } from '@farm/area-my-account';
import type { ParcelForm } from '@farm/area-my-account';
import { useZodForm } from '@farm/ui';

/** Step 3's form (§5) on the schema the server checks a saved parcel with. */
export const useParcelForm = (defaultValues: ParcelForm) => useZodForm(parcelFormSchema, { defaultValues });

export type ParcelFormApi = ReturnType<typeof useParcelForm>;
/** The form's values as the schema gives them: trimmed, defaults filled in. */
export type ParcelFormValues = Parameters<Parameters<ParcelFormApi['handleSubmit']>[0]>[0];
