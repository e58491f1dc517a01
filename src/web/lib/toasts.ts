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

/** A success toast: the spec's title, an optional line under it; `id` replaces an earlier toast. */
export function notifySuccess(title: string, description?: string, id?: string): void {
  withToast((toast) => toast.success(title, { description, id }));
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
export function notifyError(title: string, error: unknown, fallback: string, id?: string): void {
  notifyFailure(title, errorMessage(error, fallback), id);
}

/**
 * A toast with one action button (Reload, Settings, Add Widget); `duration` in ms overrides 5 s.
 * `cancel` adds a second, quieter button (Not now); `onDismiss` and `onAutoClose` say it has gone.
 */
export function notifyAction(
  title: string,
  options: {
    action: { label: string; onClick: () => void };
    cancel?: { label: string; onClick: () => void };
    description?: string;
    duration?: number;
    id?: string;
    onDismiss?: () => void;
    onAutoClose?: () => void;
  },
): void {
  withToast((toast) => toast(title, options));
}

/** Takes the toast with this `id` off the screen (when it shows). */
export function dismissToast(id: string): void {
  withToast((toast) => void toast.dismiss(id));
}
