/** What every dialog of the registry is given: the data it was opened with, and how to close it. */
export interface DialogProps {
  data: Record<string, unknown> | undefined;
  onClose: () => void;
}
