/**
 * Toasts as a tiny external store, so any code (including the API client's callers outside
 * React state) can raise one and the single <Toaster /> renders them.
 */
export type ToastKind = "success" | "error" | "info";

/** A button a toast offers, e.g. "Undo" after a save or delete; the toast closes when it is pressed. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

/** admin.md §2: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** A toast with an action (Undo) stays a few seconds longer, time to read it and press. */
export const ACTION_TOAST_DURATION_MS = 8000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const NO_TOASTS: Toast[] = [];
export function getServerToasts(): Toast[] {
  return NO_TOASTS;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(kind: ToastKind, text: string, action?: ToastAction) {
  const id = nextId++;
  // The same text twice in a row (a double click) shows once.
  toasts = [...toasts.filter((toast) => toast.text !== text), { id, kind, text, action }].slice(-4);
  emit();
  window.setTimeout(() => dismissToast(id), action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
}

export const toast = {
  success: (text: string, action?: ToastAction) => showToast("success", text, action),
  error: (text: string) => showToast("error", text),
  info: (text: string) => showToast("info", text),
};
