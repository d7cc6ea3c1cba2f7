import { inPageLanguage } from '../i18n/page-language';
import { messageOf } from '../lib/api-client';

/**
 * Toasts (S8.20, S9.05): top right, 3000 ms, light theme, drag to dismiss at 80%. react-toastify
 * is loaded on first use so it stays out of the first page load.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 3000,
  theme: 'light',
  draggable: true,
  draggablePercent: 80,
} as const;

let toastModule: Promise<typeof import('react-toastify')> | undefined;
export const loadToasts = () => (toastModule ??= import('react-toastify'));

/**
 * Shows a toast. Given the failure that caused it, the server's message wins over `message`
 * (S8.20): "Stok yetersiz" from the server beats the generic "Failed to get cart".
 */
export async function notify(kind: ToastKind, message: string, failure?: unknown): Promise<void> {
  const { toast } = await loadToasts();
  // The shared message constants (a coupon applied) are English: a Turkish page says them in Turkish.
  toast[kind](await inPageLanguage(failure === undefined ? message : messageOf(failure, message)));
}
