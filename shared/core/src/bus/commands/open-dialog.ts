import { dialog$, type DialogRequest } from '../state';

/** Asks the shell to open one of its dialogs, e.g. `openDialog('no-access', { tile: 'Oxbury' })`. */
export function openDialog(kind: DialogRequest['kind'], data?: DialogRequest['data']): void {
  dialog$.next({ kind, data });
}

export function closeDialog(): void {
  dialog$.next(null);
}
