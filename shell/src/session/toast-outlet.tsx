import { Toast, ToastRegion } from '@nordhub/design-system';
import { useDismissToast, useToasts } from '@nordhub/session';
import { useEffect } from 'react';

const TOAST_MS = 6000;

/** The shell's one notification region; toasts go away by themselves or when dismissed. */
export function ToastOutlet() {
  const toasts = useToasts();
  const dismiss = useDismissToast();
  useEffect(() => {
    if (toasts.length === 0) return;
    const timers = toasts.map((toast) => setTimeout(() => dismiss(toast.id), TOAST_MS));
    return () => timers.forEach(clearTimeout);
  }, [toasts, dismiss]);
  return (
    <ToastRegion>
      {toasts.map((toast) => (
        <Toast key={toast.id} tone={toast.tone} onDismiss={() => dismiss(toast.id)}>
          {toast.message}
        </Toast>
      ))}
    </ToastRegion>
  );
}
