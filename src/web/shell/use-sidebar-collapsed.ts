import { useSyncExternalStore } from 'react';

const storageKey = 'psalmlight.sidebar-collapsed';
const listeners = new Set<() => void>();
let chosen: boolean | undefined;

function read(): boolean {
  if (chosen !== undefined) return chosen;
  try {
    return window.localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

function toggle(): void {
  chosen = !read();
  try {
    window.localStorage.setItem(storageKey, chosen ? '1' : '0');
  } catch {
    // No storage: the choice lasts until reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the desktop side navigation is folded to icons; remembered on this device. The server
 * cannot read that, so it draws the navigation open and hydration folds it if so chosen.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  return [collapsed, toggle];
}
