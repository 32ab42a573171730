import { useLayoutEffect, type RefObject } from 'react';

/** The focused element, looked for inside shadow roots too (a custom element's host hides what has focus in it). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Shows a native <dialog> as a modal while `open` (the browser traps focus in it and turns Escape into a
 * cancel), and gives focus back to the control that had it when it opened, once it closes or unmounts. The
 * browser alone does not: a dialog removed from the page while open leaves focus on the body. Every modal of
 * the portal (dialogs, the phone menu) goes through here, so none has to remember its opener itself.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = focusedElement();
    if (!dialog.open) dialog.showModal();
    return () => {
      // Close first: while the modal is open everything outside it is inert and cannot take focus.
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open]);
}
