import { useSyncExternalStore } from 'react';
import { writePageCookie } from './page-cookies';

/** The reader's theme choice, kept in this browser only. public/theme-init.js reads the same key before first paint. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const storageKey = 'psalmlight.theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readStored(): Theme {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = typeof window === 'undefined' ? 'system' : readStored();

function prefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

/** Puts the class for the effective theme on <html>. */
export function applyTheme(theme: Theme = current): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  current = theme;
  // The server draws the next page dark too (the system choice is only known here).
  writePageCookie('theme', theme === 'system' ? null : theme);
  try {
    if (theme === 'system') window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Applies the stored theme now and follows the system setting while "system" is chosen. */
export function startTheme(): void {
  applyTheme();
  writePageCookie('theme', current === 'system' ? null : current);
  window.matchMedia(darkQuery).addEventListener('change', () => {
    if (current === 'system') applyTheme();
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    current = readStored();
    applyTheme();
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(
    subscribe,
    () => current,
    () => 'system' as Theme,
  );
  return [theme, setTheme];
}
