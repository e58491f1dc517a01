import { useLayoutEffect, useState } from 'react';

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
  // Drawn open on the server (it cannot read this device's storage), folded before the first
  // paint after hydration if that was the choice.
  const [collapsed, setCollapsed] = useState(false);
  useLayoutEffect(() => {
    if (read()) setCollapsed(true);
  }, []);
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
