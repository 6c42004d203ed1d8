/**
 * Confirmations as a promise: `await confirmAction({...})` resolves true or false once the
 * administrator answers the single <ConfirmHost /> dialog.
 */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
}

interface Pending extends ConfirmRequest {
  resolve: (answer: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPendingConfirm(): Pending | null {
  return pending;
}

export function getServerConfirm(): Pending | null {
  return null;
}

export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { ...request, resolve };
    emit();
  });
}

export function answerConfirm(answer: boolean) {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(answer);
}
