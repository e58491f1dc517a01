import { errorMessage } from './api-error';
import { requestToaster } from './toaster-state';

/**
 * Toasts (sonner, 5 s). Sonner arrives with the first toast: these helpers load it, make sure the
 * Toaster is mounted, then show the toast a moment later.
 */
type Toast = (typeof import('sonner'))['toast'];

let loading: Promise<Toast> | null = null;

function withToast(show: (toast: Toast) => void): void {
  loading ??= Promise.all([import('sonner'), requestToaster()]).then(([module]) => module.toast);
  loading.then(show, (error: unknown) => console.warn('Toasts could not be loaded', error));
}

/** Starts loading the toast library early (for example when a form is shown). */
export function preloadToasts(): void {
  withToast(() => {});
}

/** A success toast: the spec's title, an optional line under it. */
export function notifySuccess(title: string, description?: string): void {
  withToast((toast) => toast.success(title, { description }));
}

/** A neutral toast; a toast with the same `id` replaces the earlier one instead of stacking. */
export function notifyInfo(title: string, description?: string, id?: string): void {
  withToast((toast) => toast(title, { description, id }));
}

/** An error toast with a fixed text (validation messages, invalid links). */
export function notifyFailure(title: string, description?: string, id?: string): void {
  withToast((toast) => toast.error(title, { description, id }));
}

/** An error toast: the spec's title and the server's message, or the spec's fallback text. */
export function notifyError(title: string, error: unknown, fallback: string): void {
  notifyFailure(title, errorMessage(error, fallback));
}

/** A toast with one action button (Reload, Settings, Add Widget); `duration` in ms overrides 5 s. */
export function notifyAction(
  title: string,
  options: {
    action: { label: string; onClick: () => void };
    description?: string;
    duration?: number;
    id?: string;
  },
): void {
  withToast((toast) => toast(title, options));
}
