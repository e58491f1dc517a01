import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminT } from './i18n/admin-t';
import { Button } from '../ui/button';

type Edges = { back: boolean; forward: boolean };

/** Whether the row has tabs out of view before or after what it shows. */
function edgesOf(row: HTMLElement): Edges {
  return {
    back: row.scrollLeft > 1,
    forward: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
  };
}

/**
 * The portal's one row of tabs, scrolling sideways when they are wider than the page (at 1280 px
 * too): a button at each end that has tabs out of view says so and scrolls to them, so no tab is
 * cut off unseen. Arrow keys on the tabs also bring the focused one in.
 */
export function AdminTabRow({ children }: { children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ back: false, forward: false });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const next = edgesOf(element);
      setEdges((now) => (now.back === next.back && now.forward === next.forward ? now : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const scroll = (direction: -1 | 1) => {
    const element = row.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.75, behavior: 'smooth' });
  };

  return (
    <div className="-mx-4 flex items-center gap-1 px-4 sm:mx-0 sm:px-0">
      {edges.back ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={adminT('admin.tabsScrollBack')}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
      ) : null}
      <div ref={row} className="min-w-0 flex-1 overflow-x-auto pb-1" data-testid="admin-tab-row">
        {children}
      </div>
      {edges.forward ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={adminT('admin.tabsScrollForward')}
          onClick={() => scroll(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
