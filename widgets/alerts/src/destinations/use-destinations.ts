import { alertDestinationsKey, alertDestinationsQuery, destinationValue, type AlertDestinationState, type NotificationType } from '@farm/area-alerts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface DestinationLookup {
  /** The contact in its stored form, or null when it is not a destination alerts can go to. */
  value: string | null;
  confirmed: boolean;
  state: AlertDestinationState | undefined;
}

/**
 * The signed-in user's alert destinations, and where a typed contact stands among them. Until they have loaded
 * (or when they fail to) nothing is said about a contact: `known` is false.
 */
export function useDestinations() {
  const query = useQuery(alertDestinationsQuery());
  const lookup = useCallback(
    (kind: NotificationType, typed: string): DestinationLookup => {
      const value = destinationValue(kind, typed);
      const state = value === null ? undefined : query.data?.find((d) => d.kind === kind && d.value === value);
      return { value, confirmed: state?.confirmed ?? false, state };
    },
    [query.data],
  );
  return { known: query.data !== undefined, lookup };
}

/** Puts the server's answer about one destination into the list, so every screen shows it at once. */
export function useDestinationAnswer() {
  const client = useQueryClient();
  return (answer: AlertDestinationState) =>
    client.setQueryData<AlertDestinationState[]>(alertDestinationsKey, (list = []) => [
      ...list.filter((d) => !(d.kind === answer.kind && d.value === answer.value)),
      answer,
    ]);
}

/** Whether a code sent to the destination still waits to be entered. */
export const codeWaiting = (state: AlertDestinationState | undefined, now = Date.now()) =>
  !!state && !state.confirmed && state.codeExpiresAt !== null && Date.parse(state.codeExpiresAt) > now;
