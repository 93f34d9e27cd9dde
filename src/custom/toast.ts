import { toast as sonnerToast, type ExternalToast } from 'sonner';

/** Spec 9 toast constants (sonner's own defaults agree; set explicitly so they stay put). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 45;

export const toastTypes = ['success', 'info', 'warning', 'error', 'loading', 'default'] as const;
export type ToastType = (typeof toastTypes)[number];

export type ToastOptions = ExternalToast;

/**
 * The one way screens raise a toast outside react-admin's `useNotify`:
 * `toast.success('Document uploaded successfully')`, `toast.show('error', message, { description })`.
 */
export const toast = Object.assign((...args: Parameters<typeof sonnerToast>) => sonnerToast(...args), sonnerToast, {
  show(type: ToastType, message: string, options?: ToastOptions): string | number {
    switch (type) {
      case 'success':
        return sonnerToast.success(message, options);
      case 'info':
        return sonnerToast.info(message, options);
      case 'warning':
        return sonnerToast.warning(message, options);
      case 'error':
        return sonnerToast.error(message, options);
      case 'loading':
        return sonnerToast.loading(message, options);
      default:
        return sonnerToast(message, options);
    }
  },
});
