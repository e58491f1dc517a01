/**
 * The toast library loads on the first toast, not with the app (it is not needed to show the first
 * screen). `requestToaster` asks the root to mount the Toaster and resolves once it is listening.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

export function toasterMounted(): void {
  markReady();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
