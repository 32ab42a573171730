import { paths } from '@farm/core';

/** Spec 1 §2: terms next when they are pending, otherwise home (the root, which is the dashboard). */
export const pathAfterActivation = (termsPending: boolean) => (termsPending ? paths.terms : paths.dashboard);
