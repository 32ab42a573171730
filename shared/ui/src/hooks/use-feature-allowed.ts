import { featureSubjectOf, flags$, isFeatureAllowed, session$ } from '@farm/core';
import { useBusValue } from './use-bus-value';

/** Whether a feature toggle lets the signed-in user have a feature (spec 1 §5); false until the session is known. */
export function useFeatureAllowed(name: string): boolean {
  const session = useBusValue(session$);
  const flags = useBusValue(flags$);
  return session ? isFeatureAllowed(flags, name, featureSubjectOf({ ...session.user, internal: session.internal })) : false;
}
