import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { withDictionaries } from '../lib/i18n/translate';

type PropsOf<Component> =
  Component extends ComponentType<infer Props extends object> ? Props : never;

/**
 * A dialog whose code (its form, its validation schemas) is fetched the first time it opens, not
 * with the page: the page hydrates without evaluating it, one long task less on a phone. `name` is
 * the export of the loaded module; the dialog is drawn once that module's texts exist in the
 * reader's language. Once opened it stays mounted, so it closes with its animation like any other
 * dialog.
 */
export function lazyDialog<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  isOpen: (props: PropsOf<Module[Name]>) => boolean,
): ComponentType<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  const Dialog = lazy(async () => ({
    default: (await withDictionaries(load()))[name] as ComponentType<Props>,
  }));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false);
    // Remembered while drawing, as React allows for a component's own state.
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Suspense fallback={null}>{createElement(Dialog, props)}</Suspense> : null;
  };
}
