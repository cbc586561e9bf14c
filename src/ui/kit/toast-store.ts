// A tiny store of toasts (translated by key) that any effect may push to and one view renders.
export interface Toast {
  id: number;
  key: string;
  values?: Record<string, string>;
}

let toasts: Toast[] = [];
let nextId = 1;
/** Counts the dialogs opened, so the toasts can rise above each one (see toasts.tsx). */
let raised = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(key: string, values?: Record<string, string>, ttlMs = 4000) {
  const toast = { id: nextId++, key, values };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), ttlMs);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** A dialog opened: the toasts showing go back on top of it. */
export function raiseToasts() {
  raised += 1;
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
  raised: () => raised,
};
