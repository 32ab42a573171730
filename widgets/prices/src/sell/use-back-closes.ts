import { useEffect, useRef } from 'react';

/** The history state's key that marks the entry a dialog pushed. */
const DIALOG_ENTRY = 'farmDialogEntry';

interface DialogEntry {
  marker: string;
  close: () => void;
  pushed: boolean;
  /** Left by the browser's Back: its entry is gone already. */
  left: boolean;
}

const stateOf = (state: unknown): Record<string, unknown> => (state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {});
const currentMarker = () => stateOf(window.history.state)[DIALOG_ENTRY];

/** The open dialogs, the newest last. */
const open: DialogEntry[] = [];
/** Our own history.back() calls whose popstate has not arrived yet: they are not the user's Back. */
let backsInFlight = 0;
let listening = false;

function push(entry: DialogEntry): void {
  window.history.pushState({ ...stateOf(window.history.state), [DIALOG_ENTRY]: entry.marker }, '');
  entry.pushed = true;
}

function onPopState(): void {
  if (backsInFlight > 0) {
    // A closed dialog taking its entry out; a dialog opened meanwhile pushes its own now.
    backsInFlight -= 1;
    if (backsInFlight === 0) for (const entry of open) if (!entry.pushed) push(entry);
    return;
  }
  // The user went back (or forward) past dialogs' entries: close each from the newest until the current one.
  const here = currentMarker();
  for (let i = open.length - 1; i >= 0; i -= 1) {
    const entry = open[i]!;
    if (entry.marker === here) break;
    entry.left = true;
    entry.close();
  }
}

function listen(): void {
  if (listening) return;
  window.addEventListener('popstate', onPopState);
  listening = true;
}

/**
 * After a reload with a dialog open, the page stands on that dialog's entry with no dialog: take the entry out
 * (it has the address of the one before it, so nothing shows), or the farmer's next Back would seem to do nothing.
 */
export function dropStaleDialogEntry(): void {
  // With a dialog open, or one of our own Backs still on its way, the entry is not stale.
  if (open.length > 0 || backsInFlight > 0 || typeof currentMarker() !== 'string') return;
  listen();
  backsInFlight += 1;
  window.history.back();
}

/**
 * The browser's Back button (and a phone's back gesture) closes the dialog instead of leaving the page: opening it
 * pushes a history entry of the same address, a `popstate` that leaves that entry closes it, and closing it any
 * other way (Cancel, Escape, a sale) takes the entry back out with history.back(), so Back afterwards leaves the
 * page as it would have. The address stays the same, so the router (single-spa, urlRerouteOnly) has nothing to do.
 * That history.back() lands later: its popstate is told from the user's by counting, and a dialog opened before it
 * lands pushes its entry after it, so one dialog's leaving never closes the next.
 */
export function useBackCloses(onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    listen();
    const entry: DialogEntry = { marker: crypto.randomUUID(), close: () => close.current(), pushed: false, left: false };
    open.push(entry);
    if (backsInFlight === 0) push(entry);
    return () => {
      open.splice(open.indexOf(entry), 1);
      if (entry.pushed && !entry.left && currentMarker() === entry.marker) {
        backsInFlight += 1;
        window.history.back();
      }
    };
  }, []);
}
