/**
 * The business a member of staff is viewing as its customers see it (issue 12). Kept per tab in sessionStorage,
 * like the tokens: another tab, or the same browser tomorrow, is the staff member's own view again.
 */
export interface ViewingAs {
  /** The server's view-as session, sent as the X-View-As header. */
  sessionId: string;
  account: string;
  accountName: string;
}

const VIEW_AS_KEY = 'myfarm_view_as';

type ViewAsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): ViewAsStorage => window.sessionStorage;

const isViewingAs = (value: unknown): value is ViewingAs => {
  const record = value as Partial<Record<keyof ViewingAs, unknown>> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    [record.sessionId, record.account, record.accountName].every((field) => typeof field === 'string' && field !== '')
  );
};

/** The stored view, or undefined when there is none or it cannot be read (a damaged entry is no view at all). */
export function readViewAs(storage: ViewAsStorage = tabStorage()): ViewingAs | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(VIEW_AS_KEY) ?? 'null');
    return isViewingAs(value) ? { sessionId: value.sessionId, account: value.account, accountName: value.accountName } : undefined;
  } catch {
    return undefined;
  }
}

export function writeViewAs(value: ViewingAs, storage: ViewAsStorage = tabStorage()): void {
  storage.setItem(VIEW_AS_KEY, JSON.stringify(value));
}

export function clearViewAs(storage: ViewAsStorage = tabStorage()): void {
  storage.removeItem(VIEW_AS_KEY);
}
