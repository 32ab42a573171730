const key = (reference: string) => `myfarm.noCollectionAddress.${reference}`;

/**
 * Spec 2 §4: when an account has no collection address a session marker is set, so the prompt that says so is
 * shown once a session by the screens that only touch prices in passing (the dashboard's panel).
 */
export function markNoCollectionAddress(reference: string): boolean {
  try {
    const first = sessionStorage.getItem(key(reference)) === null;
    sessionStorage.setItem(key(reference), 'true');
    return first;
  } catch {
    // Storage refused (a partner page's sandbox, private modes): prompt every time rather than never.
    return true;
  }
}
