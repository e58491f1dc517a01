import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

/** Whether the overlay around has ever been open: until then its content is not drawn. */
const OpenedOnce = createContext(true);

interface OverlayRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A Radix overlay root (a dialog or an alert dialog) whose content is drawn the first time it
 * opens. Closed, Radix still mounts the content's presence machinery, which sets state in layout
 * effects: during hydration each one makes React redraw synchronously, and a page with a dialog per
 * row (a journal entry's delete confirmation) spent a long task on a phone doing so. Once opened,
 * the content stays mounted so it closes with its animation.
 */
export function openedOnce<Props extends OverlayRootProps>(Root: ComponentType<Props>) {
  return function OpenedOnceRoot(props: Props) {
    const [opened, setOpened] = useState(Boolean(props.defaultOpen));
    // Remembered while drawing, as React allows for a component's own state.
    if (!opened && props.open) setOpened(true);
    return (
      <OpenedOnce.Provider value={opened || Boolean(props.open)}>
        <Root
          {...props}
          onOpenChange={(open: boolean) => {
            if (open) setOpened(true);
            props.onOpenChange?.(open);
          }}
        />
      </OpenedOnce.Provider>
    );
  };
}

/** False inside an overlay that has not opened yet: its content renders nothing. */
export function useOpenedOnce() {
  return useContext(OpenedOnce);
}
