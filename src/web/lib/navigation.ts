/**
 * Navigation from outside React components (mutation callbacks that must still run after the
 * component that started them has unmounted, as a sign-out does). router.tsx registers the router.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => Promise<void>;

let navigateFn: NavigateFn | null = null;

export function registerNavigate(fn: NavigateFn): void {
  navigateFn = fn;
}

export async function navigateTo(to: string, options?: NavigateOptions): Promise<void> {
  if (navigateFn) await navigateFn(to, options);
  else window.location.assign(to);
}
