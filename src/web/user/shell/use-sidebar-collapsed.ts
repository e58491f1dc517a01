import { useState } from 'react';

const storageKey = 'psalmlight.sidebar-collapsed';

function read(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

/** Whether the desktop side navigation is folded to icons; remembered on this device. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = () =>
    setCollapsed((value) => {
      const next = !value;
      try {
        window.localStorage.setItem(storageKey, next ? '1' : '0');
      } catch {
        // No storage: the choice lasts until reload.
      }
      return next;
    });
  return [collapsed, toggle];
}
