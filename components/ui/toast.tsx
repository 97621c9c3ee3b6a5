'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Icon } from './icon';

export type ToastTone = 'success' | 'error';

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  action?: { label: string; onClick: () => void };
}

interface Toast extends Required<Omit<ToastInput, 'action'>> {
  id: number;
  action?: ToastInput['action'];
}

type Show = (toast: ToastInput) => void;

const ToastContext = createContext<Show | null>(null);

// Long enough to read after a redirect; a toast with an action stays until it is used or dismissed.
const LIFETIME_MS = { success: 6000, error: 10000 };

/**
 * In-page messages instead of alert(). Mounted in a layout, so a toast shown just before a
 * client-side redirect stays on screen on the next page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback<Show>(
    ({ message, tone = 'success', action }) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-3), { id, message, tone, action }]);
      if (!action) setTimeout(() => dismiss(id), LIFETIME_MS[tone]);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
        <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {toasts.filter((t) => t.tone === 'success').map((t) => <ToastCard key={t.id} toast={t} onDismiss={dismiss} />)}
        </div>
        <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {toasts.filter((t) => t.tone === 'error').map((t) => <ToastCard key={t.id} toast={t} onDismiss={dismiss} />)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const icon = toast.tone === 'success' ? 'circle-check' : 'circle-alert';
  const colour = toast.tone === 'success' ? 'border-green-700 text-green-800' : 'border-red-700 text-red-800';
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-white p-3 shadow-lg ring-1 ring-black/5 ${colour}`}
      data-testid="toast"
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 text-sm text-neutral-900">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand hover:bg-brand-tint"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Dismiss message"
        className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}

export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
