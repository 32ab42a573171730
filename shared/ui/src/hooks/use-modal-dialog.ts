import { useLayoutEffect, type RefObject } from 'react';

const TABBABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';

/** The focused element, looked for inside shadow roots too (a custom element's host hides what has focus in it). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** What Tab reaches inside the dialog, in order. */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  );
}

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. The browser makes the
 * page behind a modal inert, but would still let focus leave for its own address bar and come back on the body.
 */
function keepTabInside(dialog: HTMLDialogElement) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const list = tabbables(dialog);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) return;
    const active = focusedElement();
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}

/**
 * Shows a native <dialog> as a modal while `open` (the page behind is inert and Escape becomes a cancel),
 * keeps Tab inside it, and gives focus back to the control that had it when it opened once it closes or
 * unmounts: the browser alone does not, as a dialog removed from the page while open leaves focus on the
 * body. Every modal of the portal (dialogs, the phone menu) goes through here, so none has to remember its
 * opener itself.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = focusedElement();
    const onKeyDown = keepTabInside(dialog);
    dialog.addEventListener('keydown', onKeyDown);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      // Close first: while the modal is open everything outside it is inert and cannot take focus.
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open]);
}
