/** Spec 1 §2: terms next when they are pending, otherwise home (the root, which is the dashboard). */
export const TERMS_PATH = '/dashboard/terms';
export const HOME_PATH = '/dashboard';

export const pathAfterActivation = (termsPending: boolean) => (termsPending ? TERMS_PATH : HOME_PATH);
