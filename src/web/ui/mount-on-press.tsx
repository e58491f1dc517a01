import {
  createContext,
  useContext,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

/** Inside a root that is not mounted yet: the call that mounts it (and opens it). */
const MountRoot = createContext<(() => void) | null>(null);

/**
 * A Radix menu or select is mounted the first time it is pressed, not with the page. Mounted, its
 * trigger hands itself to Radix's positioning through state set during the commit: during hydration
 * each one makes React redraw synchronously, and a feed with a menu on every post spent a long task
 * on a phone doing so. Until pressed, a stand-in trigger with the same look and roles is drawn.
 */
export function MountOnPress({
  open,
  onMount,
  render,
  children,
}: {
  /** Open without a press (a controlled or default-open root): mounted at once. */
  open: boolean;
  /** Runs when a press mounts the root (a controlled root is told to open). */
  onMount?: () => void;
  /** The real root, given whether it mounts because it was pressed (it then opens at once). */
  render: (pressed: boolean) => ReactNode;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState<'no' | 'opened' | 'pressed'>(open ? 'opened' : 'no');
  // Remembered while drawing, as React allows for a component's own state.
  if (mounted === 'no' && open) setMounted('opened');
  if (mounted !== 'no') return render(mounted === 'pressed');
  const mount = () => {
    setMounted('pressed');
    onMount?.();
  };
  return <MountRoot.Provider value={mount}>{children}</MountRoot.Provider>;
}

/** The mounting call while the root is not mounted yet, else null (draw the real trigger). */
export function useMountOnPress() {
  return useContext(MountRoot);
}

/**
 * The stand-in trigger's handlers, opening as Radix's trigger would: the mouse on press, touch on
 * its click (so a tap that scrolls opens nothing), the keyboard on `keys`.
 */
export function pressHandlers<Element extends HTMLElement>(
  mount: () => void,
  keys: readonly string[],
  handlers: {
    onPointerDown?: (event: PointerEvent<Element>) => void;
    onClick?: (event: MouseEvent<Element>) => void;
    onKeyDown?: (event: KeyboardEvent<Element>) => void;
  },
) {
  return {
    onPointerDown: (event: PointerEvent<Element>) => {
      handlers.onPointerDown?.(event);
      if (event.defaultPrevented || event.pointerType !== 'mouse') return;
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      mount();
    },
    onClick: (event: MouseEvent<Element>) => {
      handlers.onClick?.(event);
      // A mouse press has mounted the root already; a click is a PointerEvent in today's browsers.
      const pointerType = (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType;
      if (!event.defaultPrevented && pointerType !== 'mouse') mount();
    },
    onKeyDown: (event: KeyboardEvent<Element>) => {
      handlers.onKeyDown?.(event);
      if (event.defaultPrevented || !keys.includes(event.key)) return;
      event.preventDefault();
      mount();
    },
  };
}
