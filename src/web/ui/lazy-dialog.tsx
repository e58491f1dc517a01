import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, its validation schemas) is fetched the first time it opens, not
 * with the page: the page hydrates without evaluating it, one long task less on a phone. Once
 * opened it stays mounted, so it closes with its animation like any other dialog.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false);
    // Remembered while drawing, as React allows for a component's own state.
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Suspense fallback={null}>{createElement(Dialog, props)}</Suspense> : null;
  };
}
