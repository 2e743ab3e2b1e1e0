import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/constants';
import { getServerMessage } from './api-error';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

/*
 * A tiny store outside React so any code (mutation handlers, plain functions) can raise a toast.
 * Newest first; anything beyond TOAST_LIMIT is dropped at once, so at most one toast is visible.
 */
let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((entry) => entry.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string): void {
  for (const entry of toasts) {
    if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  }
  setToasts(
    toasts.map((entry) =>
      id === undefined || entry.id === id ? { ...entry, open: false } : entry,
    ),
  );
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...options, id, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) {
    const timer = removalTimers.get(dropped.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(dropped.id);
  }
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** How a failed request reads: the server's own message when it sent one, else `fallback`. */
export interface FailureToast {
  title?: string;
  fallback: string;
}

/** The destructive toast of a failed request (title 'Error' unless given). */
export function toastFailure(error: unknown, { title = 'Error', fallback }: FailureToast): void {
  toast({ variant: 'destructive', title, description: getServerMessage(error) ?? fallback });
}

/**
 * Awaits a request and toasts how it went: `success`, or the failure toast. Resolves to whether
 * it succeeded, so the caller closes its dialog (or not) after the toast is up.
 */
export async function toastOutcome(
  request: Promise<unknown>,
  success: ToastOptions,
  failure: FailureToast,
): Promise<boolean> {
  try {
    await request;
  } catch (error) {
    toastFailure(error, failure);
    return false;
  }
  toast(success);
  return true;
}

/** Clears every toast and timer (used between tests). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
