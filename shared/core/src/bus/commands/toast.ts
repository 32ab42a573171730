import { toasts$, type ToastKind } from '../state';

let nextId = 1;

export function toast(message: string, kind: ToastKind = 'info', durationMs = 3000): void {
  toasts$.next({ id: nextId++, message, kind, durationMs });
}
