import { NOTIFICATION_TYPES, type AlertContactPreference, type AlertContactPreferenceWrite, type AlertContactPreferencesForm } from '@farm/area-alerts';

export interface PreferenceWrites {
  /** The preferences the user has none of yet: one POST. */
  create: AlertContactPreferenceWrite[];
  /** The saved ones that changed: a PUT each. */
  update: { preferenceId: number; preference: AlertContactPreferenceWrite }[];
}

/**
 * What saving the contact preferences form asks of the server. A preference that only stops being the
 * default is not sent: making the other the default clears it on the server.
 */
export function preferenceWrites(saved: readonly AlertContactPreference[], form: AlertContactPreferencesForm): PreferenceWrites {
  const writes: PreferenceWrites = { create: [], update: [] };
  for (const name of NOTIFICATION_TYPES) {
    const wanted: AlertContactPreferenceWrite = {
      preferenceName: name,
      preferenceValue: name === 'email' ? form.emailAddress : form.smsNumber,
      isDefault: form.defaultType === name,
    };
    const existing = saved.find((p) => p.preferenceName === name);
    if (!existing) writes.create.push(wanted);
    else if (existing.preferenceValue !== wanted.preferenceValue || (wanted.isDefault && !existing.isDefault)) {
      writes.update.push({ preferenceId: existing.preferenceId, preference: wanted });
    }
  }
  return writes;
}
