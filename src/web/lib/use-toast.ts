import { useSyncExternalStore, type ReactNode } from "react";

import { TOAST } from "../../shared/constants.js";

// A small toast store in the style of shadcn/ui's use-toast: one module-level
// list, at most TOAST.limit entries (the newest wins), read with useToast().

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; defaults to the provider's TOAST.durationMs. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** How long a closed toast stays mounted so its exit animation can finish. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

/** Closes one toast (or all), then unmounts it after its exit animation. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; it replaces the current one, since only TOAST.limit may show at once. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

/** The spec's notice for features that do not exist yet (shown for 4 s). */
export function notImplemented(): void {
  toast({
    title: "Coming soon",
    description: "This feature is not implemented yet.",
    duration: TOAST.notImplementedDurationMs,
  });
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
