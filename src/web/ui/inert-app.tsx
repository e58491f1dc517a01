import { useEffect, useRef } from 'react';

let holds = 0;

/**
 * Rendered inside a modal layer (dialog, alert dialog, select list) that lives outside #root: while
 * it is on screen the app behind it is `inert`. Radix already hides the app from assistive
 * technology with aria-hidden; inert also takes its controls out of the tab order, so nothing
 * hidden stays focusable (axe: aria-hidden-focus). Radix renders closed select lists into a detached
 * fragment, so the marker acts only when it is really in the document.
 */
export function InertApp() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = document.getElementById('root');
    if (
      !root ||
      !marker.current ||
      !document.body.contains(marker.current) ||
      root.contains(marker.current)
    )
      return;
    holds += 1;
    root.inert = true;
    return () => {
      holds -= 1;
      if (holds === 0) root.inert = false;
    };
  }, []);
  return <span ref={marker} hidden />;
}
